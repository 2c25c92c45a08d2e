// PUT shareClaimBackImport: claim-backs as text, one per line `UserId,DrawDate,Amount[,Remark]`. Every
// line is checked (its shape, then its agent, draw and claim against the locked claims) and every bad
// line is named; one bad line and nothing is recorded (422). Otherwise the lines are booked exactly as
// POST shareClaimBack books its items, in the same transaction, with the same IdempotencyKey rules.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dateSchema, userIdSchema } from '@/lib/contract/common';
import { remarkSchema } from '@/lib/contract/payments';
import { claimAmountSchema, MAX_CLAIM_BACKS_PER_CALL, type ClaimBackImportProblem } from '@/lib/contract/share-claims';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { formatDollars, toMoney } from '@/lib/domain/money';
import type { Db } from '../../db/client';
import { draws, shareClaims, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { USER_NOT_FOUND } from '../users/downline';
import { bookClaimBacks, requestHash, withRequest, type ClaimBackItem, type ClaimBackResult } from './backs';
import { assertClaimWriter, claimRefusal, inReach, mayActOn, type ClaimContext } from './access';
import { collectedOf } from './rows';

interface Line {
  line: number;
  text: string;
  userId: string;
  drawDate: string;
  amount: string;
  remark: string;
}

const drawDateSchema = dateSchema('DrawDate');

/** Thrown inside the transaction so it rolls back; answered as 422. */
class ImportRefused extends Error {
  constructor(readonly problems: ClaimBackImportProblem[]) {
    super('import refused');
  }
}

/** The lines' shape: every problem found, or the lines (blank lines and a header skipped). */
function parseLines(text: string): { lines: Line[]; problems: ClaimBackImportProblem[] } {
  const lines: Line[] = [];
  const problems: ClaimBackImportProblem[] = [];
  let first = true;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const header = first && /^userid\s*,/i.test(line);
    first = false;
    if (header) return;
    const problem = (message: string) => problems.push({ Line: i + 1, Text: line, Message: message });
    const [userId = '', drawDate = '', amount = '', ...rest] = line.split(',');
    const user = userIdSchema.safeParse(userId);
    const date = drawDate.trim();
    if (!user.success) return problem('UserId is missing or not an id.');
    const day = drawDateSchema.safeParse(date);
    if (!day.success) return problem(day.error.issues[0]?.message ?? 'DrawDate is not a date.');
    const parsed = claimAmountSchema.safeParse(amount);
    if (!parsed.success) return problem(parsed.error.issues[0]?.message ?? 'Amount is not an amount.');
    const remark = remarkSchema.safeParse(rest.join(','));
    if (!remark.success) return problem(remark.error.issues[0]?.message ?? 'Remark is not a remark.');
    lines.push({ line: i + 1, text: line, userId: user.data.toLowerCase(), drawDate: date, amount: parsed.data, remark: remark.data });
  });
  return { lines, problems };
}

/** Each line's agent must be in reach (one query for all), an agent, and one the caller collects for; a problem per bad line. */
async function checkAgents(tx: Db, context: ClaimContext, lines: readonly Line[]): Promise<Map<number, string>> {
  const { actor } = context;
  const ids = [...new Set(lines.map((line) => line.userId))];
  const reached = await tx
    .select()
    .from(users)
    .where(and(inArray(users.userId, ids), inReach(actor, users.userId)));
  const byId = new Map(reached.map((agent) => [agent.userId, agent]));
  const problems = new Map<number, string>();
  for (const line of lines) {
    const agent = byId.get(line.userId);
    const message = agent ? claimRefusal(actor, agent)?.message : USER_NOT_FOUND;
    if (message) problems.set(line.line, message);
  }
  return problems;
}

/** Each good line's claim: the agent's first claim of the draw with something outstanding that fits the amount. */
async function allocate(tx: Db, context: ClaimContext, lines: readonly Line[]): Promise<{ items: ClaimBackItem[]; problems: ClaimBackImportProblem[] }> {
  const bad = await checkAgents(tx, context, lines);
  const dates = [...new Set(lines.map((line) => line.drawDate))];
  const found = await tx.select({ id: draws.id, drawDate: draws.drawDate }).from(draws).where(and(eq(draws.locId, context.locId), inArray(draws.drawDate, dates)));
  const drawOf = new Map(found.map((row) => [row.drawDate, row.id]));
  const claims = (
    await tx
      .select()
      .from(shareClaims)
      .where(
        and(
          eq(shareClaims.locId, context.locId),
          isNull(shareClaims.deletedAt),
          inArray(shareClaims.userId, [...new Set(lines.map((line) => line.userId))]),
          inArray(shareClaims.drawId, found.length > 0 ? found.map((row) => row.id) : [0]),
        ),
      )
      .orderBy(desc(sql`${shareClaims.kind} = 'SHARE'`), asc(shareClaims.id))
      .for('update')
  ).filter((claim) => mayActOn(context.actor, claim));
  const left = new Map<number, bigint>();
  const collected = await collectedOf(tx, claims.map((claim) => claim.id));
  for (const claim of claims) left.set(claim.id, moneyToCents(toMoney(claim.amount)) - (collected.get(claim.id) ?? 0n));

  const items: ClaimBackItem[] = [];
  const problems: ClaimBackImportProblem[] = [];
  for (const line of lines) {
    const problem = (message: string) => problems.push({ Line: line.line, Text: line.text, Message: message });
    const agentProblem = bad.get(line.line);
    const drawId = drawOf.get(line.drawDate);
    if (agentProblem) problem(agentProblem);
    else if (drawId === undefined) problem(`There is no draw of ${context.locId} on ${line.drawDate}.`);
    else {
      const claim = claims.find((item) => item.userId === line.userId && item.drawId === drawId && (left.get(item.id) ?? 0n) > 0n);
      const room = claim ? (left.get(claim.id) ?? 0n) : 0n;
      const amount = moneyToCents(line.amount);
      if (!claim) problem(`${line.userId} has no claim with anything outstanding for the draw of ${line.drawDate}.`);
      else if (amount > room) problem(`${formatDollars(line.amount)} is more than the ${formatDollars(centsToMoney(room))} outstanding on share claim ${claim.id}.`);
      else {
        left.set(claim.id, room - amount);
        items.push({ ClaimId: claim.id, Amount: line.amount, Remark: line.remark });
      }
    }
  }
  return { items, problems };
}

/** PUT shareClaimBackImport: the recorded claim-backs, or every bad line (nothing recorded). */
export async function importClaimBacks(
  context: ClaimContext,
  text: string,
  key?: string,
): Promise<{ problems: ClaimBackImportProblem[] } | { result: ClaimBackResult }> {
  assertClaimWriter(context.actor);
  const { lines, problems } = parseLines(text);
  if (lines.length + problems.length === 0) throw PlatformError.badRequest('The import has no claim-back lines.', 'Text');
  if (lines.length + problems.length > MAX_CLAIM_BACKS_PER_CALL) {
    throw PlatformError.badRequest(`Import at most ${MAX_CLAIM_BACKS_PER_CALL} claim-backs at once.`, 'Text');
  }
  const request = key ? { key, hash: requestHash('shareClaimBackImport', text) } : undefined;
  try {
    return {
      result: await withRequest(context, request, async (tx) => {
        const allocated = lines.length > 0 ? await allocate(tx, context, lines) : { items: [], problems: [] };
        const all = [...problems, ...allocated.problems].sort((a, b) => a.Line - b.Line);
        if (all.length > 0) throw new ImportRefused(all);
        return bookClaimBacks(tx, context, allocated.items, request);
      }),
    };
  } catch (error) {
    if (error instanceof ImportRefused) return { problems: error.problems };
    throw error;
  }
}
