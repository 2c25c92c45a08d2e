// Bets as the contract sends them, turned into rows: stored kind and number, the lines each stands for
// and its cost, all from lib/domain/bet-expansion (the one copy of those rules).
import { createHash } from 'node:crypto';
import type { FourDBetInput, TotoBetInput, TotoTag } from '@/lib/contract/bets';
import { betCost, expandBet, totoCombinationCount, totoCost, type BetKind } from '@/lib/domain/bet-expansion';

export type StoredKind = 'ORDINARY' | 'ROLL' | 'IBET' | 'KBET' | 'TT';

export interface NewBet {
  kind: StoredKind;
  /** 4D: '1234' or '12R4'; TT: the ascending numbers joined by spaces. */
  number: string;
  big: string;
  small: string;
  amount: string;
  ttRoll: boolean;
  ttTag: TotoTag | null;
  lineCount: number;
  cost: string;
}

export function fourDBet(input: FourDBetInput): NewBet {
  const kind = input.Kind.toLowerCase() as BetKind;
  return {
    kind: input.Kind,
    number: input.Number,
    big: input.Big,
    small: input.Small,
    amount: '0.00',
    ttRoll: false,
    ttTag: null,
    lineCount: expandBet(input.Number, kind).length,
    cost: betCost({ number: input.Number, big: input.Big, small: input.Small, kind }),
  };
}

export function totoBet(input: TotoBetInput): NewBet {
  const numbers = [...input.Numbers].sort();
  return {
    kind: 'TT',
    number: numbers.join(' '),
    big: '0.00',
    small: '0.00',
    amount: input.Amount,
    ttRoll: input.Roll,
    ttTag: input.Tag ?? null,
    lineCount: totoCombinationCount(numbers, input.Roll),
    cost: totoCost(numbers, input.Roll, input.Amount),
  };
}

/** A stored bet (a bet line, a fixed bet) as placement takes it again: the fields only, not its ids. */
export function newBetOf(row: Omit<NewBet, 'ttTag'> & { ttTag: string | null }): NewBet {
  return {
    kind: row.kind,
    number: row.number,
    big: row.big,
    small: row.small,
    amount: row.amount,
    ttRoll: row.ttRoll,
    ttTag: row.ttTag as TotoTag | null,
    lineCount: row.lineCount,
    cost: row.cost,
  };
}

/** A fingerprint of a submission: the same IdempotencyKey with another one is refused, not replayed. */
export function submissionHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
