// The bin-burst import file (docs/decisions/bet-special.md, "Bin burst import"): plain text, one line
// per number, `number,big,small` (a 4-digit number and the Big and Small amounts the company passed to
// another book, at most 2 decimals). An optional first line `number,big,small` is a header; blank lines
// are skipped. Every bad line is named (its line number and why) and a file with any bad line imports
// nothing. The text is bounded (size, lines, line length, control characters) before anything is built.
import { centsToMoney } from './bet-expansion';

/** The most characters a file may hold (about 2,000 lines of `1234,99999.99,99999.99`). */
export const MAX_IMPORT_CHARS = 64 * 1024;
/** The most lines (blank ones included). */
export const MAX_IMPORT_LINES = 2_000;
/** The most characters on one line. */
export const MAX_LINE_CHARS = 100;
/** The most bad lines named (the rest are counted). */
export const MAX_NAMED_PROBLEMS = 50;
/** The most a number may carry per kind, in dollars. */
const MAX_AMOUNT_CENTS = 10_000_000n * 100n;

export interface BurstLine {
  Number: string;
  Big: string;
  Small: string;
}

export type BurstProblemCode = 'tooLarge' | 'tooManyLines' | 'binary' | 'lineTooLong' | 'columns' | 'number' | 'amount' | 'zero' | 'duplicate' | 'empty';

export interface BurstProblem {
  /** 1-based line number; 0 for the file as a whole. */
  Line: number;
  Code: BurstProblemCode;
  Reason: string;
}

export type BurstParse = { ok: true; lines: BurstLine[]; totalBig: string; totalSmall: string } | { ok: false; problems: BurstProblem[]; more: number };

const NUMBER = /^\d{4}$/;
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const HEADER = /^\s*number\s*,\s*big\s*,\s*small\s*$/i;
// Anything below space except tab, CR and LF, DEL, and the Unicode replacement of undecodable bytes.
const BINARY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

const fileProblem = (Code: BurstProblemCode, Reason: string): BurstParse => ({ ok: false, problems: [{ Line: 0, Code, Reason }], more: 0 });

function cents(text: string): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** One line's problem, or its figures. */
function parseLine(raw: string): { problem: Omit<BurstProblem, 'Line'> } | { line: BurstLine; big: bigint; small: bigint } {
  if (raw.length > MAX_LINE_CHARS) return { problem: { Code: 'lineTooLong', Reason: `The line is longer than ${MAX_LINE_CHARS} characters.` } };
  const cells = raw.split(',').map((cell) => cell.trim());
  if (cells.length !== 3) return { problem: { Code: 'columns', Reason: `Expected 3 values (number,big,small), found ${cells.length}.` } };
  const [number = '', big = '', small = ''] = cells;
  if (!NUMBER.test(number)) return { problem: { Code: 'number', Reason: 'The number must be 4 digits.' } };
  for (const [label, value] of [['Big', big], ['Small', small]] as const) {
    if (!AMOUNT.test(value) || cents(value) > MAX_AMOUNT_CENTS) {
      return { problem: { Code: 'amount', Reason: `${label} must be an amount from 0 to 10000000 with at most 2 decimals.` } };
    }
  }
  const bigCents = cents(big);
  const smallCents = cents(small);
  if (bigCents === 0n && smallCents === 0n) return { problem: { Code: 'zero', Reason: 'Big and Small are both 0.' } };
  return { line: { Number: number, Big: centsToMoney(bigCents), Small: centsToMoney(smallCents) }, big: bigCents, small: smallCents };
}

/** Parses an import file's text; bounds first, then line by line. */
export function parseBurstImport(text: string): BurstParse {
  if (text.length > MAX_IMPORT_CHARS) return fileProblem('tooLarge', `The file is larger than ${MAX_IMPORT_CHARS / 1024} KB.`);
  if (BINARY.test(text)) return fileProblem('binary', 'The file is not plain text.');
  let lineCount = 1;
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lineCount += 1;
    if (lineCount > MAX_IMPORT_LINES) return fileProblem('tooManyLines', `The file has more than ${MAX_IMPORT_LINES} lines.`);
  }
  const rows = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  const problems: BurstProblem[] = [];
  let more = 0;
  const lines: BurstLine[] = [];
  const seen = new Map<string, number>();
  let totalBig = 0n;
  let totalSmall = 0n;
  const name = (problem: BurstProblem) => (problems.length < MAX_NAMED_PROBLEMS ? problems.push(problem) : (more += 1));
  rows.forEach((raw, index) => {
    const lineNumber = index + 1;
    if (raw.trim() === '' || (lineNumber === 1 && HEADER.test(raw))) return;
    const parsed = parseLine(raw);
    if ('problem' in parsed) return void name({ Line: lineNumber, ...parsed.problem });
    const first = seen.get(parsed.line.Number);
    if (first !== undefined) return void name({ Line: lineNumber, Code: 'duplicate', Reason: `${parsed.line.Number} is on line ${first} already.` });
    seen.set(parsed.line.Number, lineNumber);
    lines.push(parsed.line);
    totalBig += parsed.big;
    totalSmall += parsed.small;
  });
  if (problems.length > 0) return { ok: false, problems, more };
  if (lines.length === 0) return fileProblem('empty', 'The file has no numbers.');
  return { ok: true, lines, totalBig: centsToMoney(totalBig), totalSmall: centsToMoney(totalSmall) };
}
