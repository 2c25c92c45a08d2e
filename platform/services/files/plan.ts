// What a stored bet file holds, as the processing job (services/files/process.ts) places it: the file
// read once in the decode worker (files/decode.ts: ARA, TTT, DBF, or the one member of an LZH archive),
// every bad line with its reason, and the good lines as units to place: one ticket per line group (ARA,
// DBF: the header's draw), or one TTT message (its day code picks the draws when it is placed).
import { and, eq } from 'drizzle-orm';
import { MAX_BETS_PER_TICKET } from '@/lib/contract/bets';
import type { FileFormat, RejectedLine } from '@/lib/contract/files';
import { araIssue, ticketGroups, type LineIssue, type ParseOptions } from '@/lib/domain/ara';
import type { BetLocation, DrawDay } from '@/lib/domain/bet-text';
import type { Db } from '../../db/client';
import { draws } from '../../db/schema';
import { PlatformError } from '../../errors';
import type { PlanBet, ReadFile, ReadLine, TttLine } from './content';
import { readStoredFile } from './decode';
import type { StoredFile } from './store';
import { JobFailure } from '../jobs/runner';

const BET_LOCATIONS = new Set<string>(['SG', 'MG', 'TT']);

export function rejected(line: number, text: string, issue: LineIssue): RejectedLine {
  return { Result: 'REJECTED', Line: line, Text: text, Code: issue.code, Message: issue.message, ...(issue.params ? { Params: { ...issue.params } } : {}) };
}

interface TicketUnit {
  kind: 'ticket';
  lines: Array<ReadLine & { bet: PlanBet }>;
  drawId: number;
}
interface MessageUnit {
  kind: 'message';
  line: number;
  text: string;
  bets: PlanBet[];
  drawDays: DrawDay[];
}
export type Unit = TicketUnit | MessageUnit;

export interface Plan {
  rejected: RejectedLine[];
  units: Unit[];
}

/** The file lines of a unit, in line order. */
export const unitText = (unit: Unit) => (unit.kind === 'ticket' ? unit.lines.map((line) => ({ line: line.line, text: line.text })) : [{ line: unit.line, text: unit.text }]);

/** ARA and DBF: the header's draw, every bad line, and the good lines in ticket groups. */
async function planAra(db: Db, file: Exclude<ReadFile, { contentFormat: 'TTT' }>, locId: string): Promise<Plan> {
  let headerIssue: (LineIssue & { line: number; text: string }) | null = file.headerIssue;
  let drawId: number | null = null;
  if (file.header && !headerIssue) {
    const { location, drawDate } = file.header;
    const line = 1;
    if (location !== locId) headerIssue = { ...araIssue('otherLocation', { location, locId }), line, text: `${location} ${drawDate}` };
    else {
      const [draw] = await db.select({ id: draws.id }).from(draws).where(and(eq(draws.locId, locId), eq(draws.drawDate, drawDate)));
      if (draw) drawId = draw.id;
      else headerIssue = { ...araIssue('noDrawOnDate', { location, date: drawDate }), line, text: `${location} ${drawDate}` };
    }
  }
  const out: RejectedLine[] = [];
  const good: Array<ReadLine & { bet: PlanBet }> = [];
  for (const line of file.lines) {
    if ('issue' in line.result) out.push(rejected(line.line, line.text, line.result.issue));
    else if (headerIssue) out.push(rejected(line.line, line.text, line.line === headerIssue.line ? headerIssue : araIssue('noHeaderDraw')));
    else good.push({ ...line, bet: line.result.bet });
  }
  if (headerIssue && !file.lines.some((line) => line.line === headerIssue.line)) out.push(rejected(headerIssue.line, headerIssue.text, headerIssue));
  const units: Unit[] = drawId === null ? [] : ticketGroups(good, MAX_BETS_PER_TICKET).map((lines) => ({ kind: 'ticket', lines, drawId }));
  return { rejected: out, units };
}

/** TTT: every line a message of its own (its day code picks the draws); a member id must be the file's. */
function planTtt(lines: readonly TttLine[], userId: string): Plan {
  const out: RejectedLine[] = [];
  const units: Unit[] = [];
  for (const { line, text, read } of lines) {
    if ('issue' in read) out.push(rejected(line, text, read.issue));
    else if (read.message.memberId && read.message.memberId !== userId) {
      out.push(rejected(line, text, araIssue('otherMember', { member: read.message.memberId, userId })));
    } else units.push({ kind: 'message', line, text, bets: read.message.bets, drawDays: read.message.drawDays });
  }
  return { rejected: out, units };
}

/** The plan of a stored file; a file that cannot be read at all fails the job (JobFailure). */
export async function planFile(db: Db, file: StoredFile, flags: Pick<ParseOptions, 'strictNumber' | 'acceptDecimals'>): Promise<Plan> {
  if (!BET_LOCATIONS.has(file.locId)) throw new JobFailure(`Bet files are not available for location ${file.locId}.`);
  const options: ParseOptions = { location: file.locId as BetLocation, strictNumber: flags.strictNumber, acceptDecimals: flags.acceptDecimals };
  const read = await readStoredFile(file.format as FileFormat, file.content, file.fileName, options).catch((error: unknown) => {
    if (error instanceof PlatformError) throw new JobFailure(error.message);
    throw error;
  });
  if (read.contentFormat === 'TTT') return planTtt(read.lines, file.userId);
  return planAra(db, read, file.locId);
}
