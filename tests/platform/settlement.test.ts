// Settlement of a 4D draw over a real database: bets placed through POST bet on the open SG draw, the
// clock moved past its close, a result stored, then settleDraw. Checks the exact payouts from the pay
// table (a number winning 1st and 2nd paid twice, i-bets by class, a roll on two numbers, a k-bet),
// the settlements rows of member, agents and company with the demo rates, reconciliation to 0, AccBal
// and CreditLeft, deleted bets, and that settling again or unsettling never double-pays.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { drawResults, draws, settlements, strikes, userLocations } from '@/platform/db/schema';
import { settleDraw, unsettleDraw } from '@/platform/services/settlement/settle';
import { scoped, useActorTokens } from './support/actors';
import { creditLeftOf, newKey, openDraw, placeTicket, remove, type DrawItem, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

/** SG: 6904 wins 1st and 2nd; the other numbers are orderings, roll numbers and fillers nobody bets on. */
const RESULT: [prize: string, position: number, number: string][] = [
  ['FIRST', 1, '6904'], ['SECOND', 1, '6904'], ['THIRD', 1, '4321'],
  ...['3211', '2111', '5608', '5678', '0011', '0012', '0013', '0014', '0015', '0016'].map((n, i): [string, number, string] => ['STARTER', i + 1, n]),
  ...['2121', '8642', '0021', '0022', '0023', '0024', '0025', '0026', '0027', '0028'].map((n, i): [string, number, string] => ['CONSOLATION', i + 1, n]),
];

const MEMBER1_BETS = [
  { Number: '6904', Big: '2', Small: '1', Kind: 'ORDINARY' },
  { Number: '6905', Big: '1', Kind: 'ORDINARY' },
  { Number: '1234', Big: '1', Small: '1', Kind: 'IBET' },
  { Number: '1123', Big: '1', Kind: 'IBET' },
  { Number: '1122', Big: '1', Kind: 'IBET' },
  { Number: '1112', Big: '1', Kind: 'IBET' },
  { Number: '56R8', Big: '1', Kind: 'ROLL' },
  { Number: '2468', Big: '1', Kind: 'KBET' },
];

const USERS = ['member1', 'fresh1', 'member2', 'agent2', 'agent1', 'agent3', 'admin'];

async function storeResult(db: Db, drawId: number): Promise<void> {
  await db.insert(drawResults).values(RESULT.map(([prize, position, number]) => ({ drawId, prize, position, number })));
  await db.update(draws).set({ status: 'RESULTED', resultAt: new Date() }).where(eq(draws.id, drawId));
}

async function balances(db: Db): Promise<Record<string, string>> {
  const rows = await db.select().from(userLocations).where(eq(userLocations.locId, 'SG'));
  return Object.fromEntries(rows.filter((row) => USERS.includes(row.userId)).map((row) => [row.userId, row.accBal]));
}

const cents = (money: string) => BigInt(money.replace('.', ''));
const money = (value: bigint) => `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let draw: DrawItem;
  let ticket: PlacedTicket;
  let before: Record<string, string> = {};
  let afterClose = new Date();

  const settled = async () => {
    const rows = await platform.db.select().from(settlements).where(eq(settlements.drawId, draw.DrawId));
    return Object.fromEntries(rows.map(({ userId, turnover, commission, strike, winLoss, ownCommission, ownShare, uplineShare, amount }) => [userId, { turnover, commission, strike, winLoss, ownCommission, ownShare, uplineShare, amount }]));
  };
  const strikeRows = async () =>
    (await platform.db.select().from(strikes).where(eq(strikes.drawId, draw.DrawId)))
      .map(({ id: _id, ...row }) => row)
      .sort((a, b) => a.betId - b.betId || a.prize.localeCompare(b.prize) || a.position - b.position);

  beforeAll(async () => {
    draw = await openDraw(platform, tokens.agent2);
    ticket = (await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: MEMBER1_BETS })).body;
    await placeTicket(platform, tokens.agent2, { UserId: 'fresh1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '9999', Big: '1', Kind: 'ORDINARY' }] });
    const gone = (await placeTicket(platform, tokens.agent2, { UserId: 'fresh1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '6904', Big: '5', Kind: 'ORDINARY' }] })).body;
    expect((await remove(platform, tokens.agent2, 'bet/page', `TicketId=${gone.TicketId}`)).status).toBe(200);
    const member2 = await platform.signIn('member2', 'Member1234');
    expect((await placeTicket(platform, member2, { UserId: 'member2', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '6904', Small: '1', Kind: 'ORDINARY' }] })).status).toBe(201);
    before = await balances(platform.db);
    afterClose = new Date(Date.parse(draw.CloseDate) + 60_000);
    platform.setNow(afterClose);
    await storeResult(platform.db, draw.DrawId);
    await settleDraw(platform.db, draw.DrawId, { now: afterClose });
  });

  const wonBy = async (num: string, kind: string) => {
    const bet = ticket.Bets.find((b) => b.Number === num && b.Kind === kind);
    return (await strikeRows()).filter((row) => row.betId === bet?.BetId).map((row) => [row.prize, row.position, row.number, row.bigWin, row.smallWin, row.total]);
  };

  test('a number winning 1st and 2nd is paid on both, from the SG table: Big 2, Small 1', async () => {
    // 1st: 2 x 2000 + 1 x 3000 = 7000; 2nd: 2 x 1000 + 1 x 2000 = 4000.
    expect(await wonBy('6904', 'ORDINARY')).toEqual([
      ['FIRST', 1, '6904', '4000.00', '3000.00', '7000.00'],
      ['SECOND', 1, '6904', '2000.00', '2000.00', '4000.00'],
    ]);
    expect(await wonBy('6905', 'ORDINARY')).toEqual([]);
  });

  test('i-bets pay the iBet table of their class on the ordering that came', async () => {
    // 24: 3rd 4321, Big 20 + Small 33; 12: starter 3211, Big 20; 6: consolation 2121, Big 10; 4: starter 2111, Big 62.
    expect(await wonBy('1234', 'IBET')).toEqual([['THIRD', 1, '4321', '20.00', '33.00', '53.00']]);
    expect(await wonBy('1123', 'IBET')).toEqual([['STARTER', 1, '3211', '20.00', '0.00', '20.00']]);
    expect(await wonBy('1122', 'IBET')).toEqual([['CONSOLATION', 1, '2121', '10.00', '0.00', '10.00']]);
    expect(await wonBy('1112', 'IBET')).toEqual([['STARTER', 2, '2111', '62.00', '0.00', '62.00']]);
  });

  test('a roll pays each of its numbers that came (two starters); a k-bet the ordering that came', async () => {
    expect(await wonBy('56R8', 'ROLL')).toEqual([
      ['STARTER', 3, '5608', '250.00', '0.00', '250.00'],
      ['STARTER', 4, '5678', '250.00', '0.00', '250.00'],
    ]);
    expect(await wonBy('2468', 'KBET')).toEqual([['CONSOLATION', 2, '8642', '60.00', '0.00', '60.00']]);
  });

  test('deleted bets do not count: fresh1\'s deleted 6904 neither costs nor wins', async () => {
    expect((await strikeRows()).filter((row) => row.userId === 'fresh1')).toEqual([]);
    expect((await settled()).fresh1).toMatchObject({ turnover: '1.00', strike: '0.00' });
  });

  test('the settlements rows follow the model with the demo rates, and the draw reconciles to 0', async () => {
    // member1: T 43.00, S 11705.00; C 5% 2.15, agent2 8% 3.44, agent1 10% 4.30; G = 43 - 11705 - 4.30 = -11666.30.
    // fresh1: T 1.00; C 0.05 / 0.08 / 0.10; G = 0.90. member2 (agent3 > admin): T 1.00, S 5000.00; C 0.05 / 0.10; G = -4999.10.
    expect(await settled()).toEqual({
      member1: { turnover: '43.00', commission: '2.15', strike: '11705.00', winLoss: '11664.15', ownCommission: '0.00', ownShare: '0.00', uplineShare: '-11664.15', amount: '11664.15' },
      fresh1: { turnover: '1.00', commission: '0.05', strike: '0.00', winLoss: '-0.95', ownCommission: '0.00', ownShare: '0.00', uplineShare: '0.95', amount: '-0.95' },
      member2: { turnover: '1.00', commission: '0.05', strike: '5000.00', winLoss: '4999.05', ownCommission: '0.00', ownShare: '0.00', uplineShare: '-4999.05', amount: '4999.05' },
      // agent2: own commission 1.29 + 0.03; own share 0.2 x -11666.30 = -2333.26, 0.2 x 0.90 = 0.18.
      agent2: { turnover: '44.00', commission: '3.52', strike: '11705.00', winLoss: '11664.52', ownCommission: '1.32', ownShare: '-2333.08', uplineShare: '-9331.44', amount: '-2331.76' },
      // agent1: own commission 0.86 + 0.02; own share (0.5 - 0.2) of G: -3499.89 + 0.27.
      agent1: { turnover: '44.00', commission: '4.40', strike: '11705.00', winLoss: '11665.40', ownCommission: '0.88', ownShare: '-3499.62', uplineShare: '-5832.70', amount: '-3498.74' },
      // agent3: own commission 0.05; own share 0.3 x -4999.10 = -1499.73.
      agent3: { turnover: '1.00', commission: '0.10', strike: '5000.00', winLoss: '4999.10', ownCommission: '0.05', ownShare: '-1499.73', uplineShare: '-3499.37', amount: '-1499.68' },
      // admin: (1 - 0.5) x -11666.30 + (1 - 0.5) x 0.90 + (1 - 0.3) x -4999.10 (rounded per member).
      admin: { turnover: '45.00', commission: '4.50', strike: '16705.00', winLoss: '16664.50', ownCommission: '0.00', ownShare: '-9332.07', uplineShare: '0.00', amount: '-9332.07' },
    });
    const rows = await platform.db.select().from(settlements).where(eq(settlements.drawId, draw.DrawId));
    expect(money(rows.reduce((total, row) => total + cents(row.amount), 0n))).toBe('0.00');
    expect(rows.every((row) => row.locId === 'SG')).toBe(true);
  });

  test('AccBal moves by each amount; CreditLeft takes off an unpaid loss only', async () => {
    const now = await balances(platform.db);
    const rows = await settled();
    for (const userId of USERS) {
      expect([userId, now[userId]]).toEqual([userId, money(cents(before[userId] ?? '0') + cents(rows[userId]?.amount ?? '0'))]);
    }
    // fresh1 had no balance: it now owes 0.95, so CreditLeft = 1000.00 - 0.95.
    expect(await creditLeftOf(platform, tokens.admin, 'fresh1')).toBe('999.05');
    const profile = await platform.get<{ AccBal: string; CreditLeft: string; Credit: string }>(scoped('dMemberProfile', 'SG', 'UserId=member1'), tokens.admin);
    expect(profile.body.AccBal).toBe(now.member1);
    const loss = cents(profile.body.AccBal) < 0n ? -cents(profile.body.AccBal) : 0n;
    expect(profile.body.CreditLeft).toBe(money(cents(profile.body.Credit) - loss));
    const [drawRow] = await platform.db.select().from(draws).where(eq(draws.id, draw.DrawId));
    expect(drawRow?.settledAt).toEqual(afterClose);
  });

  test('settling again gives the same rows, strikes and AccBal', async () => {
    const [rows, won, balance] = [await settled(), await strikeRows(), await balances(platform.db)];
    const summary = await settleDraw(platform.db, draw.DrawId, { now: afterClose });
    expect(summary).toEqual({ drawId: draw.DrawId, bets: MEMBER1_BETS.length + 2, strikes: 11, turnover: '45.00', strike: '16705.00', users: 7 });
    expect(await settled()).toEqual(rows);
    expect((await strikeRows()).map(({ betId, prize, total }) => [betId, prize, total])).toEqual(won.map(({ betId, prize, total }) => [betId, prize, total]));
    expect(await balances(platform.db)).toEqual(balance);
  });

  test('unsettling restores every AccBal exactly and removes the rows; settling again books them once', async () => {
    const settledBalances = await balances(platform.db);
    await unsettleDraw(platform.db, draw.DrawId);
    expect(await balances(platform.db)).toEqual(before);
    expect(await settled()).toEqual({});
    expect(await strikeRows()).toEqual([]);
    const [drawRow] = await platform.db.select().from(draws).where(eq(draws.id, draw.DrawId));
    expect(drawRow).toMatchObject({ status: 'RESULTED', settledAt: null });
    expect(await platform.db.select().from(drawResults).where(and(eq(drawResults.drawId, draw.DrawId), eq(drawResults.prize, 'FIRST')))).toHaveLength(1);
    await settleDraw(platform.db, draw.DrawId, { now: afterClose });
    expect(await balances(platform.db)).toEqual(settledBalances);
  });
});
