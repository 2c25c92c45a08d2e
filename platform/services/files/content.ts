// What a bet file holds, read by the pure decoders (lib/domain ara, dbf, lzh): the upload's content
// check and the processing's reading. This module runs inside the decode worker
// (files/decode-worker.ts), never on the request's event loop, so it imports only lib/domain and
// types: the limits come with each task. A refusal is a ContentRefusal, with the status the upload
// answers (415 not what it says, 400 past the line limit).
import type { ContentFormat, FileFormat } from '@/lib/contract/files';
import { parseAraFile, parseTttFile, parseTttMessage, splitLines, type AraFile, type AraHeader, type LineIssue, type ParseOptions, type TttMessage } from '@/lib/domain/ara';
import type { FourDBet, ParsedBet, TotoEntry } from '@/lib/domain/bet-text';
import { DBF_BET_COLUMNS, DbfError, dbfToAraFile, readDbf, readDbfHeader } from '@/lib/domain/dbf';
import { extractSingleMember, isLzh, LzhError } from '@/lib/domain/lzh';

/** The member extensions an archive may hold, and the format each is read as. */
const INNER_FORMATS: Readonly<Record<string, ContentFormat>> = { '.ara': 'ARA', '.ttt': 'TTT', '.dbf': 'DBF' };

export interface ContentLimits {
  /** Most bytes a file (or an archive's member) may hold. */
  maxBytes: number;
  /** Most lines (DBF: records) a file may hold. */
  maxLines: number;
}

export class ContentRefusal extends Error {
  constructor(
    readonly status: 400 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRefusal';
  }
}

const unsupported = (message: string) => new ContentRefusal(415, message);

/** The text of a text bet file, or null when the bytes are not UTF-8 text (or hold NUL bytes). */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The bets' own format and bytes: an LZH's one member, or the file itself. */
function unpack(format: FileFormat, bytes: Uint8Array, name: string, limits: ContentLimits): { contentFormat: ContentFormat; data: Uint8Array; name: string } {
  if (format !== 'LZH') return { contentFormat: format, data: bytes, name };
  if (!isLzh(bytes)) throw unsupported(`${name} is not an LHA archive: upload a .lzh file.`);
  try {
    const member = extractSingleMember(bytes, Object.keys(INNER_FORMATS), limits.maxBytes);
    const contentFormat = INNER_FORMATS[member.name.slice(member.name.lastIndexOf('.')).toLowerCase()];
    if (!contentFormat) throw unsupported(`${member.name} is not a bet file.`);
    return { contentFormat, data: member.data, name: member.name };
  } catch (error) {
    if (error instanceof LzhError) throw unsupported(error.message);
    throw error;
  }
}

/** The DBF header, checked (fields, lengths, records present) and its count against the line limit. */
function checkDbf(data: Uint8Array, name: string, limits: ContentLimits): void {
  let count: number;
  try {
    count = readDbfHeader(data).count;
  } catch (error) {
    if (!(error instanceof DbfError)) throw error;
    throw unsupported(`${name}: ${error.message}`);
  }
  if (count > limits.maxLines) throw new ContentRefusal(400, `${name} holds more than ${limits.maxLines} records: split it.`);
}

/** The text of a text member, or a 415; a 400 past the line limit. */
function checkedText(data: Uint8Array, name: string, limits: ContentLimits): string {
  const text = decodeText(data);
  if (text === null) throw unsupported(`${name} is not a text file (UTF-8, without NUL bytes): upload the bet file itself.`);
  if (splitLines(text).length > limits.maxLines) throw new ContentRefusal(400, `${name} holds more than ${limits.maxLines} lines: split it.`);
  return text;
}

/** The upload's check: the format of the bets inside, or a ContentRefusal saying what is wrong. */
export function checkContent(format: FileFormat, bytes: Uint8Array, name: string, limits: ContentLimits): ContentFormat {
  const inner = unpack(format, bytes, name, limits);
  if (inner.contentFormat === 'DBF') checkDbf(inner.data, inner.name, limits);
  else checkedText(inner.data, inner.name, limits);
  return inner.contentFormat;
}

/**
 * A parsed bet as processing needs it: without its expansion (a Toto system's up to 924 combinations,
 * a k-bet's 24 orderings), which placement works out again from the bet itself.
 */
export type PlanBet = Omit<FourDBet, 'expanded'> | Omit<TotoEntry, 'expanded'>;

function planBet(bet: ParsedBet): PlanBet {
  const { expanded: _expanded, ...rest } = bet;
  return rest;
}

/** An ARA or DBF line: its bet, or why it is refused. */
export interface ReadLine {
  line: number;
  text: string;
  group: number;
  result: { bet: PlanBet } | { issue: LineIssue };
}

/** A TTT line read as a bet message (or why it is not one). */
export interface TttLine {
  line: number;
  text: string;
  read: { message: Omit<TttMessage, 'bets'> & { bets: PlanBet[] } } | { issue: LineIssue };
}

/** A stored file as processing reads it: ARA and DBF as an ARA file's header and lines, TTT as its messages. */
export type ReadFile =
  | { contentFormat: 'ARA' | 'DBF'; header: AraHeader | null; headerIssue: AraFile['headerIssue']; lines: ReadLine[] }
  | { contentFormat: 'TTT'; lines: TttLine[] };

function araRead(contentFormat: 'ARA' | 'DBF', file: AraFile): ReadFile {
  const lines = file.lines.map(({ result, ...line }) => ({ ...line, result: 'bet' in result ? { bet: planBet(result.bet) } : result }));
  return { contentFormat, header: file.header, headerIssue: file.headerIssue, lines };
}

function tttLine(line: { line: number; text: string }, options: ParseOptions): TttLine {
  const read = parseTttMessage(line.text, options);
  if ('issue' in read) return { line: line.line, text: line.text, read };
  return { line: line.line, text: line.text, read: { message: { ...read.message, bets: read.message.bets.map(planBet) } } };
}

/** Reads a stored file whole (processing); a file that cannot be read is a ContentRefusal. */
export function readContent(format: FileFormat, bytes: Uint8Array, name: string, options: ParseOptions, limits: ContentLimits): ReadFile {
  const inner = unpack(format, bytes, name, limits);
  if (inner.contentFormat === 'DBF') {
    try {
      const table = readDbf(inner.data, { maxRecords: limits.maxLines, columns: DBF_BET_COLUMNS });
      return araRead('DBF', dbfToAraFile(table, options));
    } catch (error) {
      if (error instanceof DbfError) throw unsupported(`${inner.name}: ${error.message}`);
      throw error;
    }
  }
  const text = checkedText(inner.data, inner.name, limits);
  if (inner.contentFormat === 'ARA') return araRead('ARA', parseAraFile(text, options));
  return { contentFormat: 'TTT', lines: parseTttFile(text).map((line) => tttLine(line, options)) };
}

// ---- Tasks of the decode worker ---------------------------------------------------------------------

export type DecodeTask =
  | { kind: 'check'; format: FileFormat; bytes: Uint8Array; name: string; limits: ContentLimits }
  | { kind: 'read'; format: FileFormat; bytes: Uint8Array; name: string; options: ParseOptions; limits: ContentLimits };

export type DecodeValue<T extends DecodeTask> = T extends { kind: 'check' } ? ContentFormat : ReadFile;

/** A task's answer as the worker posts it: the value, a refusal for the user, or an unexpected error. */
export type DecodeAnswer =
  | { ok: true; value: ContentFormat | ReadFile }
  | { ok: false; refusal: { status: 400 | 415; message: string } }
  | { ok: false; error: string };

export function runTask(task: DecodeTask): DecodeAnswer {
  try {
    const value = task.kind === 'check' ? checkContent(task.format, task.bytes, task.name, task.limits) : readContent(task.format, task.bytes, task.name, task.options, task.limits);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ContentRefusal) return { ok: false, refusal: { status: error.status, message: error.message } };
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}
