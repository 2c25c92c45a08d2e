// The risk board's copy of a draw's totals (platform/services/risk/mirror.ts): it follows placements and
// deletions, reads again only what changed, never misses a transaction that commits after a read that
// could not see it (on PostgreSQL: a write held open on a connection of its own across a read), and
// reads the draw whole again when rows went away behind it.
import { and, eq, sql } from 'drizzle-orm';
import { riskTotals } from '@/platform/db/schema';
import { poolOf } from '@/platform/services/jobs/lease';
import { bookLineTotals } from '@/platform/services/risk/climb';
import { keptTotals, mirroredTotals, type Keeper } from '@/platform/services/risk/mirror';
import { useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, remove } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const drawId = async () => (await openDraw(platform, tokens.member1)).DrawId;
  const on = async (number: string) => (await mirroredTotals(platform.db, await drawId())).filter((row) => row.number === number);
  /** The table itself, for comparison: every row with something on it. */
  const table = async () =>
    (await platform.db.select().from(riskTotals).where(eq(riskTotals.drawId, await drawId())))
      .filter((row) => row.big > 0n || row.small > 0n)
      .map((row) => `${row.number} ${row.line} ${row.holder} ${row.big} ${row.small}`)
      .sort();
  const copied = async () =>
    (await mirroredTotals(platform.db, await drawId())).map((row) => `${row.number} ${row.line} ${row.holder} ${row.big} ${row.small}`).sort();

  test('follows placements and deletions, per number, line and holder, and equals the table', async () => {
    expect(await copied()).toEqual(await table());
    const placed = await placeTicket<{ TicketId: number }>(platform, tokens.member1, {
      UserId: 'member1',
      DrawId: await drawId(),
      IdempotencyKey: newKey(),
      Bets: [{ Number: '8181', Big: '2', Small: '1', Kind: 'ORDINARY' }],
    });
    expect(placed.status).toBe(201);
    expect(await on('8181')).toEqual([{ number: '8181', line: '', holder: 'agent2', big: 200n, small: 100n }]);
    const other = await placeTicket(platform, tokens.admin, { UserId: 'member2', DrawId: await drawId(), IdempotencyKey: newKey(), Bets: [{ Number: '8181', Big: '3', Kind: 'ORDINARY' }] });
    expect(other.status).toBe(201);
    expect((await on('8181')).map((row) => [row.holder, row.big])).toEqual(
      expect.arrayContaining([
        ['agent2', 200n],
        ['agent3', 300n],
      ]),
    );
    expect((await remove(platform, tokens.member1, 'bet/page', `TicketId=${placed.body.TicketId}`)).status).toBe(200);
    expect((await on('8181')).map((row) => [row.holder, row.big])).toEqual([['agent3', 300n]]);
    expect(await copied()).toEqual(await table());
  });

  test('keeps again only the numbers that changed, and every number when the keeper\'s key changes', async () => {
    const draw = await drawId();
    const asked: string[][] = [];
    const keeper = (key: string) => async (): Promise<Keeper> => ({
      key,
      keep: (totals) => {
        asked.push([...new Set(totals.map((row) => row.number))].sort());
        return bookLineTotals(totals);
      },
    });
    const first = await keptTotals(platform.db, draw, keeper('a'));
    expect(first.size).toBeGreaterThan(0);
    asked.length = 0;
    expect(await keptTotals(platform.db, draw, keeper('a'))).toBe(first);
    expect(asked).toEqual([]);
    const placed = await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw, IdempotencyKey: newKey(), Bets: [{ Number: '8585', Big: '4', Kind: 'ORDINARY' }] });
    expect(placed.status).toBe(201);
    const after = await keptTotals(platform.db, draw, keeper('a'));
    expect(asked).toEqual([['8585']]);
    expect(after.get('8585')).toEqual([{ line: '', big: 400n, small: 0n }]);
    asked.length = 0;
    const all = await keptTotals(platform.db, draw, keeper('b'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.length).toBe(all.size);
    expect(new Map(all)).toEqual(bookLineTotals(await mirroredTotals(platform.db, draw)));
  });

  test('reads the draw whole again when rows went away behind it', async () => {
    expect((await on('8282')).length).toBe(0);
    await platform.db.insert(riskTotals).values({ drawId: await drawId(), number: '8282', line: '', holder: 'agent2', big: 500n, small: 0n });
    expect(await on('8282')).toEqual([{ number: '8282', line: '', holder: 'agent2', big: 500n, small: 0n }]);
    await platform.db.delete(riskTotals).where(and(eq(riskTotals.drawId, await drawId()), eq(riskTotals.number, '8282')));
    expect(await on('8282')).toEqual([]);
    expect(await copied()).toEqual(await table());
  });

  concurrencyTest(driver)('a write that commits after a read that could not see it is read the next time', async () => {
    const pool = poolOf(platform.db);
    if (!pool) throw new Error('no pool on PostgreSQL');
    const draw = await drawId();
    // Two rows the copy holds already: the writes below change them (the row count stays the same).
    await platform.db.insert(riskTotals).values(['8383', '8384'].map((number) => ({ drawId: draw, number, line: '', holder: 'agent2', big: 100n, small: 0n })));
    expect(await on('8383')).toHaveLength(1);
    const client = await pool.connect();
    try {
      // A placement's write, held open: its transaction began before the next read and commits after it.
      await client.query('begin');
      await client.query(
        `update risk_totals set big_cents = 700, changed_xact = pg_current_xact_id()::text::bigint where draw_id = $1 and number = '8383'`,
        [draw],
      );
      // A write that commits before the read, by a transaction that began after the held one.
      const [row] = await platform.db.update(riskTotals).set({ big: 200n, changedXact: sql`pg_current_xact_id()::text::bigint` }).where(and(eq(riskTotals.drawId, draw), eq(riskTotals.number, '8384'))).returning();
      expect(row?.big).toBe(200n);
      expect((await on('8384')).map((at) => at.big)).toEqual([200n]);
      expect((await on('8383')).map((at) => at.big)).toEqual([100n]);
      await client.query('commit');
    } finally {
      client.release();
    }
    expect(await on('8383')).toEqual([{ number: '8383', line: '', holder: 'agent2', big: 700n, small: 0n }]);
    expect(await copied()).toEqual(await table());
  });
});
