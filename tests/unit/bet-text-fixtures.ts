// Shared by the bet-text tests: the page locations and short views of what parseBetText answers.
import { parseBetText, type BetTextErrorCode, type FourDBet, type ParsedBetText, type TotoEntry } from '@/lib/domain/bet-text';

export type Options = { location?: string };
/** [code, index, length] of every error, in text order. */
export type Found = [BetTextErrorCode, number, number];

export const SG = { location: 'SG' };
export const MG = { location: 'MG' };
export const TT = { location: 'TT' };

export function found(text: string, options?: Options): Found[] {
  return parseBetText(text, options).errors.map((e) => [e.code, e.index, e.length]);
}

export function fourD(parsed: ParsedBetText): FourDBet[] {
  return parsed.bets.filter((bet): bet is FourDBet => bet.game === '4D');
}

export function toto(parsed: ParsedBetText): TotoEntry[] {
  return parsed.bets.filter((bet): bet is TotoEntry => bet.game === 'TT');
}

/** The one bet of a message that must parse cleanly. */
export function oneBet(text: string, options: Options = SG) {
  const parsed = parseBetText(text, options);
  expect(parsed.errors).toEqual([]);
  expect(parsed.bets).toHaveLength(1);
  return parsed.bets[0];
}
