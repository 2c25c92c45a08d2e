// The live risk board (docs/decisions/risk-board.md): GET riskBoard, POST riskLock and PUT riskCap need an
// ADMIN holding OutSet (the clerk, agents and members: the access table's 403); under TT they answer
// 404. The board shows the company's Intake: what reaches it after the agents' eat limits (the demo's:
// agent2 keeps Big 5 / Small 3 of each number, agent1 above it 20 / 10, agent3 10 / 5), priced at the SG
// defaults here (1st 2000/3000, 2nd 1000/2000, 3rd 490/800, starter 250, consolation 60 per $1).
// Placement adds, a deletion takes off, a change of an eat limit moves it at once. A locked number
// refuses the bet naming it; a number pushed past the auto-lock cap locks itself (the bet that crosses
// is accepted), and concurrent placements never take more than that one bet.
import { and, asc, eq, like } from 'drizzle-orm';
import { audits, outsetNumberLimits } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey, openDraw, placeText, placeTicket, remove } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface RiskNumber {
  Number: string;
  Big: string;
  Small: string;
  Payouts: Record<'FIRST' | 'SECOND' | 'THIRD' | 'STARTER' | 'CONSOLATION', string>;
  MaxPayout: string;
  SharePercent: string;
  Locked: boolean;
  AutoLocked: boolean;
  LockedBy: string | null;
}
interface Board {
  Draw: { DrawId: number; DrawDate: string } | null;
  Cap: string | null;
  TotalBig: string;
  TotalSmall: string;
  Numbers: number;
  Top: RiskNumber[];
  Locked: RiskNumber[];
}
interface Refusal {
  message: string;
  field?: string;
}

const cents = (money: string) => Math.round(Number(money) * 100);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);
  const board = (token = tokens.admin, locId = 'SG') => platform.get<Board & Refusal>(scoped('riskBoard', locId), token);
  const lock = (body: unknown, token = tokens.admin, locId = 'SG') => sendJson<{ Number: RiskNumber } & Refusal>(platform, 'POST', scoped('riskLock', locId), body, token);
  const cap = (value: string | null, token = tokens.admin, locId = 'SG') => sendJson<{ Cap: string | null } & Refusal>(platform, 'PUT', scoped('riskCap', locId), { Cap: value }, token);
  const drawId = async () => (await openDraw(platform, tokens.member1)).DrawId;
  async function bet(bets: unknown[], token = tokens.member1, userId = 'member1') {
    return placeTicket<Refusal & { TicketId: number }>(platform, token, { UserId: userId, DrawId: await drawId(), IdempotencyKey: newKey(), Bets: bets }, 'SG');
  }
  const ordinary = (number: string, big: string, small = '0') => ({ Number: number, Big: big, Small: small, Kind: 'ORDINARY' });
  const numberOf = (answer: Board, number: string) => answer.Top.find((row) => row.Number === number) ?? answer.Locked.find((row) => row.Number === number);

  test("placement puts what reaches the company on the board, priced per prize, with its share; a deletion takes it off", async () => {
    const before = (await board()).body;
    expect(before.Draw?.DrawId).toBe(await drawId());
    const placed = await bet([ordinary('4321', '30', '15'), { Number: '12R4', Big: '0.50', Small: '0', Kind: 'ROLL' }]);
    expect(placed.status).toBe(201);
    const after = (await board()).body;
    // Big 30 / Small 15: agent2 keeps 5 / 3, agent1 20 / 10, the company the last 5 / 2.
    expect(numberOf(after, '4321')).toMatchObject({
      Big: '5.00',
      Small: '2.00',
      Payouts: { FIRST: '16000.00', SECOND: '9000.00', THIRD: '4050.00', STARTER: '1250.00', CONSOLATION: '300.00' },
      MaxPayout: '16000.00',
      Locked: false,
    });
    // The roll counts on each of its 10 numbers with the full stake, all within agent2's limit: none reaches the company.
    for (let digit = 0; digit <= 9; digit++) expect(numberOf(after, `12${digit}4`)).toBeUndefined();
    expect(after.Numbers).toBe(before.Numbers + 1);
    expect(cents(after.TotalBig) - cents(before.TotalBig)).toBe(500);
    expect(cents(after.TotalSmall) - cents(before.TotalSmall)).toBe(200);
    const whole = cents(after.TotalBig) + cents(after.TotalSmall);
    expect(numberOf(after, '4321')?.SharePercent).toBe(((700 * 100) / whole).toFixed(2));
    // The top is ordered by MaxPayout.
    const payouts = after.Top.map((row) => cents(row.MaxPayout));
    expect(payouts).toEqual([...payouts].sort((a, b) => b - a));
    expect(after.Top.length).toBeLessThanOrEqual(50);

    expect((await remove(platform, tokens.member1, 'bet/page', `TicketId=${placed.body.TicketId}`)).status).toBe(200);
    const gone = (await board()).body;
    expect(numberOf(gone, '4321')).toBeUndefined();
    expect(gone.TotalBig).toBe(before.TotalBig);
    expect(gone.Numbers).toBe(before.Numbers);
  });

  test("the board follows the eat limits in force and each branch's own eaters", async () => {
    const limit = (body: Record<string, string>) => sendJson(platform, 'PUT', scoped('priorityInTakes'), body, tokens.admin);
    expect((await bet([ordinary('4322', '30')])).status).toBe(201);
    expect(numberOf((await board()).body, '4322')).toMatchObject({ Big: '5.00', MaxPayout: '10000.00' });
    // member2's branch: agent3 keeps 10 of its 12, the company 2 more.
    expect((await bet([ordinary('4322', '12')], tokens.admin, 'member2')).status).toBe(201);
    expect(numberOf((await board()).body, '4322')).toMatchObject({ Big: '7.00', MaxPayout: '14000.00' });
    try {
      // agent2 eats nothing now: agent1 keeps 20 of member1's 30, the company 10 + 2, with no new bet.
      expect((await limit({ UserId: 'agent2', Big: '0' })).status).toBe(200);
      expect(numberOf((await board()).body, '4322')).toMatchObject({ Big: '12.00', MaxPayout: '24000.00' });
      // agent1's own limit on 4322 (Out Setting 2) wins over its default: 25, so the company keeps 5 + 2.
      await platform.db.insert(outsetNumberLimits).values({ userId: 'agent1', locId: 'SG', number: '4322', big: '25.00', small: null, unit: null, updatedBy: 'admin' });
      expect(numberOf((await board()).body, '4322')).toMatchObject({ Big: '7.00' });
    } finally {
      await platform.db.delete(outsetNumberLimits).where(and(eq(outsetNumberLimits.userId, 'agent1'), eq(outsetNumberLimits.number, '4322')));
      expect((await limit({ UserId: 'agent2', Big: '5' })).status).toBe(200);
    }
    expect(numberOf((await board()).body, '4322')).toMatchObject({ Big: '7.00', MaxPayout: '14000.00' });
  });

  test('a locked number refuses bets naming it, by grid and by bet text; unlocking takes bets again; both audited', async () => {
    const draw = await drawId();
    expect(await lock({ DrawId: draw, Number: '5555', Locked: true })).toMatchObject({ status: 200, body: { Number: { Number: '5555', Locked: true, AutoLocked: false, LockedBy: 'admin' } } });
    const refused = await bet([ordinary('1000', '1'), ordinary('5555', '1')]);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Number 5555 is locked for this draw: no more bets on it.' } });
    const text = await placeText<Refusal>(platform, tokens.agent2, { Text: 'member1 7 5555 1-', IdempotencyKey: newKey() }, 'SG');
    expect(text).toMatchObject({ status: 409, body: { message: 'Number 5555 is locked for this draw: no more bets on it.' } });
    const shown = (await board()).body;
    expect(shown.Locked).toEqual([expect.objectContaining({ Number: '5555', Locked: true, LockedBy: 'admin', Big: '0.00' })]);
    expect(numberOf(shown, '1000')).toBeUndefined(); // the whole ticket was refused
    // Locking again changes nothing and writes no audit row.
    expect((await lock({ DrawId: draw, Number: '5555', Locked: true })).status).toBe(200);
    expect(await lock({ DrawId: draw, Number: '5555', Locked: false })).toMatchObject({ status: 200, body: { Number: { Locked: false, LockedBy: null } } });
    expect((await bet([ordinary('5555', '1')])).status).toBe(201);
    expect((await board()).body.Locked).toEqual([]);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'risk-number'), eq(audits.entityId, `${draw}:5555`)));
    expect(rows.map((row) => (row.after as { Locked: boolean }).Locked)).toEqual([true, false]);
    expect(rows.every((row) => row.actorId === 'admin')).toBe(true);
  });

  test("a transfer moves a number's stakes to the receiver's line and its rates; deleting the moved ticket takes them off", async () => {
    // agent3's line pays 1800 for a Big 1st: member2's bets are priced at it, member1's at the default 2000.
    const rate = await sendJson<{ PayRateId: number }>(platform, 'POST', scoped('payRate'), { UserId: 'agent3', BetKind: 'ORDINARY', PermClass: 0, Prize: 'FIRST', Big: '1800', Small: '3000' }, tokens.admin);
    expect(rate.status).toBe(201);
    try {
      // member1's 30: agent2 and agent1 keep 25, the company 5 at the default rate.
      const placed = await bet([ordinary('4455', '30')]);
      expect(numberOf((await board()).body, '4455')).toMatchObject({ Big: '5.00', Payouts: { FIRST: '10000.00' } });
      // Now member2's: its branch's eater (agent3) keeps 10, the company 20 at agent3's line's rate.
      const moved = await sendJson<{ TicketIds: number[] }>(platform, 'POST', scoped('bet/transfer'), { TicketIds: [placed.body.TicketId], ToUserId: 'member2' }, tokens.admin);
      expect(moved.status).toBe(200);
      expect(numberOf((await board()).body, '4455')).toMatchObject({ Big: '20.00', Payouts: { FIRST: '36000.00' } });
      const [ticketId] = moved.body.TicketIds;
      expect((await remove(platform, tokens.admin, 'bet/page', `TicketId=${ticketId}`)).status).toBe(200);
      expect(numberOf((await board()).body, '4455')).toBeUndefined();
    } finally {
      expect((await platform.request(scoped(`payRate/${rate.body.PayRateId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens.admin}` } })).status).toBe(200);
    }
  });

  test('bad input is a 400 naming the field; a draw of another location is a 404', async () => {
    const draw = await drawId();
    expect(await lock({ DrawId: draw, Number: '123', Locked: true })).toMatchObject({ status: 400, body: { field: 'Number' } });
    expect(await lock({ DrawId: draw, Number: '12a4', Locked: true })).toMatchObject({ status: 400, body: { field: 'Number' } });
    expect(await lock({ DrawId: draw, Number: '1234', Locked: 'yes' })).toMatchObject({ status: 400, body: { field: 'Locked' } });
    expect(await cap('0')).toMatchObject({ status: 400, body: { field: 'Cap' } });
    expect(await cap('-5')).toMatchObject({ status: 400, body: { field: 'Cap' } });
    expect(await cap('1.234')).toMatchObject({ status: 400, body: { field: 'Cap' } });
    const mg = await openDraw(platform, tokens.admin, 'MG');
    expect((await lock({ DrawId: mg.DrawId, Number: '1234', Locked: true })).status).toBe(404);
    expect((await board()).body.Cap).toBeNull();
  });

  test.each(['clerk', 'agent1', 'agent3', 'member1'] as const)('%s (no OutSet) gets 403 from every risk call', async (actor: Actor) => {
    const message = actor === 'clerk' ? 'This call needs the OutSet permission.' : 'This call is for admins only.';
    const refused = { status: 403, body: { message } };
    expect(await board(tokens[actor])).toMatchObject(refused);
    expect(await lock({ DrawId: await drawId(), Number: '2222', Locked: true }, tokens[actor])).toMatchObject(refused);
    expect(await cap('100.00', tokens[actor])).toMatchObject(refused);
    expect((await board()).body.Cap).toBeNull();
  });

  test('under TT every risk call answers 404', async () => {
    expect((await board(tokens.admin, 'TT')).status).toBe(404);
    expect((await cap('100.00', tokens.admin, 'TT')).status).toBe(404);
    expect((await lock({ DrawId: 1, Number: '1234', Locked: true }, tokens.admin, 'TT')).status).toBe(404);
  });

  test('the auto-lock cap: the bet that passes it is placed and locks the number; the next is refused; a lower cap locks at once', async () => {
    expect(await cap('50000')).toMatchObject({ status: 200, body: { Cap: '50000.00' } });
    expect((await bet([ordinary('6666', '25')])).status).toBe(201); // agent2 and agent1 keep it all: 0.00
    expect(numberOf((await board()).body, '6666')).toBeUndefined();
    expect((await bet([ordinary('6666', '10')])).status).toBe(201); // 20000.00
    expect((await bet([ordinary('6666', '15')])).status).toBe(201); // 50000.00: at the cap, not past it
    expect(numberOf((await board()).body, '6666')).toMatchObject({ MaxPayout: '50000.00', Locked: false });
    expect((await bet([ordinary('6666', '1')])).status).toBe(201); // 52000.00: passes, placed, locks
    const shown = (await board()).body;
    expect(shown.Cap).toBe('50000.00');
    expect(shown.Locked).toEqual([expect.objectContaining({ Number: '6666', Locked: true, AutoLocked: true, LockedBy: null, MaxPayout: '52000.00' })]);
    expect(await bet([ordinary('6666', '0.01')], tokens.agent2)).toMatchObject({ status: 409, body: { message: 'Number 6666 is locked for this draw: no more bets on it.' } });
    // A roll naming 6666 among its numbers is refused as well, whole.
    expect(await bet([{ Number: '666R', Big: '0.01', Small: '0', Kind: 'ROLL' }])).toMatchObject({ status: 409, body: { message: 'Number 6666 is locked for this draw: no more bets on it.' } });
    expect(numberOf((await board()).body, '6660')).toBeUndefined();
    // A lower cap locks every number already past it.
    expect((await bet([ordinary('7070', '30')])).status).toBe(201); // 25 eaten, 5 to the company: 10000.00
    expect(await cap('9999.99')).toMatchObject({ status: 200, body: { Cap: '9999.99' } });
    expect(numberOf((await board()).body, '7070')).toMatchObject({ Locked: true, AutoLocked: true });
    expect(await cap(null)).toMatchObject({ status: 200, body: { Cap: null } });
    const capRows = await platform.db.select().from(audits).where(eq(audits.entity, 'risk-cap')).orderBy(asc(audits.id));
    expect(capRows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    const autoRows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'risk-number'), like(audits.entityId, '%:6666')));
    expect(autoRows).toEqual([expect.objectContaining({ actorId: 'member1', after: expect.objectContaining({ AutoLocked: true, MaxPayout: '52000.00', Cap: '50000.00' }) })]);
    for (const number of ['6666', '7070']) await lock({ DrawId: await drawId(), Number: number, Locked: false });
  });

  raceTest('concurrent placements on a capped number take at most the one bet that crosses the cap', async () => {
    // The eaters' part first, uncapped: agent2 and agent1 keep member1's 25, agent3 member2's 10.
    expect((await bet([ordinary('7777', '25')])).status).toBe(201);
    expect((await bet([ordinary('7777', '10')], tokens.admin, 'member2')).status).toBe(201);
    expect((await cap('10000')).status).toBe(200);
    // Twelve tickets of Big 1.50 (3000.00 each) on 7777 at once, for two members through four placers:
    // 3000, 6000, 9000, then 12000 crosses and locks; the other eight are refused.
    const placers: [string, string][] = [
      [tokens.member1, 'member1'],
      [tokens.admin, 'member2'],
      [tokens.agent2, 'member1'],
      [tokens.admin, 'member2'],
    ];
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => bet([ordinary('7777', '1.50')], ...(placers[i % placers.length] as [string, string]))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(8).fill(409));
    for (const answer of refused) expect(answer.body.message).toBe('Number 7777 is locked for this draw: no more bets on it.');
    expect(numberOf((await board()).body, '7777')).toMatchObject({ Big: '6.00', MaxPayout: '12000.00', Locked: true, AutoLocked: true });
    expect((await cap(null)).status).toBe(200);
  });
});
