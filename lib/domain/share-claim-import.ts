// The claim-back import box of /control/shareClaim: a preview of the text before it is sent (the
// platform's own shape rules of shareClaimBackImport, so most typing slips show at once), and the
// platform's refusal (422) read back into one problem per line. Pure; jest tests it exhaustively.
import { sumMoney } from './bet-expansion';
import { isOperatorDate } from './operator-time';
import { claimAmountProblem, claimAmountText, MAX_CLAIM_REMARK, MAX_IMPORT_LINES, type ClaimAmountProblem } from './share-claims';

/** One claim-back line as the platform reads it: `UserId,DrawDate,Amount[,Remark]`. */
export interface ImportLine {
  /** 1-based line number in the text (blank lines and the header counted). */
  Line: number;
  /** The line, trimmed. */
  Text: string;
  UserId: string;
  DrawDate: string;
  /** Money text with exactly the decimals typed (the platform rounds nothing: at most 2). */
  Amount: string;
  Remark: string;
}

export type ImportLineProblem = 'userId' | 'drawDate' | `amount_${ClaimAmountProblem}` | 'remark';

export interface ImportPreviewProblem {
  Line: number;
  Text: string;
  problem: ImportLineProblem;
}

export interface ImportPreview {
  lines: ImportLine[];
  problems: ImportPreviewProblem[];
  /** The sum of the good lines' amounts (money text). */
  total: string;
  /** No claim-back line at all (only blanks or a header). */
  empty: boolean;
  /** More lines than one import takes. */
  tooMany: boolean;
}

const CONTROL = /[\u0000-\u001f\u007f]/;
const HEADER = /^userid\s*,/i;

function readLine(raw: string, index: number): ImportLine | ImportPreviewProblem {
  const text = raw.trim();
  const problem = (kind: ImportLineProblem): ImportPreviewProblem => ({ Line: index + 1, Text: text, problem: kind });
  const [userId = '', drawDate = '', amount = '', ...rest] = text.split(',');
  const remark = rest.join(',').trim();
  const user = userId.trim();
  const date = drawDate.trim();
  if (!user || user.length > 32 || CONTROL.test(text)) return problem('userId');
  if (!isOperatorDate(date)) return problem('drawDate');
  const amountProblem = claimAmountProblem(amount);
  if (amountProblem) return problem(`amount_${amountProblem}`);
  if (remark.length > MAX_CLAIM_REMARK) return problem('remark');
  return { Line: index + 1, Text: text, UserId: user, DrawDate: date, Amount: claimAmountText(amount), Remark: remark };
}

/**
 * The import text as the platform will read it: blank lines skipped, a first line starting with
 * "UserId," taken as a header, every other line a claim-back or a problem. Whether each agent, draw
 * and claim exists is the platform's to say.
 */
export function previewImport(text: string): ImportPreview {
  const lines: ImportLine[] = [];
  const problems: ImportPreviewProblem[] = [];
  let first = true;
  text.split(/\r?\n/).forEach((raw, index) => {
    if (!raw.trim()) return;
    const header = first && HEADER.test(raw.trim());
    first = false;
    if (header) return;
    const read = readLine(raw, index);
    if ('problem' in read) problems.push(read);
    else lines.push(read);
  });
  const count = lines.length + problems.length;
  return { lines, problems, total: sumMoney(lines.map((line) => line.Amount)), empty: count === 0, tooMany: count > MAX_IMPORT_LINES };
}

/** One bad line of a refused import, as the platform names it. */
export interface ImportRefusalLine {
  Line: number;
  Text: string;
  Message: string;
}

const LINE_MESSAGE = /^Line (\d+): ([\s\S]*)$/;

/**
 * The platform's 422 read back per line. Its body's `data` holds "Line N: message" for every bad line
 * (the structured `Problems` do not survive the BFF's error body), and the text sent is still in the
 * box, so each line's text is taken from it exactly as the platform quotes it (trimmed). Messages
 * that name no line are returned apart.
 */
export function importRefusalLines(data: readonly string[], text: string): { lines: ImportRefusalLine[]; other: string[] } {
  const source = text.split(/\r?\n/);
  const lines: ImportRefusalLine[] = [];
  const other: string[] = [];
  for (const message of data) {
    const match = LINE_MESSAGE.exec(message);
    const line = match ? Number(match[1]) : 0;
    if (match && line >= 1) lines.push({ Line: line, Text: source[line - 1]?.trim() ?? '', Message: match[2] ?? '' });
    else other.push(message);
  }
  return { lines: lines.sort((a, b) => a.Line - b.Line), other };
}
