// The draw the strike-report tests read (tests/platform/reports-strike*.test.ts): bets placed through
// POST bet on the open SG draw, the clock moved past the close, a result stored and the draw settled by
// the real settleDraw (platform/services/settlement/settle.ts). Every expected figure of the tests follows
// from these bets, this result and Singapore's default pay table (docs/domain.md#singapore-4d-sg).
import { eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/client';
import { drawResults, draws, ttDividends } from '@/platform/db/schema';
import { settleDraw } from '@/platform/services/settlement/settle';
import { ACTORS, scoped, type Actor } from './support/actors';
import { newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { PASSWORDS } from './support/demo';
import { FIXED_NOW } from './support/database';
import type { Platform } from './support/harness';

/** After Sunday's SG close (10:00Z) and Monday's TT close (2025-04-21 10:00Z). */
export const AFTER_CLOSE = new Date('2025-04-21T12:00:00Z');

type Row = { prize: string; position: number; number: string };
const numbered = (prize: string, numbers: string[]): Row[] => numbers.map((number, i) => ({ prize, position: i + 1, number }));

/**
 * 1234 wins 1st AND 2nd (a number winning two prizes); 8765 (an ordering of the i-bet 5678) and 1204
 * (covered by the roll 12R4) are starters; 2143 (an ordering of the k-bet 4321) a consolation. The
 * fillers match nothing placed.
 */
export const SG_RESULT: Row[] = [
  { prize: 'FIRST', position: 1, number: '1234' },
  { prize: 'SECOND', position: 1, number: '1234' },
  { prize: 'THIRD', position: 1, number: '9990' },
  ...numbered('STARTER', ['8765', '1204', '0011', '0022', '0033', '0044', '0055', '0066', '0077', '0088']),
  ...numbered('CONSOLATION', ['2143', '0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '0909']),
];

/** Store a result as the result entry does (rows, dividends, RESULTED), without going through its job. */
export async function storeResult(db: Db, drawId: number, rows: readonly Row[], dividends: readonly { group: number; amount: string }[] = []): Promise<void> {
  await db.insert(drawResults).values(rows.map((row) => ({ drawId, ...row })));
  if (dividends.length > 0) await db.insert(ttDividends).values(dividends.map((row) => ({ drawId, ...row })));
  await db.update(draws).set({ status: 'RESULTED', resultAt: AFTER_CLOSE }).where(eq(draws.id, drawId));
}

export interface StrikeDraw {
  drawId: number;
  drawDate: string;
  /** member1's bets by number, and member2's. */
  bets: Record<'1234' | '5678' | '12R4' | '4321' | 'member2', number>;
}

/**
 * member1 places 1234 (Big 8, Small 4) and the i-bet 5678 (Big 1) itself; agent2 places for it the
 * roll 12R4 (Big 1) and the k-bet 4321 (Big 1, Small 1); member2, of agent3's branch, places 1234
 * (Big 1). Then the draw closes, gets SG_RESULT and is settled.
 */
export function useSettledSgDraw(platform: Platform, tokens: Record<Actor, string>): StrikeDraw {
  const draw: StrikeDraw = { drawId: 0, drawDate: '', bets: { '1234': 0, '5678': 0, '12R4': 0, '4321': 0, member2: 0 } };
  beforeAll(async () => {
    const open = await openDraw(platform, tokens.agent2);
    draw.drawId = open.DrawId;
    draw.drawDate = open.DrawDate;
    const member2 = await platform.signIn('member2', PASSWORDS.member2 ?? '');
    const place = async (token: string, userId: string, bets: unknown[]) => {
      const answer = await placeTicket(platform, token, { UserId: userId, DrawId: open.DrawId, IdempotencyKey: newKey(), Bets: bets });
      if (answer.status !== 201) throw new Error(`placing failed: ${JSON.stringify(answer.body)}`);
      return (answer.body as PlacedTicket).Bets.map((bet) => bet.BetId);
    };
    const [ordinary, ibet] = await place(tokens.member1, 'member1', [
      { Number: '1234', Big: '8', Small: '4', Kind: 'ORDINARY' },
      { Number: '5678', Big: '1', Kind: 'IBET' },
    ]);
    // A minute apart, so "newest ticket first" has an order to show.
    platform.setNow(new Date(FIXED_NOW.getTime() + 60_000));
    const [roll, kbet] = await place(tokens.agent2, 'member1', [
      { Number: '12R4', Big: '1', Kind: 'ROLL' },
      { Number: '4321', Big: '1', Small: '1', Kind: 'KBET' },
    ]);
    platform.setNow(new Date(FIXED_NOW.getTime() + 120_000));
    const [other] = await place(member2, 'member2', [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }]);
    draw.bets = { '1234': ordinary ?? 0, '5678': ibet ?? 0, '12R4': roll ?? 0, '4321': kbet ?? 0, member2: other ?? 0 };
    await closeAndSettle(platform, tokens, open.DrawId, SG_RESULT);
  });
  return draw;
}

/** Move the clock past the close, store the result, settle, and sign everyone in again (tokens last 12 h). */
export async function closeAndSettle(
  platform: Platform,
  tokens: Record<Actor, string>,
  drawId: number,
  rows: readonly Row[],
  dividends: readonly { group: number; amount: string }[] = [],
): Promise<void> {
  platform.setNow(AFTER_CLOSE);
  await storeResult(platform.db, drawId, rows, dividends);
  await settleDraw(platform.db, drawId, { now: AFTER_CLOSE });
  for (const actor of ACTORS) tokens[actor] = await platform.signIn(actor, PASSWORDS[actor] ?? '');
}

/** GET a report of the SG draw (or any query) as an actor's token. */
export function reportOf<T>(platform: Platform, token: string, resource: string, query: string, locId = 'SG') {
  return platform.get<T>(scoped(resource, locId, query), token);
}
