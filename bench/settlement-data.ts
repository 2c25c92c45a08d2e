// The data of the settlement benchmark (bench/settlement-db.ts): a bench hierarchy in SG (a few agents
// under the demo admin, sub-agents under them and MEMBERS members spread over them), one closed SG
// draw far from the demo window, and BETS bets on it inserted directly in batches (one ticket per
// member), a plausible mix: 70% ordinary, 10% roll, 10% i-bet, 10% k-bet, stakes 0.25-10.00, numbers
// from a seeded PRNG. Then the draw's result (23 numbers) and status RESULTED.
import { sql } from 'drizzle-orm';
import { betCost, expandBet, type BetKind } from '@/lib/domain/bet-expansion';
import { FOUR_D_PRIZE_COUNTS, FOUR_D_PRIZES } from '@/lib/domain/pay-tables';
import type { Db } from '../platform/db/client';
import { drawResults, draws, tickets, userLocations, users } from '../platform/db/schema';
import { intBetween, mulberry32 } from '../platform/seed/prng';

export interface BenchDraw {
  drawId: number;
  closeAt: Date;
  members: string[];
}

const LOC_ID = 'SG';
const TOP_AGENTS = 4;
const SUB_AGENTS = 2;
/** Bets per INSERT. */
const BATCH = 20_000;

type Kind = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET';
const KINDS: readonly Kind[] = ['ORDINARY', 'ORDINARY', 'ORDINARY', 'ORDINARY', 'ORDINARY', 'ORDINARY', 'ORDINARY', 'ROLL', 'IBET', 'KBET'];

async function insertUsers(db: Db, memberCount: number): Promise<string[]> {
  const rows: (typeof users.$inferInsert)[] = [];
  const accounts: (typeof userLocations.$inferInsert)[] = [];
  const add = (userId: string, parentId: string, role: 'AG' | 'MEM', rank: number, commission: string, share: string) => {
    rows.push({ userId, parentId, role, rank, userName: userId, passwordHash: 'bench-no-sign-in', enablePlaceBet: true });
    accounts.push({ userId, locId: LOC_ID, credit: '100000000.00', commission, share });
  };
  const leaves: string[] = [];
  for (let a = 1; a <= TOP_AGENTS; a += 1) {
    add(`bag${a}`, 'admin', 'AG', 1, '0.1000', '0.5000');
    leaves.push(`bag${a}`);
    for (let s = 1; s <= SUB_AGENTS; s += 1) {
      add(`bag${a}s${s}`, `bag${a}`, 'AG', 2, '0.0800', '0.2000');
      leaves.push(`bag${a}s${s}`);
    }
  }
  const members = Array.from({ length: memberCount }, (_, i) => `bmem${i + 1}`);
  members.forEach((userId, i) => {
    const parent = leaves[i % leaves.length] ?? 'admin';
    add(userId, parent, 'MEM', parent.includes('s') ? 3 : 2, '0.0500', '0');
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(users).values(rows.slice(i, i + 1000));
  for (let i = 0; i < accounts.length; i += 1000) await db.insert(userLocations).values(accounts.slice(i, i + 1000));
  return members;
}

const digits = (random: () => number) => String(intBetween(random, 0, 9999)).padStart(4, '0');

export interface BenchBet {
  kind: Kind;
  number: string;
  big: string;
  small: string;
  lineCount: number;
  cost: string;
}

/** A bet of the given kind and number with its lines and cost, as placement would store it. */
export function benchBetOf(kind: Kind, number: string, big: string, small: string): BenchBet {
  const domainKind = kind.toLowerCase() as BetKind;
  return { kind, number, big, small, lineCount: expandBet(number, domainKind).length, cost: betCost({ number, big, small, kind: domainKind }) };
}

/** The settlement benchmark's mix: 70% ordinary, 10% each roll, i-bet and k-bet, random numbers and stakes. */
function randomBet(random: () => number): BenchBet {
  const kind = KINDS[intBetween(random, 0, KINDS.length - 1)] ?? 'ORDINARY';
  let number = digits(random);
  if (kind === 'ROLL') {
    const at = intBetween(random, 0, 3);
    number = `${number.slice(0, at)}R${number.slice(at + 1)}`;
  }
  if ((kind === 'IBET' || kind === 'KBET') && new Set(number).size === 1) number = `${number.slice(0, 3)}${(Number(number[3]) + 1) % 10}`;
  const big = (intBetween(random, 1, 40) * 0.25).toFixed(2);
  const small = random() < 0.4 ? `${intBetween(random, 1, 5)}.00` : '0.00';
  return benchBetOf(kind, number, big, small);
}

/** The bench draw: SG on a date outside the demo window, closed an hour before `now`. */
async function insertDraw(db: Db, now: Date): Promise<{ drawId: number; closeAt: Date }> {
  const closeAt = new Date(now.getTime() - 3_600_000);
  const [row] = await db
    .insert(draws)
    .values({ locId: LOC_ID, drawDate: '2001-01-03', closeAt, drawAt: closeAt, status: 'OPEN' })
    .returning({ id: draws.id });
  if (!row) throw new Error('bench draw not inserted');
  return { drawId: row.id, closeAt };
}

/**
 * Inserts the hierarchy, the draw, one ticket per member and `betCount` bets (bet i from `makeBet`,
 * the settlement mix by default), each of a random member; reports progress.
 */
export async function insertBenchData(
  db: Db,
  now: Date,
  memberCount: number,
  betCount: number,
  progress: (done: number) => void,
  makeBet: (random: () => number, index: number) => BenchBet = randomBet,
): Promise<BenchDraw> {
  const members = await insertUsers(db, memberCount);
  const { drawId, closeAt } = await insertDraw(db, now);
  const ticketIds: number[] = [];
  for (let i = 0; i < members.length; i += 1000) {
    const batch = members.slice(i, i + 1000).map((userId) => ({
      userId, locId: LOC_ID, drawId, createdBy: userId, source: 'WEB', idempotencyKey: `bench-${userId}`,
      requestHash: '0'.repeat(64), placedTotal: '1.00', creditLeftAfter: '0.00',
    }));
    ticketIds.push(...(await db.insert(tickets).values(batch).returning({ id: tickets.id })).map((row) => row.id));
  }
  const random = mulberry32(20_250_420);
  for (let start = 0; start < betCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, betCount - start) }, (_, i) => ({ member: intBetween(random, 0, members.length - 1), ...makeBet(random, start + i) }));
    const column = <T>(value: (row: (typeof rows)[number], i: number) => T) => sql.param(rows.map(value));
    // One array parameter per column (unnest): far quicker to parse than a VALUES list of 60,000 parameters.
    await db.execute(sql`
      insert into bets (ticket_id, user_id, draw_id, position, kind, number, big, small, amount, line_count, cost)
      select t, u, ${drawId}::int, p, k::bet_kind, n, b, s, 0, l, c from unnest(
        ${column((row) => ticketIds[row.member] ?? 0)}::int[], ${column((row) => members[row.member] ?? '')}::text[],
        ${column((_, i) => (start + i) % 200)}::int[], ${column((row) => row.kind)}::text[], ${column((row) => row.number)}::text[],
        ${column((row) => row.big)}::numeric[], ${column((row) => row.small)}::numeric[], ${column((row) => row.lineCount)}::int[],
        ${column((row) => row.cost)}::numeric[]
      ) as x(t, u, p, k, n, b, s, l, c)`);
    progress(start + rows.length);
  }
  const result = FOUR_D_PRIZES.flatMap((prize) => Array.from({ length: FOUR_D_PRIZE_COUNTS[prize] }, (_, i) => ({ drawId, prize, position: i + 1, number: digits(random) })));
  await db.insert(drawResults).values(result);
  await db.update(draws).set({ status: 'RESULTED', resultAt: now }).where(sql`${draws.id} = ${drawId}`);
  return { drawId, closeAt, members };
}
