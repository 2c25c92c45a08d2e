// Settlement of a Toto draw over a real database: entries placed through POST bet on the open TT draw
// (an ordinary entry with a tag, a system 7 and a roll), a result with the group 1-4 dividends, then
// settleDraw. Checks the lines per group, the payout from the dividends and the fixed prizes, the
// settlements rows with the demo TT rates and reconciliation to 0.
import { eq } from 'drizzle-orm';
import { drawResults, draws, settlements, strikes, ttDividends } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

const WINNING = ['03', '11', '19', '27', '35', '43'];
const ADDITIONAL = '08';
const DIVIDENDS = { 1: '1000000.00', 2: '50000.00', 3: '2000.00', 4: '400.00' };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let ticket: PlacedTicket;
  let drawId = 0;

  beforeAll(async () => {
    const draw = await openDraw(platform, tokens.agent2, 'TT');
    drawId = draw.DrawId;
    const entries = [
      { Numbers: ['03', '08', '11', '19', '27', '35'], Amount: '1', Tag: 'STAR', Kind: 'TT' },
      { Numbers: ['01', '03', '11', '19', '27', '40', '41'], Amount: '1', Kind: 'TT' },
      { Numbers: ['01', '03', '08', '11', '19'], Roll: true, Amount: '1', Kind: 'TT' },
      { Numbers: ['01', '02', '04', '05', '06', '07'], Amount: '3', Kind: 'TT' },
    ];
    const placed = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: drawId, IdempotencyKey: newKey(), Bets: entries }, 'TT');
    expect(placed.status).toBe(201);
    ticket = placed.body;
    const afterClose = new Date(Date.parse(draw.CloseDate) + 60_000);
    platform.setNow(afterClose);
    await platform.db.insert(drawResults).values([
      ...WINNING.map((number, i) => ({ drawId, prize: 'WINNING', position: i + 1, number })),
      { drawId, prize: 'ADDITIONAL', position: 1, number: ADDITIONAL },
    ]);
    await platform.db.insert(ttDividends).values(Object.entries(DIVIDENDS).map(([group, amount]) => ({ drawId, group: Number(group), amount })));
    await platform.db.update(draws).set({ status: 'RESULTED', resultAt: afterClose }).where(eq(draws.id, drawId));
    await settleDraw(platform.db, drawId, { now: afterClose });
  });

  const groupsOf = async (index: number) => {
    const betId = ticket.Bets[index]?.BetId;
    const rows = await platform.db.select().from(strikes).where(eq(strikes.betId, betId ?? 0));
    return rows.sort((a, b) => a.prize.localeCompare(b.prize)).map((row) => [row.prize, row.lines, row.bigRate, row.amountWin, row.total]);
  };

  test('an entry with 5 winning numbers and the additional is group 2, paid the dividend (a tag settles as ordinary)', async () => {
    expect(await groupsOf(0)).toEqual([['GROUP2', 1, '50000.00', '50000.00', '50000.00']]);
    const [row] = await platform.db.select().from(strikes).where(eq(strikes.betId, ticket.Bets[0]?.BetId ?? 0));
    expect(row).toMatchObject({ number: '03 11 19 27 35 43 +08', position: 1, bigWin: '0.00', smallWin: '0.00', userId: 'member1' });
  });

  test('a system 7 holding 4 winning numbers: 3 lines of group 5 ($50) and 4 of group 7 ($10)', async () => {
    // C(4,4) x C(3,2) = 3 combinations with all four; C(4,3) x C(3,3) = 4 with three.
    expect(await groupsOf(1)).toEqual([
      ['GROUP5', 3, '50.00', '150.00', '150.00'],
      ['GROUP7', 4, '10.00', '40.00', '40.00'],
    ]);
  });

  test('a roll of 3 winning numbers and the additional: 3 lines of group 4, 41 of group 6', async () => {
    // The sixth number is one of the 3 other winning numbers (4 + additional) or any of the other 41 (3 + additional).
    expect(await groupsOf(2)).toEqual([
      ['GROUP4', 3, '400.00', '1200.00', '1200.00'],
      ['GROUP6', 41, '25.00', '1025.00', '1025.00'],
    ]);
    expect(await groupsOf(3)).toEqual([]);
  });

  test('the settlements rows with the demo TT rates reconcile to 0', async () => {
    const rows = await platform.db.select().from(settlements).where(eq(settlements.drawId, drawId));
    const byUser = Object.fromEntries(rows.map((row) => [row.userId, [row.turnover, row.commission, row.strike, row.ownCommission, row.ownShare, row.amount]]));
    // T = 1 + 7 + 44 + 3 = 55.00, S = 52415.00; C 10% 5.50, 15% 8.25, 20% 11.00; G = 55 - 52415 - 11 = -52371.00.
    expect(byUser).toEqual({
      member1: ['55.00', '5.50', '52415.00', '0.00', '0.00', '52365.50'],
      // 0.2 x G = -10474.20
      agent2: ['55.00', '8.25', '52415.00', '2.75', '-10474.20', '-10471.45'],
      // 0.4 x G = -20948.40, less agent2's part
      agent1: ['55.00', '11.00', '52415.00', '2.75', '-10474.20', '-10471.45'],
      admin: ['55.00', '11.00', '52415.00', '0.00', '-31422.60', '-31422.60'],
    });
    const sum = rows.reduce((total, row) => total + Math.round(Number(row.amount) * 100), 0);
    expect(sum).toBe(0);
    expect(rows.every((row) => row.locId === 'TT')).toBe(true);
  });
});
