// The strike, stake, out and draw-result pages' pure rules: which columns each report shows per game,
// how prizes and bet kinds read, and the platform's answers as report-table rows (money stays exact
// text; the ReportTable shows it with 2 decimals). No React, no server: jest tests it directly.
import type { ReportColumn } from '@/app/_components/report-table/report-columns';
import type { Game } from '@/lib/contract/common';
import type { DrawDate } from '@/lib/contract/draws';
import type { OutRow, StakeRow, StrikeRow } from '@/lib/contract/report-strikes';
import { DEFAULT_FOUR_D_PAY_TABLES } from '@/lib/domain/pay-tables';
import type { Cell } from '@/lib/domain/report-table';
import type { ReportQuery } from '@/lib/domain/report-conventions';
import { defaultDraw, localDateTime } from '@/lib/domain/tickets';
import { REPORT_COLUMN_SPECS, reportColumns } from '../_report/report-rows';

/** A translator of one message namespace (next-intl's t, narrowed to what these rules need). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
export type Row = Record<string, Cell>;

// ---- Labels ------------------------------------------------------------------------------------------

const NAMED_PRIZES = new Set(['FIRST', 'SECOND', 'THIRD', 'STARTER', 'SPECIAL', 'CONSOLATION', 'WINNING', 'ADDITIONAL']);
/** Prizes of which a draw has several: their position is part of the name (Starter 3). */
const NUMBERED_PRIZES = new Set(['STARTER', 'CONSOLATION', 'WINNING']);

/** What the location calls its ten STARTER prizes: Magnum's are Special (its pay table's label). */
export function starterKeyOf(locId: string): 'STARTER' | 'SPECIAL' {
  const table = locId === 'SG' || locId === 'MG' ? DEFAULT_FOUR_D_PAY_TABLES[locId] : null;
  return table?.starterLabel === 'Special' ? 'SPECIAL' : 'STARTER';
}

/**
 * A prize as people say it, `t` over the namespace's `prizes`: 1st, Starter 3 (Special 3 at Magnum),
 * Consolation 10, Group 4, Additional; without a position (summaries) just the prize. Unknown names
 * show as they came.
 */
export function prizeLabel(prize: string, position: number | null, t: Translate, starterKey: 'STARTER' | 'SPECIAL' = 'STARTER'): string {
  const group = /^GROUP([1-7])$/.exec(prize);
  if (group) return t('group', { group: Number(group[1]) });
  const key = prize === 'STARTER' ? starterKey : prize;
  if (!NAMED_PRIZES.has(key)) return prize;
  return position !== null && NUMBERED_PRIZES.has(prize) ? t('withPosition', { prize: t(key), position }) : t(key);
}

/** A comma list of prizes (reportOutFull's Prizes) as labels. */
export function prizesLabel(prizes: string, t: Translate, starterKey: 'STARTER' | 'SPECIAL' = 'STARTER'): string {
  return prizes
    .split(',')
    .filter(Boolean)
    .map((prize) => prizeLabel(prize, null, t, starterKey))
    .join(', ');
}

/**
 * The kinds key of a bet (the namespace's `kinds`): the 4D kind; Toto its tag, else a roll (5 numbers),
 * a system entry (7-12) or an ordinary entry.
 */
export function kindKey(kind: string, number: string, tag: string | null = null, roll = false): string {
  if (kind !== 'TT') return kind;
  if (tag) return tag;
  const count = number.split(' ').filter(Boolean).length;
  if (roll || count === 5) return 'TT_ROLL';
  return count > 6 ? 'TT_SYSTEM' : 'TT';
}

// ---- Draws ------------------------------------------------------------------------------------------

/**
 * The draw of a stake or out report: the query's DrawId, else its DrawDate, when the location has it;
 * else the draw taking bets now (the next to close), else the latest. Null without draws.
 */
export function chosenOpenDraw<T extends Pick<DrawDate, 'DrawId' | 'DrawDate' | 'CloseDate' | 'Status'>>(
  draws: readonly T[],
  query: Pick<ReportQuery, 'DrawId' | 'DrawDate'>,
  now: Date,
): T | null {
  const byId = query.DrawId && /^\d{1,12}$/.test(query.DrawId) ? draws.find((draw) => draw.DrawId === Number(query.DrawId)) : undefined;
  const byDate = query.DrawDate ? draws.find((draw) => draw.DrawDate === query.DrawDate) : undefined;
  return byId ?? byDate ?? defaultDraw(draws, now);
}

/** The resulted draws, newest first (the draw-result page's picker). */
export function resultedDraws<T extends Pick<DrawDate, 'DrawDate' | 'Status'>>(draws: readonly T[]): T[] {
  return draws.filter((draw) => draw.Status === 'RESULTED').sort((a, b) => (a.DrawDate < b.DrawDate ? 1 : a.DrawDate > b.DrawDate ? -1 : 0));
}

// ---- Columns -----------------------------------------------------------------------------------------

type Spec = Pick<ReportColumn, 'kind' | 'sortKey' | 'shrink'>;
const money: Spec = { kind: 'money' };
const count: Spec = { kind: 'number' };

/** These pages' columns on top of the settlement reports' (User, Name, ...). */
export const STRIKE_COLUMN_SPECS: Readonly<Record<string, Spec>> = {
  ...REPORT_COLUMN_SPECS,
  CreatedDate: { kind: 'text', sortKey: 'CreatedDateIso' },
  Number: { kind: 'text' },
  Numbers: { kind: 'text' },
  Kind: { kind: 'text' },
  Prize: { kind: 'text' },
  WinNumber: { kind: 'text' },
  Prizes: { kind: 'text' },
  Big: money,
  Small: money,
  Amount: money,
  BigRate: money,
  SmallRate: money,
  Rate: money,
  BigWin: money,
  SmallWin: money,
  AmountWin: money,
  Total: { kind: 'money' },
  Cost: money,
  Payout: { kind: 'money' },
  Bets: count,
  Lines: count,
  BigIn: money,
  SmallIn: money,
  In: money,
  BigIntake: money,
  SmallIntake: money,
  Intake: money,
  BigOut: money,
  SmallOut: money,
  Out: money,
};

/** The column keys of each report, per game. */
export const STRIKE_KEYS: Readonly<Record<Game, readonly string[]>> = {
  '4D': ['CreatedDate', 'UserId', 'UserName', 'Number', 'Kind', 'Big', 'Small', 'Prize', 'WinNumber', 'BigRate', 'SmallRate', 'BigWin', 'SmallWin', 'Total'],
  TT: ['CreatedDate', 'UserId', 'UserName', 'Numbers', 'Kind', 'Amount', 'Prize', 'Lines', 'Rate', 'AmountWin', 'Total'],
};
export const PRIZE_KEYS: Readonly<Record<Game, readonly string[]>> = {
  '4D': ['Prize', 'Bets', 'Lines', 'BigWin', 'SmallWin', 'Total'],
  TT: ['Prize', 'Bets', 'Lines', 'AmountWin', 'Total'],
};
export const MEMBER_KEYS: Readonly<Record<Game, readonly string[]>> = {
  '4D': ['UserId', 'UserName', 'Bets', 'Lines', 'BigWin', 'SmallWin', 'Total'],
  TT: ['UserId', 'UserName', 'Bets', 'Lines', 'AmountWin', 'Total'],
};
export const RESULT_MEMBER_KEYS = ['Prize', 'Number', 'UserId', 'UserName', 'Bets', 'Total'] as const;
export const RESULT_KEYS = ['Prize', 'Number', 'Bets', 'Total'] as const;
export const STAKE_KEYS: Readonly<Record<Game, readonly string[]>> = {
  '4D': ['Number', 'Kind', 'Big', 'Small', 'Bets', 'Lines', 'Cost'],
  TT: ['Numbers', 'Kind', 'Amount', 'Bets', 'Lines', 'Cost'],
};
export const OUT_KEYS: Readonly<Record<Game, readonly string[]>> = {
  '4D': ['Number', 'BigIn', 'SmallIn', 'BigIntake', 'SmallIntake', 'BigOut', 'SmallOut', 'Prizes', 'Payout'],
  TT: ['Kind', 'Numbers', 'In', 'Intake', 'Out', 'Prizes', 'Payout'],
};

/** Columns by key, labelled through the namespace's `columns` (`label`). */
export function strikeColumns(keys: readonly string[], label: (key: string) => string): ReportColumn[] {
  return reportColumns(keys, label, STRIKE_COLUMN_SPECS);
}

// ---- Rows --------------------------------------------------------------------------------------------

export interface RowLabels {
  /** Over the namespace's `prizes`. */
  prize: Translate;
  /** A kinds key as text. */
  kind: (key: string) => string;
  starterKey: 'STARTER' | 'SPECIAL';
}

/** Only the cells a table can hold: text, numbers, booleans and null. */
function cellsOf(row: Readonly<Record<string, unknown>>): Row {
  const cells: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) cells[key] = value as Cell;
  }
  return cells;
}

/** reportStrike: the placing time in local time (sorted by its ISO text), the kind and the prize as words. */
export function strikeRow(row: StrikeRow, labels: RowLabels): Row {
  return {
    ...cellsOf(row),
    CreatedDate: localDateTime(row.CreatedDate),
    CreatedDateIso: row.CreatedDate,
    Numbers: row.Number,
    Kind: labels.kind(kindKey(row.Kind, row.Number)),
    Prize: prizeLabel(row.Prize, row.Position, labels.prize, labels.starterKey),
    Rate: row.BigRate,
  };
}

/** A row with a prize (summaries, result details): the prize as words, with its position when it has one. */
export function prizeRow(row: { Prize: string; Position?: number } & Record<string, unknown>, labels: Pick<RowLabels, 'prize' | 'starterKey'>): Row {
  return { ...cellsOf(row), PrizeKey: row.Prize, Prize: prizeLabel(row.Prize, row.Position ?? null, labels.prize, labels.starterKey) };
}

/** reportStakeFull: Toto numbers under Numbers, the kind (Toto: tag, roll or system) as words. */
export function stakeRow(row: StakeRow, labels: Pick<RowLabels, 'kind'>): Row {
  return { ...cellsOf(row), Numbers: row.Number, Kind: labels.kind(kindKey(row.Kind, row.Number, row.Tag, row.Roll)) };
}

/** reportOutFull: Toto rows name their type (ORDINARY or the tag) under Kind; the prizes as words. */
export function outRow(row: OutRow, labels: RowLabels): Row {
  return {
    ...cellsOf(row),
    Numbers: row.Number,
    Kind: row.Type ? labels.kind(row.Type === 'ORDINARY' ? 'TT' : row.Type) : '',
    Prizes: prizesLabel(row.Prizes, labels.prize, labels.starterKey),
  };
}
