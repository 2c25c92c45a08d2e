// The bin tools of the Draw Setting page (docs/decisions/results-and-settlement.md "Bin burst and bin confirm",
// docs/decisions/results-and-settlement.md "The draw tools"): the Out the company passes on per number, edited from the
// latest burst, checked (money, 0..In) before binConfirm is sent, and the exact totals of the tables.
// Amounts are the wire's: { Big, Small, Unit } money texts; sums run on integer cents, never floats.
import { centsToMoney, moneyToCents, sumMoney } from './bet-expansion';

export type StakeColumn = 'Big' | 'Small' | 'Unit';
export type WireAmounts = Readonly<Record<StakeColumn, string>>;

export const ZERO_AMOUNTS: WireAmounts = { Big: '0.00', Small: '0.00', Unit: '0.00' };

/** The columns a game shows: 4D Big and Small, Toto units per combination. */
export function stakeColumns(game: '4D' | 'TT'): readonly StakeColumn[] {
  return game === 'TT' ? ['Unit'] : ['Big', 'Small'];
}

/** The exact sum of amounts, column by column. */
export function sumAmounts(list: readonly WireAmounts[]): WireAmounts {
  const sum = (column: StakeColumn) => sumMoney(list.map((amounts) => amounts[column]));
  return { Big: sum('Big'), Small: sum('Small'), Unit: sum('Unit') };
}

/** The In, Out and Borne totals of bin report rows (the platform totals only the payouts). */
export function reportTotals(rows: readonly { In: WireAmounts; Out: WireAmounts; Borne: WireAmounts }[]): { In: WireAmounts; Out: WireAmounts; Borne: WireAmounts } {
  return { In: sumAmounts(rows.map((row) => row.In)), Out: sumAmounts(rows.map((row) => row.Out)), Borne: sumAmounts(rows.map((row) => row.Borne)) };
}

/** A number of the latest burst, as the Out form edits it. */
export interface BurstNumber {
  Number: string;
  In: WireAmounts;
  Burst: WireAmounts;
}

/** What the admin typed: per number, per column, the Out as text. */
export type OutDraft = Readonly<Record<string, Partial<Record<StakeColumn, string>>>>;

/** The form's start: every number's Out is its Burst (what binConfirm without Numbers would confirm). */
export function outDraftOf(numbers: readonly BurstNumber[], game: '4D' | 'TT'): OutDraft {
  return Object.fromEntries(numbers.map((row) => [row.Number, Object.fromEntries(stakeColumns(game).map((column) => [column, row.Burst[column]]))]));
}

/** The Out typed for a cell; a cell never touched keeps the burst's amount. */
export function outText(draft: OutDraft, row: BurstNumber, column: StakeColumn): string {
  return draft[row.Number]?.[column] ?? row.Burst[column];
}

export type OutProblemCode = 'required' | 'invalid' | 'aboveIn';
export interface OutProblem {
  number: string;
  column: StakeColumn;
  code: OutProblemCode;
}

/** An amount of 0 or more with at most 2 decimals ("5", "5.5", "5.50", ".5"). */
const AMOUNT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/** The Out as integer cents, or the reason it is not one. */
function outCents(text: string): bigint | 'required' | 'invalid' {
  const value = text.trim();
  if (value === '') return 'required';
  if (!AMOUNT.test(value)) return 'invalid';
  return moneyToCents(value.startsWith('.') ? `0${value}` : value.endsWith('.') ? value.slice(0, -1) : value);
}

/** Every cell whose Out is blank, not an amount, or more than what reached the company, in table order. */
export function outProblems(numbers: readonly BurstNumber[], draft: OutDraft, game: '4D' | 'TT'): OutProblem[] {
  return numbers.flatMap((row) =>
    stakeColumns(game).flatMap((column): OutProblem[] => {
      const cents = outCents(outText(draft, row, column));
      if (typeof cents === 'string') return [{ number: row.Number, column, code: cents }];
      return cents > moneyToCents(row.In[column]) ? [{ number: row.Number, column, code: 'aboveIn' }] : [];
    }),
  );
}

export interface ConfirmNumber {
  Number: string;
  Big: string;
  Small: string;
  Unit: string;
}

/**
 * binConfirm's Numbers from a draft without problems: each number with any Out above 0, as money
 * with 2 decimals (the platform takes a number left out as 0, so an all-zero draft sends []).
 * Throws RangeError on a cell outProblems would name.
 */
export function confirmNumbers(numbers: readonly BurstNumber[], draft: OutDraft, game: '4D' | 'TT'): ConfirmNumber[] {
  return numbers.flatMap((row) => {
    const sent: ConfirmNumber = { Number: row.Number, ...ZERO_AMOUNTS };
    for (const column of stakeColumns(game)) {
      const cents = outCents(outText(draft, row, column));
      if (typeof cents === 'string') throw new RangeError(`The Out of ${row.Number} (${column}) is ${cents}.`);
      sent[column] = centsToMoney(cents);
    }
    return sent.Big === '0.00' && sent.Small === '0.00' && sent.Unit === '0.00' ? [] : [sent];
  });
}

/** The index of a refused number in the Numbers sent, from the platform's field "Numbers.<i>.Number". */
export function sentIndexOf(field: string | undefined): number | null {
  const match = /^Numbers\.(\d+)\.Number$/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}
