// Result entry rules (docs/product.md#call-catalogue "insertProcess"; docs/decisions/results-and-settlement.md "Result entry"): the slots of a
// 4D result (1st, 2nd, 3rd, 10 Starter, 10 Consolation: 23 four-digit numbers, duplicates allowed) and
// of a Toto result (6 distinct winning numbers 01-49 plus an additional one not among them, with the
// dividends of groups 1-4: amounts of at least 0 with at most 2 decimals). `resultProblems` is the one
// check: the platform refuses with its first problem and the Draw Setting page shows each at its field.
// Pure and free of the schema library, so the browser runs the same code.

/** The 23 slots of a 4D result and the 7 of a Toto result, in entry order. */
export interface ResultSlot {
  Prize: 'FIRST' | 'SECOND' | 'THIRD' | 'STARTER' | 'CONSOLATION' | 'WINNING' | 'ADDITIONAL';
  Position: number;
}

const slots = (prize: ResultSlot['Prize'], count: number): ResultSlot[] =>
  Array.from({ length: count }, (_, i) => ({ Prize: prize, Position: i + 1 }));

export const FOUR_D_SLOTS: readonly ResultSlot[] = [
  ...slots('FIRST', 1),
  ...slots('SECOND', 1),
  ...slots('THIRD', 1),
  ...slots('STARTER', 10),
  ...slots('CONSOLATION', 10),
];
export const TOTO_SLOTS: readonly ResultSlot[] = [...slots('WINNING', 6), ...slots('ADDITIONAL', 1)];
export const TOTO_DIVIDEND_GROUPS = [1, 2, 3, 4] as const;

/** The field name of a slot ("FIRST-1", "STARTER-3") and of a dividend ("G2"): problems name these. */
export const slotField = (slot: ResultSlot): string => `${slot.Prize}-${slot.Position}`;
export const dividendField = (group: number): string => `G${group}`;

/** A result as sent: each number in its slot, and (Toto) the dividends. */
export interface ResultInput {
  Results: readonly { Prize: string; Position: number; Number: string }[];
  Dividends: readonly { Group: number; Amount: string | number }[];
}

export type ResultProblemCode =
  | 'required'
  | 'fourDigits'
  | 'totoNumber'
  | 'winningRepeated'
  | 'additionalInWinning'
  | 'dividendRequired'
  | 'dividendInvalid'
  | 'unknownSlot'
  | 'repeatedSlot'
  | 'noDividends';

/** One thing wrong with a result: the field it belongs to, a code for translated texts, and an English message. */
export interface ResultProblem {
  field: string;
  code: ResultProblemCode;
  message: string;
}

/** A dividend per $1: at most 2 decimals, never negative. */
const DIVIDEND = /^\d{1,12}(\.\d{1,2})?$/;
const FOUR_DIGITS = /^\d{4}$/;
const TOTO_NUMBER = /^(0[1-9]|[1-4]\d)$/;

const PRIZE_NAMES: Readonly<Record<ResultSlot['Prize'], string>> = {
  FIRST: '1st',
  SECOND: '2nd',
  THIRD: '3rd',
  STARTER: 'Starter',
  CONSOLATION: 'Consolation',
  WINNING: 'Winning',
  ADDITIONAL: 'Additional',
};
const slotName = (slot: ResultSlot) => (['FIRST', 'SECOND', 'THIRD', 'ADDITIONAL'].includes(slot.Prize) ? PRIZE_NAMES[slot.Prize] : `${PRIZE_NAMES[slot.Prize]} ${slot.Position}`);

/** The entered numbers by slot field; unknown and repeated slots are problems. */
function numbersBySlot(input: Pick<ResultInput, 'Results'>, expected: readonly ResultSlot[], problems: ResultProblem[]): Map<string, string> {
  const known = new Set(expected.map(slotField));
  const numbers = new Map<string, string>();
  for (const row of input.Results) {
    const field = `${row.Prize}-${row.Position}`;
    if (!known.has(field)) problems.push({ field: 'Results', code: 'unknownSlot', message: `There is no prize ${row.Prize} ${row.Position} in this game.` });
    else if (numbers.has(field)) problems.push({ field, code: 'repeatedSlot', message: `${row.Prize} ${row.Position} is given twice.` });
    else numbers.set(field, row.Number.trim());
  }
  return numbers;
}

function fourDProblems(input: ResultInput): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const numbers = numbersBySlot(input, FOUR_D_SLOTS, problems);
  for (const slot of FOUR_D_SLOTS) {
    const field = slotField(slot);
    const number = numbers.get(field) ?? '';
    if (number === '') problems.push({ field, code: 'required', message: `Enter the ${slotName(slot)} number.` });
    else if (!FOUR_DIGITS.test(number)) problems.push({ field, code: 'fourDigits', message: `${slotName(slot)} must be 4 digits.` });
  }
  if (input.Dividends.length > 0) problems.push({ field: 'Dividends', code: 'noDividends', message: 'A 4D result has no dividends.' });
  return problems;
}

function totoProblems(input: ResultInput): ResultProblem[] {
  const problems: ResultProblem[] = [];
  const numbers = numbersBySlot(input, TOTO_SLOTS, problems);
  const winning = new Set<string>();
  for (const slot of TOTO_SLOTS) {
    const field = slotField(slot);
    const number = numbers.get(field) ?? '';
    if (number === '') problems.push({ field, code: 'required', message: `Enter the ${slotName(slot)} number.` });
    else if (!TOTO_NUMBER.test(number)) problems.push({ field, code: 'totoNumber', message: `${slotName(slot)} must be two digits from 01 to 49.` });
    else if (slot.Prize === 'ADDITIONAL' && winning.has(number)) {
      problems.push({ field, code: 'additionalInWinning', message: `The additional number ${number} is already a winning number.` });
    } else if (slot.Prize === 'WINNING' && winning.has(number)) {
      problems.push({ field, code: 'winningRepeated', message: `The winning numbers must all differ: ${number} is there twice.` });
    } else if (slot.Prize === 'WINNING') winning.add(number);
  }
  const dividends = new Map<number, string>();
  for (const row of input.Dividends) {
    if (!(TOTO_DIVIDEND_GROUPS as readonly number[]).includes(row.Group)) {
      problems.push({ field: 'Dividends', code: 'unknownSlot', message: `There is no dividend of group ${row.Group}: enter groups 1 to 4.` });
    } else if (dividends.has(row.Group)) problems.push({ field: dividendField(row.Group), code: 'repeatedSlot', message: `Group ${row.Group} is given twice.` });
    else dividends.set(row.Group, String(row.Amount).trim());
  }
  for (const group of TOTO_DIVIDEND_GROUPS) {
    const field = dividendField(group);
    const amount = dividends.get(group) ?? '';
    if (amount === '') problems.push({ field, code: 'dividendRequired', message: `Enter the group ${group} dividend.` });
    else if (!DIVIDEND.test(amount)) problems.push({ field, code: 'dividendInvalid', message: `The group ${group} dividend must be an amount of at least 0 with at most 2 decimals.` });
  }
  return problems;
}

/** Everything wrong with a result for the game, in entry order (empty: the result may be stored). */
export function resultProblems(game: '4D' | 'TT', input: ResultInput): ResultProblem[] {
  return game === '4D' ? fourDProblems(input) : totoProblems(input);
}
