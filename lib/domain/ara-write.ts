// Writing bet files as ARA text (docs/decisions/files.md "Bet files"): the exports of bets and intakes.
// What is written reads back with parseAraFile (ara.ts): uploading an export places the same tickets.
// Pure: no I/O; imports only lib/domain.

import { ARA_COMMENT, ARA_KEYWORD } from './ara';
import { centsToMoney, expandBet, moneyToCents, totoCombinations, type BetKind } from './bet-expansion';

export type AraFourDKind = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET';
export type AraBet =
  | { kind: AraFourDKind; number: string; big: string; small: string }
  | { kind: 'TT'; numbers: readonly string[]; amount: string; roll: boolean; tag: 'STAR' | 'TO' | 'TE' | 'TT' | null };

export interface AraDocument {
  /** SG, MG or TT */
  location: string;
  /** YYYY-MM-DD */
  drawDate: string;
  /** Each group is written as a run of lines, groups separated by a blank line (a group uploads as one ticket). */
  groups: ReadonlyArray<readonly AraBet[]>;
  /** Comment lines written after the header (e.g. who exported it); never read back as bets. */
  comments?: readonly string[];
}

/** Money as the bet text writes it: '1.00' -> '1', '1.50' -> '1.5', '0.25' -> '0.25'. */
export function stakeText(money: string): string {
  const cents = moneyToCents(money);
  const whole = cents / 100n;
  const fraction = (cents % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole}.${fraction}`;
}

const SUFFIX: Readonly<Record<AraFourDKind, string>> = { ORDINARY: '', ROLL: 'r', IBET: 'i', KBET: 'k' };
const TAG_TEXT = { STAR: '*', TO: 'TO', TE: 'TE', TT: 'TT' } as const;

/** One bet as an ARA line: `1234 1-2`, `12R4 1-r`, `1234 -2k`, `TO010203040506-2`, `0102030405-2R`. */
function formatAraItem(bet: AraBet): string {
  if (bet.kind === 'TT') {
    const tag = bet.tag ? TAG_TEXT[bet.tag] : '';
    return `${tag}${bet.numbers.join('')}-${stakeText(bet.amount)}${bet.roll ? 'R' : ''}`;
  }
  const big = moneyToCents(bet.big) === 0n ? '' : stakeText(bet.big);
  const small = moneyToCents(bet.small) === 0n ? '' : stakeText(bet.small);
  return `${bet.number.toUpperCase()} ${big}-${small}${SUFFIX[bet.kind]}`;
}

/** An ARA file: `ARA <location> <draw date>`, comments, then the groups separated by blank lines; ends with a newline. */
export function formatAra(document: AraDocument): string {
  const head = [`${ARA_KEYWORD} ${document.location.toUpperCase()} ${document.drawDate}`];
  for (const comment of document.comments ?? []) head.push(`${ARA_COMMENT} ${comment.replace(/[\r\n]+/g, ' ')}`);
  const groups = document.groups.filter((group) => group.length > 0).map((group) => group.map(formatAraItem).join('\n'));
  return `${[head.join('\n'), ...groups].join('\n\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------
// Details: every bet as ordinary lines (exportDetailsAra)

/** Cents spread over `n` parts: the floor each, the leftover cents one each on the first parts (the sum is exact). */
function spread(money: string, n: number): string[] {
  const cents = moneyToCents(money);
  const each = cents / BigInt(n);
  const left = Number(cents - each * BigInt(n));
  return Array.from({ length: n }, (_, i) => centsToMoney(each + (i < left ? 1n : 0n)));
}

/**
 * A bet as the ordinary lines it stands for: a roll its 10 numbers and a k-bet its orderings, each at
 * the full stake; an i-bet its orderings with the stake spread over them in cents (the same total;
 * such lines are for reading, small stakes under 1 cannot be placed again); a Toto system or roll
 * entry its 6-number combinations at the same amount. Costs add up to the bet's cost.
 */
export function expandAraBet(bet: AraBet): AraBet[] {
  if (bet.kind === 'TT') {
    return totoCombinations(bet.numbers, bet.roll).map((numbers) => ({ kind: 'TT', numbers, amount: bet.amount, roll: false, tag: bet.tag }));
  }
  const numbers = expandBet(bet.number.toUpperCase(), bet.kind.toLowerCase() as BetKind);
  if (bet.kind !== 'IBET') return numbers.map((number) => ({ kind: 'ORDINARY', number, big: bet.big, small: bet.small }));
  const bigs = spread(bet.big, numbers.length);
  const smalls = spread(bet.small, numbers.length);
  return numbers
    .map((number, i): AraBet => ({ kind: 'ORDINARY', number, big: bigs[i] ?? '0.00', small: smalls[i] ?? '0.00' }))
    .filter((line) => line.kind === 'TT' || moneyToCents(line.big) + moneyToCents(line.small) > 0n);
}
