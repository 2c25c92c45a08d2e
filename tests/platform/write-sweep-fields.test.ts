// The 500s found in the platform before its input rules, each now a 400 naming the field: stakes that are not amounts, dates at
// the edges (years 0000, 0050 and 9999), a NUL or a lone surrogate in a remark or a name. On both drivers.
import { FIXED_NOW } from './support/database';
import { newKey, openDraw } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { upload } from './support/files';
import { usePlatform } from './support/harness';
import { scoped } from './support/actors';

const NOT_AMOUNTS = ['x', '', '1.005', 'NaN'];
const UNSAFE = ['a\u0000b', 'a\ud800b', '\udc00'];

describe.each(platformDrivers())('bad input names its field on $name', (driver) => {
  const platform = usePlatform(driver);
  let admin = '';
  let member = '';
  const drawIds = { SG: 0, TT: 0 };

  beforeAll(async () => {
    platform.setNow(FIXED_NOW);
    admin = await platform.signIn('admin', 'Admin1234');
    member = await platform.signIn('member1', 'Member1234');
    drawIds.SG = (await openDraw(platform, member, 'SG')).DrawId;
    drawIds.TT = (await openDraw(platform, member, 'TT')).DrawId;
  });

  const fieldOf = (answer: { status: number; body: unknown }) => [answer.status, (answer.body as { field?: string }).field];

  test.each(NOT_AMOUNTS)('a stake of %j in Big, Small or Amount is a 400 naming it', async (stake) => {
    for (const field of ['Big', 'Small']) {
      const bet = { Number: '1234', Kind: 'ORDINARY', Big: '1.00', [field]: stake };
      const ticket = await sendJson(platform, 'POST', scoped('bet'), { DrawId: drawIds.SG, UserId: 'member1', IdempotencyKey: newKey(), Bets: [bet] }, member);
      expect(fieldOf(ticket)).toEqual([400, `Bets.0.${field}`]);
      const fixed = await sendJson(platform, 'POST', scoped('bet/fixed'), { IdempotencyKey: newKey(), Bet: bet }, member);
      expect(fieldOf(fixed)).toEqual([400, `Bet.${field}`]);
    }
    const entry = { Numbers: ['01', '02', '03', '04', '05', '06'], Kind: 'TT', Amount: stake };
    const toto = await sendJson(platform, 'POST', scoped('bet', 'TT'), { DrawId: drawIds.TT, UserId: 'member1', IdempotencyKey: newKey(), Bets: [entry] }, member);
    expect(fieldOf(toto)).toEqual([400, 'Bets.0.Amount']);
  });

  test.each([
    ['draw/week', 'Date', 'Date=9999-12-31'],
    ['draw/week', 'Date', 'Date=0050-01-01'],
    ['draw/resultReport', 'DrawFrom', 'DrawFrom=9999-12-25&DrawTo=9999-12-31'],
    ['audits', 'DateFrom', 'DateFrom=9999-12-25&DateTo=9999-12-31'],
    ['draw2', 'DrawFrom', 'DrawFrom=0000-01-01&DrawTo=0000-01-05'],
    ['draw/resultReport', 'DrawFrom', 'DrawFrom=0000-01-01&DrawTo=0000-01-05'],
    ['reportFull', 'DrawDate', 'DrawDate=0000-01-01'],
    ['reportStrike2', 'DrawDate', 'DrawDate=0000-01-01'],
    ['bet/betByDay', 'DrawFrom', 'DrawFrom=0000-01-01&DrawTo=0000-01-02'],
    ['shareClaim', 'DrawFrom', 'DrawFrom=0000-01-01&DrawTo=0000-01-02'],
  ])('GET %s with %s at the edge (%s) is a 400 naming it', async (resource, field, query) => {
    const answer = await platform.get(scoped(resource, 'SG', query), admin);
    expect(answer).toMatchObject({ status: 400, body: { field, message: `${field} must be from 2000-01-01 to 2099-12-31.` } });
  });

  test.each(UNSAFE)('a file Remarks of %j is a 400 naming Remarks, in an upload and in a batch edit', async (remarks) => {
    const uploaded = await upload(platform, admin, 'bets.ara', '1234#1#1\n', { Remarks: 'sound' });
    expect(uploaded.status).toBe(201);
    const edit = await sendJson(platform, 'PUT', scoped('files/updateFilesBatchByFileId'), { Files: [{ FileId: uploaded.body.FileId, Remarks: remarks }] }, admin);
    expect(fieldOf(edit)).toEqual([400, 'Files.0.Remarks']);
  });

  test('a NUL in the upload form Remarks is a 400 naming Remarks', async () => {
    // A multipart form carries UTF-8 bytes, so a lone surrogate cannot travel in it; a NUL can.
    const answer = await upload(platform, admin, 'bets.ara', '1234#1#1\n', { Remarks: 'a\u0000b' });
    expect(fieldOf(answer)).toEqual([400, 'Remarks']);
  });

  test.each(UNSAFE)('a UserName of %j is a 400 naming UserName (players and agents)', async (name) => {
    const created = await sendJson(platform, 'POST', scoped('players'), { UserId: 'fieldsmember', UserName: name, Password: 'Sweep1234', ParentId: 'agent2' }, admin);
    expect(fieldOf(created)).toEqual([400, 'UserName']);
    const player = await sendJson(platform, 'PUT', scoped('players/update'), { UserId: 'member3', UserName: name }, admin);
    expect(fieldOf(player)).toEqual([400, 'UserName']);
    const agent = await sendJson(platform, 'PUT', scoped('agents'), { UserId: 'agent3', UserName: name }, admin);
    expect(fieldOf(agent)).toEqual([400, 'UserName']);
  });

  test.each(UNSAFE)('a payment or claim Remark of %j is a 400 naming Remark', async (remark) => {
    const payment = await sendJson(platform, 'POST', scoped('insertStatement2'), { UserId: 'member1', Amount: '10.00', Remark: remark, IdempotencyKey: newKey() }, admin);
    expect(fieldOf(payment)).toEqual([400, 'Remark']);
    const claim = await sendJson(platform, 'POST', scoped('shareClaim'), { DrawId: 1, UserId: 'agent1', Amount: '10.00', Remark: remark }, admin);
    expect(fieldOf(claim)).toEqual([400, 'Remark']);
  });
});
