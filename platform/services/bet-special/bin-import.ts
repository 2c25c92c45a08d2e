// The bin-burst import (docs/decisions/bet-special.md, "Bin burst import"): the burst amounts the
// company passed to another book on a draw, per number, Big and Small, imported from a file
// (lib/domain/bin-burst-import.ts names every bad line; a file with one imports nothing). One import per
// draw: a new one replaces it (and its payout). Once the draw has a result, PUT
// generateBurstImportPayOut prices the imported numbers that won at the location's DEFAULT ordinary pay
// table (the company's own, as the bin report does): what the other book owes. Both writes are audited;
// neither changes a balance.
import { and, desc, eq } from 'drizzle-orm';
import type { BinBurstImport, BinBurstImportAdmin, BinBurstImportAnswer, BurstPayout } from '@/lib/contract/bet-special';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { parseBurstImport, type BurstLine } from '@/lib/domain/bin-burst-import';
import { divRound } from '@/lib/domain/strike';
import { binBurstImports, draws } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { findDraw, listDraws, resultsOf, type DrawRow } from '../draws/read';
import { defaultRates } from '../results/bin-report';
import { assertFourD, type SpecialContext } from './settings';

type ImportRow = typeof binBurstImports.$inferSelect;
/** Draws offered to import for: the latest this many (newest first). */
const LISTED_DRAWS = 30;

function importAnswer(row: ImportRow, draw: DrawRow): BinBurstImport {
  return {
    ImportId: row.id,
    DrawId: row.drawId,
    DrawDate: draw.drawDate,
    FileName: row.fileName,
    Lines: row.lines as BurstLine[],
    TotalBig: centsToMoney(moneyToCents(row.totalBig)),
    TotalSmall: centsToMoney(moneyToCents(row.totalSmall)),
    ImportedBy: row.importedBy,
    ImportedDate: row.createdAt.toISOString(),
    Payout: (row.payout as BurstPayout | null) ?? null,
  };
}

async function drawOf(context: SpecialContext, drawId: number): Promise<DrawRow> {
  const draw = await findDraw(context.db, context.location.locId, drawId);
  if (!draw) throw new PlatformError(404, 'Draw not found.', 'DrawId');
  return draw;
}

/** GET binBurstImport: the draw's import, or null. */
export async function burstImportOf(context: SpecialContext, drawId: number): Promise<BinBurstImport | null> {
  assertFourD(context);
  const draw = await drawOf(context, drawId);
  const [row] = await context.db.select().from(binBurstImports).where(eq(binBurstImports.drawId, draw.id));
  return row ? importAnswer(row, draw) : null;
}

/** GET binBurstImportAdmin: the location's imports, newest draw first, and the draws to import for. */
export async function burstImportsAdmin(context: SpecialContext): Promise<BinBurstImportAdmin> {
  assertFourD(context);
  const { db } = context;
  const { locId } = context.location;
  const rows = await db
    .select({ row: binBurstImports, draw: draws })
    .from(binBurstImports)
    .innerJoin(draws, eq(draws.id, binBurstImports.drawId))
    .where(eq(binBurstImports.locId, locId))
    .orderBy(desc(draws.drawDate));
  const listed = (await listDraws(db, locId)).filter((draw) => draw.status !== 'CANCELLED' && draw.closeAt <= context.now).slice(0, LISTED_DRAWS);
  return {
    Imports: rows.map(({ row, draw }) => {
      const { Lines, Payout, ...rest } = importAnswer(row, draw);
      return { ...rest, Numbers: Lines.length, Resulted: draw.status === 'RESULTED', PayoutTotal: Payout?.Total ?? null };
    }),
    Draws: listed.map((draw) => ({ DrawId: draw.id, DrawDate: draw.drawDate, Resulted: draw.status === 'RESULTED' })),
  };
}

/**
 * POST binBurstImport: a closed draw of the location (409 while it takes bets or when cancelled); every
 * bad line named and nothing saved, or the import saved (replacing the draw's earlier one).
 */
export async function importBurst(context: SpecialContext, body: { DrawId: number; FileName: string; Text: string }): Promise<BinBurstImportAnswer> {
  assertFourD(context);
  const { db, actor, now } = context;
  const { locId } = context.location;
  const draw = await drawOf(context, body.DrawId);
  if (draw.status === 'CANCELLED') throw new PlatformError(409, `The draw of ${draw.drawDate} is cancelled.`, 'DrawId');
  if (draw.closeAt > now) throw new PlatformError(409, `The draw of ${draw.drawDate} still takes bets: import its burst once it has closed.`, 'DrawId');
  const parsed = parseBurstImport(body.Text);
  if (!parsed.ok) return { Saved: false, Problems: parsed.problems, More: parsed.more };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(binBurstImports).where(eq(binBurstImports.drawId, draw.id));
    const values = {
      locId,
      drawId: draw.id,
      fileName: body.FileName,
      lines: parsed.lines,
      totalBig: parsed.totalBig,
      totalSmall: parsed.totalSmall,
      importedBy: actor.userId,
      createdAt: now,
      payout: null,
      payoutAt: null,
      payoutBy: null,
    };
    const [row] = await tx.insert(binBurstImports).values(values).onConflictDoUpdate({ target: binBurstImports.drawId, set: values }).returning();
    if (!row) throw new Error('bin burst import insert returned nothing');
    const summary = (r: ImportRow) => ({ DrawId: r.drawId, DrawDate: draw.drawDate, FileName: r.fileName, Numbers: (r.lines as unknown[]).length, TotalBig: r.totalBig, TotalSmall: r.totalSmall });
    await writeAudit(tx, { actorId: actor.userId, entity: 'binBurstImport', entityId: row.id, action: before ? 'UPDATE' : 'CREATE', locId, before: before ? summary(before) : undefined, after: summary(row) });
    return { Saved: true as const, Import: importAnswer(row, draw) };
  });
}

/**
 * PUT generateBurstImportPayOut: the imported numbers that won, each prize row priced at the
 * location's default ordinary rates (Big on every prize, Small on 1st-3rd; each kind rounded once),
 * saved on the import. 409 without a result or an import.
 */
export async function generateBurstPayout(context: SpecialContext, drawId: number): Promise<BinBurstImport> {
  assertFourD(context);
  const { db, actor, now } = context;
  const { locId } = context.location;
  const draw = await drawOf(context, drawId);
  if (draw.status !== 'RESULTED') throw new PlatformError(409, `The draw of ${draw.drawDate} has no result yet.`, 'DrawId');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(binBurstImports).where(eq(binBurstImports.drawId, draw.id)).for('update');
    if (!row) throw new PlatformError(409, `Import the bin burst of ${draw.drawDate} first.`, 'DrawId');
    const lines = new Map((row.lines as BurstLine[]).map((line) => [line.Number, line]));
    const rates = await defaultRates(tx, locId, 'ORDINARY');
    const { numbers } = await resultsOf(tx, draw.id);
    let total = 0n;
    const rows = numbers.flatMap((result) => {
      const line = lines.get(result.number);
      if (!line) return [];
      const rate = rates.get(result.prize) ?? { big: 0n, small: 0n };
      const win = divRound(moneyToCents(line.Big) * rate.big, 100n) + divRound(moneyToCents(line.Small) * rate.small, 100n);
      total += win;
      return [{ Prize: result.prize, Position: result.position, Number: result.number, Big: line.Big, Small: line.Small, Win: centsToMoney(win) }];
    });
    const payout: BurstPayout = { Rows: rows, Total: centsToMoney(total), GeneratedDate: now.toISOString(), GeneratedBy: actor.userId };
    const [saved] = await tx
      .update(binBurstImports)
      .set({ payout, payoutAt: now, payoutBy: actor.userId })
      .where(and(eq(binBurstImports.id, row.id)))
      .returning();
    if (!saved) throw new Error('bin burst payout update returned nothing');
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'binBurstPayout',
      entityId: row.id,
      action: row.payout ? 'UPDATE' : 'CREATE',
      locId,
      before: row.payout ? { Total: (row.payout as BurstPayout).Total } : undefined,
      after: { DrawId: draw.id, DrawDate: draw.drawDate, Rows: rows.length, Total: payout.Total },
    });
    return importAnswer(saved, draw);
  });
}
