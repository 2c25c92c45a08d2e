// Credit and idempotency under load: 50 tickets placed at once against one member's credit never take
// CreditLeft below zero, and a ticket retried with its IdempotencyKey (one after the other, or many at
// once) is placed once and answered the same every time. The races run on PostgreSQL only
// (concurrencyTest): on PGlite's one connection they would be no race at all.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bets, userLocations } from '@/platform/db/schema';
import { useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);

  const setCredit = (userId: string, locId: string, credit: string) =>
    platform.db.update(userLocations).set({ credit }).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));

  raceTest('50 concurrent tickets against one member\'s credit never overdraw it', async () => {
    await setCredit('member1', 'MG', '100.00');
    const draw = await openDraw(platform, tokens.member1, 'MG');
    // Each ticket costs 3.00: 33 fit in 100.00, 17 must be refused. The member and its agents race.
    const placers = [tokens.member1, tokens.agent2, tokens.agent1, tokens.admin];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        placeTicket<PlacedTicket & { message?: string }>(
          platform,
          placers[i % placers.length] ?? tokens.member1,
          { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: String(i).padStart(4, '0'), Big: '2', Small: '1', Kind: 'ORDINARY' }] },
          'MG',
        ),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(placed).toHaveLength(33);
    expect(refused.map((answer) => answer.status)).toEqual(Array(17).fill(409));
    for (const answer of refused) expect(answer.body.message).toMatch(/^Not enough credit: this ticket costs \$3\.00 and CreditLeft is \$[0-2]\.00\.$/);
    // Each placement saw every earlier one: the CreditLeft answers are 97.00, 94.00, ... 1.00, each once.
    const lefts = placed.map((answer) => cents(answer.body.CreditLeft)).sort((a, b) => b - a);
    expect(lefts).toEqual(Array.from({ length: 33 }, (_, i) => 9700 - i * 300));
    expect(await creditLeftOf(platform, tokens.admin, 'member1', 'MG')).toBe('1.00');
    const [stakes] = await platform.db
      .select({ total: sql<string>`sum(${bets.cost})` })
      .from(bets)
      .where(and(eq(bets.userId, 'member1'), eq(bets.drawId, draw.DrawId), isNull(bets.deletedAt)));
    expect(stakes?.total).toBe('99.00');
  });

  test('a ticket retried with its IdempotencyKey is placed once and answered the same', async () => {
    const draw = await openDraw(platform, tokens.agent2);
    const body = { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '4321', Big: '1', Small: '1', Kind: 'KBET' }] };
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const first = await placeTicket(platform, tokens.agent2, body);
    const again = await placeTicket(platform, tokens.agent2, body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, Replayed: true });
    expect(cents(await creditLeftOf(platform, tokens.admin, 'member1'))).toBe(cents(before) - 4800);
    // Another placer retrying the same submission (the member's own session) gets the same ticket too.
    expect((await placeTicket(platform, tokens.member1, body)).body).toMatchObject({ TicketId: first.body.TicketId, Replayed: true });
  });

  raceTest('the same key sent 10 times at once places one ticket', async () => {
    const draw = await openDraw(platform, tokens.agent2);
    const body = { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '5678', Big: '1', Kind: 'ORDINARY' }] };
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeTicket(platform, tokens.agent2, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.body.TicketId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.CreditLeft)).size).toBe(1);
    expect(cents(await creditLeftOf(platform, tokens.admin, 'member1'))).toBe(cents(before) - 100);
  });

  test('a key used for another ticket is refused, never replayed as the wrong ticket', async () => {
    const draw = await openDraw(platform, tokens.agent2);
    const key = newKey();
    const first = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: key, Bets: [{ Number: '1111', Big: '1', Kind: 'ORDINARY' }] });
    expect(first.status).toBe(201);
    const other = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: key, Bets: [{ Number: '2222', Big: '1', Kind: 'ORDINARY' }] });
    expect(other).toMatchObject({
      status: 409,
      body: { message: 'This IdempotencyKey was already used for another submission: send a new key for a new ticket.' },
    });
    // The same key in another location is the same rule (the key belongs to the member).
    const mg = await openDraw(platform, tokens.agent2, 'MG');
    const elsewhere = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: mg.DrawId, IdempotencyKey: key, Bets: [{ Number: '1111', Big: '1', Kind: 'ORDINARY' }] }, 'MG');
    expect(elsewhere.status).toBe(409);
  });
});
