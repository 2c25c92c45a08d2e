// Bet-file uploads (docs/security.md "Files"): the size cap while streaming (limit + 1 byte is a 413), one
// file per request (400), the extension and content checks (a renamed binary is a 415), and who may
// upload for whom (docs/product.md#roles-and-permissions "Bet Upload"; the member in the caller's downline, 404 outside).
// Listing, batch edits and processing are scoped the same way.
import { UPLOAD_MAX_BYTES } from '@/lib/contract/files';
import { buildLzh } from '../unit/lzh-fixtures';
import { scoped, useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { processFile, statusOf, upload, uploadParts, type FileAnswer } from './support/files';
import { usePlatform } from './support/harness';

const ARA = 'ARA SG 2025-04-20\n1234 1-\n';
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0xff, 0xfe]);

/** An ARA text of exactly `size` bytes: the header and one long comment line. */
function araOfSize(size: number): Uint8Array {
  const head = 'ARA SG 2025-04-20\n# ';
  return new TextEncoder().encode(head + 'x'.repeat(size - head.length));
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let member3 = '';
  beforeAll(async () => {
    member3 = await platform.signIn('member3', 'Member1234');
  });

  test('agent1 (EnableUpload) uploads for member1 of its downline; the answer describes the file', async () => {
    const answer = await upload(platform, tokens.agent1, '../../etc/passwd.ara', ARA, { ARACode: 'Batch7', Remarks: 'first' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      FileName: '../../etc/passwd.ara', Format: 'ARA', ContentFormat: 'ARA', UserId: 'member1', ARACode: 'Batch7', Remarks: 'first',
      Status: 'UPLOADED', Accepted: null, Rejected: null, StrictNumber: true, AcceptDecimals: false,
    });
    const admin = await upload(platform, tokens.admin, 'admin.ttt', '7 1234 1-\n', { UserId: 'member2' });
    expect(admin.status).toBe(201);
    expect(admin.body.Format).toBe('TTT');
  });

  test('the size cap: the limit is taken, one byte more is a 413', async () => {
    expect((await upload(platform, tokens.agent1, 'limit.ara', araOfSize(UPLOAD_MAX_BYTES))).status).toBe(201);
    const over = await upload<{ message: string }>(platform, tokens.agent1, 'over.ara', araOfSize(UPLOAD_MAX_BYTES + 1));
    expect(over.status).toBe(413);
    // A body far past the cap stops while streaming.
    const huge = await upload<{ message: string }>(platform, tokens.agent1, 'huge.ara', araOfSize(UPLOAD_MAX_BYTES * 2));
    expect(huge.status).toBe(413);
    // The platform closed that connection mid-body; let the client's pool drop the dead socket.
    for (let i = 0; i < 3; i += 1) await platform.request('/api/health').catch(() => undefined);
  });

  test('a renamed binary, a wrong extension and a damaged archive are 415 with a clear message', async () => {
    const renamed = await upload<{ message: string; field: string }>(platform, tokens.agent1, 'picture.ara', PNG);
    expect(renamed.status).toBe(415);
    expect(renamed.body).toMatchObject({ field: 'file', message: expect.stringContaining('not a text file') });
    expect((await upload(platform, tokens.agent1, 'bets.txt', ARA)).status).toBe(415);
    const wrongCall = await uploadParts<{ message: string }>(platform, tokens.agent1, 'files/upload/dbf', { UserId: 'member1', ARACode: 'A1' }, [{ name: 'bets.ara', bytes: ARA }]);
    expect(wrongCall.status).toBe(415);
    expect((await upload(platform, tokens.agent1, 'fake.dbf', ARA)).status).toBe(415);
    expect((await upload(platform, tokens.agent1, 'fake.lzh', PNG)).status).toBe(415);
    const data = new TextEncoder().encode(ARA);
    const two = await upload<{ message: string }>(platform, tokens.agent1, 'two.lzh', buildLzh([{ name: 'a.ara', data }, { name: 'b.ara', data }]));
    expect(two).toMatchObject({ status: 415, body: { message: expect.stringContaining('exactly one bet file') } });
    const exe = await upload<{ message: string }>(platform, tokens.agent1, 'exe.lzh', buildLzh([{ name: 'run.exe', data }]));
    expect(exe.status).toBe(415);
    const lh6 = await upload<{ message: string }>(platform, tokens.agent1, 'lh6.lzh', buildLzh([{ name: 'a.ara', data, method: '-lh6-' }]));
    expect(lh6).toMatchObject({ status: 415, body: { message: expect.stringContaining('-lh6-') } });
    const binaryInside = await upload(platform, tokens.agent1, 'bin.lzh', buildLzh([{ name: 'a.ara', data: PNG, method: '-lh0-' }]));
    expect(binaryInside.status).toBe(415);
  });

  test('two files in one request are a 400; a missing file, UserId or ARACode too', async () => {
    const two = await uploadParts<{ message: string }>(platform, tokens.agent1, 'files/upload', { UserId: 'member1', ARACode: 'A1' }, [
      { name: 'a.ara', bytes: ARA },
      { name: 'b.ara', bytes: ARA },
    ]);
    expect(two).toMatchObject({ status: 400, body: { message: 'Send one file per upload.' } });
    expect((await uploadParts(platform, tokens.agent1, 'files/upload', { UserId: 'member1', ARACode: 'A1' }, [])).status).toBe(400);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { ARACode: '' })).status).toBe(400);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { ARACode: 'bad code!' })).status).toBe(400);
    expect((await uploadParts(platform, tokens.agent1, 'files/upload', { ARACode: 'A1' }, [{ name: 'a.ara', bytes: ARA }])).status).toBe(400);
    const json = await sendJson(platform, 'POST', scoped('files/upload'), { UserId: 'member1' }, tokens.agent1);
    expect(json.status).toBe(400);
  });

  test('who may upload: members, agents without EnableUpload and the clerk are 403; another branch 404; a member that may not bet 403', async () => {
    expect((await upload(platform, tokens.member1, 'a.ara', ARA)).status).toBe(403);
    expect((await upload(platform, member3, 'a.ara', ARA, { UserId: 'member3' })).status).toBe(403);
    expect((await upload(platform, tokens.agent2, 'a.ara', ARA)).status).toBe(403);
    expect((await upload(platform, tokens.clerk, 'a.ara', ARA)).status).toBe(403);
    expect((await upload(platform, tokens.agent3, 'a.ara', ARA, { UserId: 'member2' })).status).toBe(403);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { UserId: 'member2' })).status).toBe(404);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { UserId: 'nobody' })).status).toBe(404);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { UserId: 'member3' })).status).toBe(403);
    expect((await upload(platform, tokens.agent1, 'a.ara', ARA, { UserId: 'agent2' })).status).toBe(400);
  });

  test('files of another branch are invisible: list, status, processing, edits and deletion', async () => {
    const mine = (await upload(platform, tokens.agent1, 'mine.ara', ARA, { Remarks: 'mine' })).body;
    const theirs = (await upload(platform, tokens.admin, 'theirs.ara', ARA, { UserId: 'member2' })).body;
    const list = async (token: string, query = '') =>
      (await platform.get<{ Items: FileAnswer[]; Total: number }>(scoped('files', 'SG', query), token)).body.Items.map((item) => item.FileId);
    expect(await list(tokens.agent1)).toContain(mine.FileId);
    expect(await list(tokens.agent1)).not.toContain(theirs.FileId);
    expect(await list(tokens.agent3)).toEqual(expect.arrayContaining([theirs.FileId]));
    expect(await list(tokens.agent3)).not.toContain(mine.FileId);
    expect(await list(tokens.admin)).toEqual(expect.arrayContaining([mine.FileId, theirs.FileId]));
    // Files are the Bet Upload page's: the access table refuses members.
    expect(await platform.get(scoped('files'), tokens.member1)).toMatchObject({ status: 403, body: { message: 'This call is for agents and admins only.' } });
    const newestFirst = await list(tokens.agent1);
    expect(newestFirst[0]).toBe(mine.FileId);
    expect((await platform.get(scoped('files', 'SG', 'UserId=member2'), tokens.agent1)).status).toBe(404);

    expect((await statusOf(platform, tokens.agent3, mine.FileId)).status).toBe(404);
    expect((await processFile(platform, tokens.agent1, theirs.FileId)).status).toBe(404);
    expect((await processFile(platform, tokens.member1, mine.FileId)).status).toBe(403);
    const del = (token: string, id: number) => platform.request(scoped(`files/${id}`), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect((await del(tokens.agent1, theirs.FileId)).status).toBe(404);
    expect((await del(tokens.member1, mine.FileId)).status).toBe(403);
    // Status before processing: 404 with how to start it.
    const notYet = await statusOf(platform, tokens.agent1, mine.FileId);
    expect(notYet.status).toBe(404);

    // Batch edits: all or nothing.
    const put = (token: string, body: unknown) => sendJson<{ Items: FileAnswer[] }>(platform, 'PUT', scoped('files/updateFilesBatchByFileId'), body, token);
    expect((await put(tokens.agent1, { Files: [{ FileId: mine.FileId, Remarks: 'x' }, { FileId: theirs.FileId, Remarks: 'x' }] })).status).toBe(404);
    const edited = await put(tokens.agent1, { Files: [{ FileId: mine.FileId, Remarks: 'checked', ARACode: 'B2' }] });
    expect(edited.status).toBe(200);
    expect(edited.body.Items).toEqual([expect.objectContaining({ FileId: mine.FileId, Remarks: 'checked', ARACode: 'B2' })]);
    expect((await put(tokens.agent1, { Files: [{ FileId: mine.FileId }] })).status).toBe(400);
    expect((await put(tokens.member1, { Files: [{ FileId: mine.FileId, Remarks: 'y' }] })).status).toBe(403);
    expect((await del(tokens.agent1, mine.FileId)).status).toBe(200);
  });

  test('ids in paths are ids: anything else is a 400', async () => {
    expect((await statusOf(platform, tokens.agent1, 'abc' as unknown as number)).status).toBe(400);
    const del = await platform.request(scoped('files/0'), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.agent1}` } });
    expect(del.status).toBe(400);
  });
});
