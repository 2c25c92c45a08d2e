// Bet files processed as a background job: good lines are placed one ticket per line group, every
// bad line is reported with its reason, progress reaches 100, CreditLeft drops by exactly the cost;
// processing again answers the same result; a cut-off job resumes without placing twice; TTT, DBF and
// LZH files; the ARA export uploads back to the same bets.
import { eq } from 'drizzle-orm';
import { files, jobs, tickets } from '@/platform/db/schema';
import { writeDbf } from '@/lib/domain/dbf';
import { buildLzh } from '../unit/lzh-fixtures';
import { scoped, useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, placeTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { acceptedOf, finished, processFile, rejectedOf, statusOf, upload, uploadAndProcess } from './support/files';
import { usePlatform } from './support/harness';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  test('good lines are placed one ticket per group, each bad line is reported with its reason, progress reaches 100', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const text = [
      `ARA SG ${draw.DrawDate}`,
      '# good and bad lines',
      '1234 1-2',
      '12R4 1-r',
      '99999 1-',
      '2345 1.5-2',
      '',
      '5678=-3',
      '123 1-',
      '1122 1-k',
      '',
    ].join('\n');
    const { file, status } = await uploadAndProcess(platform, tokens.agent1, 'bets.ara', text);
    expect(status).toMatchObject({ FileId: file.FileId, Status: 'DONE', Progress: 100, Total: 7, Processed: 7, Accepted: 4, Rejected: 3, Error: null });
    expect(rejectedOf(status)).toEqual([
      { Line: 5, Code: 'invalidNumber' },
      { Line: 6, Code: 'decimalStake' },
      { Line: 9, Code: 'shortNumber' },
    ]);
    const messages = status.Lines.flatMap((line) => (line.Result === 'REJECTED' ? [line.Message] : []));
    expect(messages[1]).toContain('AcceptDecimals');
    expect(messages[2]).toContain('0123');
    expect(acceptedOf(status)).toEqual([
      { FromLine: 3, ToLine: 4, Count: 2, Total: '13.00' },
      { FromLine: 8, ToLine: 10, Count: 2, Total: '9.00' },
    ]);
    expect(status.TicketIds).toHaveLength(2);
    expect(status.PlacedTotal).toBe('22.00');
    const after = await creditLeftOf(platform, tokens.admin, 'member1');
    expect(cents(after)).toBe(cents(before) - 2200);
    expect(status.CreditLeft).toBe(after);
    const ticket = await platform.get<{ Source: string; CreatedBy: string; UserId: string }>(scoped('bet/view', 'SG', `TicketId=${status.TicketIds[0]}`), tokens.agent1);
    expect(ticket.body).toMatchObject({ Source: 'UPLOAD', CreatedBy: 'agent1', UserId: 'member1' });
    // The list shows the counts.
    const list = await platform.get<{ Items: Array<{ FileId: number; Status: string; Accepted: number; Rejected: number }> }>(scoped('files'), tokens.agent1);
    expect(list.body.Items.find((item) => item.FileId === file.FileId)).toMatchObject({ Status: 'DONE', Accepted: 4, Rejected: 3 });

    // Processing again answers the same job and places nothing.
    const again = await processFile(platform, tokens.agent1, file.FileId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ JobId: status.JobId, Status: 'DONE', TicketIds: status.TicketIds });
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(after);
  });

  test('StrictNumber off pads short numbers; AcceptDecimals on takes whole cents', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const text = `ARA SG ${draw.DrawDate}\n123 1-\n2345 1.5-2\n7 H-\n`;
    const { status } = await uploadAndProcess(platform, tokens.agent1, 'loose.ara', text, {}, 'StrictNumber=false&AcceptDecimals=true');
    expect(status).toMatchObject({ Status: 'DONE', Accepted: 3, Rejected: 0, PlacedTotal: '5.00' });
    const ticket = await platform.get<{ Bets: Array<{ Number: string; Big: string; Small: string }> }>(scoped('bet/view', 'SG', `TicketId=${status.TicketIds[0]}`), tokens.agent1);
    expect(ticket.body.Bets.map(({ Number, Big, Small }) => [Number, Big, Small])).toEqual([
      ['0123', '1.00', '0.00'],
      ['2345', '1.50', '2.00'],
      ['0007', '0.50', '0.00'],
    ]);
  });

  test('a header for another location or a day without a draw rejects every line with the reason', async () => {
    const other = await uploadAndProcess(platform, tokens.agent1, 'mg.ara', 'ARA MG 2025-04-20\n1234 1-\n');
    expect(other.status).toMatchObject({ Status: 'DONE', Accepted: 0, Rejected: 2 });
    expect(rejectedOf(other.status)).toEqual([
      { Line: 1, Code: 'otherLocation' },
      { Line: 2, Code: 'noHeaderDraw' },
    ]);
    const none = await uploadAndProcess(platform, tokens.agent1, 'nodraw.ara', 'ARA SG 2025-04-21\n1234 1-\n');
    expect(rejectedOf(none.status).map((line) => line.Code)).toEqual(['noDrawOnDate', 'noHeaderDraw']);
    expect(none.status.Lines[0]).toMatchObject({ Message: 'There is no SG draw on 2025-04-21: check the draw date in the header line.' });
  });

  test('a group refused as a whole (not enough credit) reports each of its lines, and the rest is placed', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const text = `ARA SG ${draw.DrawDate}\n1111 9000-\n2222 9000-\n\n3333 1-\n`;
    const { status } = await uploadAndProcess(platform, tokens.agent1, 'credit.ara', text);
    expect(status).toMatchObject({ Status: 'DONE', Accepted: 1, Rejected: 2 });
    expect(rejectedOf(status)).toEqual([
      { Line: 2, Code: 'PLACEMENT' },
      { Line: 3, Code: 'PLACEMENT' },
    ]);
    expect(status.Lines[0]).toMatchObject({ Message: expect.stringContaining('Not enough credit') });
  });

  test('a job cut off by a restart resumes on the next poll and places nothing twice', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const { file, status } = await uploadAndProcess(platform, tokens.agent1, 'resume.ara', `ARA SG ${draw.DrawDate}\n4444 1-\n\n4445 1-\n`);
    const credit = await creditLeftOf(platform, tokens.admin, 'member1');
    // As if the platform stopped halfway: RUNNING, no heartbeat for a minute.
    await platform.db.update(jobs).set({ status: 'RUNNING', progress: 50, heartbeatAt: new Date(Date.now() - 60_000) }).where(eq(jobs.id, status.JobId));
    const resumed = await finished(platform, tokens.agent1, file.FileId);
    expect(resumed).toMatchObject({ Status: 'DONE', Progress: 100, TicketIds: status.TicketIds, Accepted: 2 });
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(credit);
    const placed = await platform.db.select().from(tickets).where(eq(tickets.idempotencyKey, `F${file.FileId}.1`));
    expect(placed).toHaveLength(1);
  });

  test('DELETE refuses a file being processed (409), then removes the file but not its tickets', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const { file, status } = await uploadAndProcess(platform, tokens.agent1, 'delete.ara', `ARA SG ${draw.DrawDate}\n5555 1-\n`);
    await platform.db.update(jobs).set({ status: 'RUNNING', heartbeatAt: new Date() }).where(eq(jobs.id, status.JobId));
    const refused = await platform.request<{ message: string }>(scoped(`files/${file.FileId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.agent1}` } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('being processed');
    await platform.db.update(jobs).set({ status: 'DONE' }).where(eq(jobs.id, status.JobId));
    const deleted = await platform.request(scoped(`files/${file.FileId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.agent1}` } });
    expect(deleted).toMatchObject({ status: 200, body: { FileId: file.FileId, Deleted: true } });
    expect(await platform.db.select().from(files).where(eq(files.id, file.FileId))).toHaveLength(0);
    const ticket = await platform.get(scoped('bet/view', 'SG', `TicketId=${status.TicketIds[0]}`), tokens.agent1);
    expect(ticket.status).toBe(200);
    expect((await statusOf(platform, tokens.agent1, file.FileId)).status).toBe(404);
  });

  test('TTT: one bet message per line, its day code picks the draw; another member is refused', async () => {
    const text = ['7 1234 1-2 5678 2-', 'member1 7 2345 1-', 'member2 7 1111 1-', '7 123 1-', '# a comment', ''].join('\n');
    const { status } = await uploadAndProcess(platform, tokens.agent1, 'sms.ttt', text);
    expect(status).toMatchObject({ Status: 'DONE', Accepted: 2, Rejected: 2, PlacedTotal: '6.00' });
    expect(rejectedOf(status)).toEqual([
      { Line: 3, Code: 'otherMember' },
      { Line: 4, Code: 'shortNumber' },
    ]);
  });

  test('DBF: one record per bet, GRP groups records, bad records reported by record number', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const fields = [
      { name: 'DRAWDATE', type: 'D', length: 8, decimals: 0 },
      { name: 'NUMBER', type: 'C', length: 12, decimals: 0 },
      { name: 'BIG', type: 'N', length: 8, decimals: 2 },
      { name: 'SMALL', type: 'N', length: 8, decimals: 0 },
      { name: 'KIND', type: 'C', length: 2, decimals: 0 },
      { name: 'GRP', type: 'N', length: 4, decimals: 0 },
    ];
    const date = draw.DrawDate.replaceAll('-', '');
    const bytes = writeDbf(fields, [
      { DRAWDATE: date, NUMBER: '6001', BIG: '1.00', SMALL: '2', KIND: '', GRP: 1 },
      { DRAWDATE: date, NUMBER: '60R1', BIG: '1.00', SMALL: '0', KIND: 'R', GRP: 1 },
      { DRAWDATE: date, NUMBER: '60011', BIG: '1.00', SMALL: '0', KIND: '', GRP: 2 },
      { DRAWDATE: date, NUMBER: '6002', BIG: '0', SMALL: '1', KIND: 'X', GRP: 2 },
      { DRAWDATE: date, NUMBER: '6003', BIG: '2.00', SMALL: '0', KIND: 'K', GRP: 3 },
    ]);
    const { file, status } = await uploadAndProcess(platform, tokens.agent1, 'bets.dbf', bytes);
    expect(file).toMatchObject({ Format: 'DBF', ContentFormat: 'DBF' });
    expect(status).toMatchObject({ Status: 'DONE', Accepted: 3, Rejected: 2, PlacedTotal: '37.00' });
    expect(rejectedOf(status)).toEqual([
      { Line: 3, Code: 'invalidNumber' },
      { Line: 4, Code: 'unknownKind' },
    ]);
    expect(status.TicketIds).toHaveLength(2);
  });

  test('LZH: the one .ara member of an -lh5- archive is processed', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const ara = new TextEncoder().encode(`ARA SG ${draw.DrawDate}\n7001 1-\n7002 1-\n7003 -1\n`);
    for (const level of [0, 1, 2] as const) {
      const { file, status } = await uploadAndProcess(platform, tokens.agent1, `bets${level}.lzh`, buildLzh([{ name: 'dir/bets.ara', data: ara }], level));
      expect(file).toMatchObject({ Format: 'LZH', ContentFormat: 'ARA' });
      expect(status).toMatchObject({ Status: 'DONE', Accepted: 3, Rejected: 0 });
    }
  });

  test('the ARA export uploads back and places the same bets', async () => {
    const draw = await openDraw(platform, tokens.agent1, 'MG');
    for (const Bets of [
      [
        { Number: '1234', Big: '1', Small: '2', Kind: 'ORDINARY' },
        { Number: '12R4', Big: '0.50', Kind: 'ROLL' },
      ],
      [
        { Number: '1123', Big: '2', Small: '1', Kind: 'IBET' },
        { Number: '1122', Big: '0.25', Kind: 'KBET' },
        { Number: '0001', Small: '3', Kind: 'ORDINARY' },
      ],
    ]) {
      const placed = await placeTicket(platform, tokens.agent1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets }, 'MG');
      expect(placed.status).toBe(201);
    }
    const exported = await sendJson<string>(platform, 'POST', scoped('bet/page/exportAra', 'MG'), { DrawId: draw.DrawId, UserId: 'member1' }, tokens.agent1);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="exported.ara"');
    const text = exported.body;
    expect(text).toContain(`ARA MG ${draw.DrawDate}\n`);
    expect(text).toContain('1234 1-2\n12R4 0.5-r\n\n1123 2-1i\n1122 0.25-k\n0001 -3\n');

    const { status } = await uploadAndProcess(platform, tokens.agent1, 'exported.ara', text, {}, 'AcceptDecimals=true', 'MG');
    expect(status).toMatchObject({ Status: 'DONE', Accepted: 5, Rejected: 0 });
    const again = await sendJson<string>(platform, 'POST', scoped('bet/page/exportAra', 'MG'), { DrawId: draw.DrawId, UserId: 'member1' }, tokens.agent1);
    const groups = (body: string) => body.split('\n\n').slice(1).map((group) => group.trim()).sort();
    expect(groups(again.body)).toEqual([...groups(text), ...groups(text)].sort());

    // Details: every bet as ordinary lines, costs adding up.
    const details = await sendJson<string>(platform, 'POST', scoped('bet/page/exportDetailsAra', 'MG'), { DrawId: draw.DrawId, UserId: 'member1' }, tokens.agent1);
    expect(details.status).toBe(200);
    expect(details.body).toContain('1204 0.5-\n1214 0.5-');
    expect(details.body).not.toMatch(/[rik]\n/);
  });

  test('exports are scoped: another branch is 404, an unknown draw 404', async () => {
    const draw = await openDraw(platform, tokens.agent3, 'MG');
    const hidden = await sendJson(platform, 'POST', scoped('bet/page/exportAra', 'MG'), { DrawId: draw.DrawId, UserId: 'member1' }, tokens.agent3);
    expect(hidden.status).toBe(404);
    const own = await sendJson<string>(platform, 'POST', scoped('bet/page/exportAra', 'MG'), { DrawId: draw.DrawId }, tokens.agent3);
    expect(own.status).toBe(200);
    expect(own.body).not.toContain('1234 1-2');
    const unknown = await sendJson(platform, 'POST', scoped('bet/page/exportAra', 'MG'), { DrawId: 99999 }, tokens.agent1);
    expect(unknown.status).toBe(404);
  });

  test('a file without a header still reports every line', async () => {
    const uploaded = await upload(platform, tokens.agent1, 'noheader.ara', '1234 1-\nbad\n');
    expect(uploaded.status).toBe(201);
    await processFile(platform, tokens.agent1, uploaded.body.FileId);
    const status = await finished(platform, tokens.agent1, uploaded.body.FileId);
    expect(rejectedOf(status).map((line) => line.Code)).toEqual(['missingHeader', expect.any(String)]);
  });
});
