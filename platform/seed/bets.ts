// Demo bets (docs/demo.md): member1, member2 and member3 bet on past draws through the platform's own
// placement (POST bet and bet/t services, with the clock set a few hours before each close), so
// credit checks, tickets and reports add up. Numbers come from a PRNG seeded by draw and member, so
// every reseed places the same bets; some bets are picked from the draw's result, so a few strike.
import { toMoney } from '@/lib/domain/money';
import { weekdayOf } from '@/lib/domain/operator-time';
import type { FourDBetInput, TotoBetInput } from '@/lib/contract/bets';
import type { Db } from '../db/client';
import { fourDBet, totoBet } from '../services/bets/normalize';
import { placeTicket, type PlaceContext } from '../services/bets/place';
import { placeText } from '../services/bets/text';
import type { UserRow } from '../services/users/users';
import { intBetween, mulberry32, seedOf } from './prng';
import type { DemoDraw } from './draws';

export interface PastDraw extends DemoDraw {
  drawId: number;
}

/** Who bets, who places for it, and how much it plays (its credit is checked by the placement). */
interface Bettor {
  userId: string;
  /** Placers: the member itself or an agent above it that may place bets. */
  placers: string[];
  /** Share of draws it bets on, and the stake scale. */
  often: number;
  scale: number;
}

const BETTORS: readonly Bettor[] = [
  { userId: 'member1', placers: ['member1', 'agent2'], often: 1, scale: 3 },
  { userId: 'member2', placers: ['member2'], often: 0.6, scale: 1 },
  { userId: 'member3', placers: ['member3', 'agent2'], often: 0.45, scale: 1 },
];

const HOUR = 3_600_000;
const FOUR_D_KINDS = ['ORDINARY', 'ORDINARY', 'ORDINARY', 'ROLL', 'IBET', 'KBET'] as const;
/** The single-day code of a weekday (docs/domain.md#bet-text), for the bets sent as text. */
const DAY_CODE: Readonly<Record<string, Partial<Record<number, string>>>> = {
  SG: { 3: '3', 6: '6', 0: '7' },
  MG: { 3: '3M', 6: '6M', 0: '7M', 2: '9M' },
  TT: { 1: '1', 4: '4' },
};

const digits = (random: () => number) => String(intBetween(random, 0, 9999)).padStart(4, '0');
const pick = <T>(random: () => number, items: readonly T[]): T => items[intBetween(random, 0, items.length - 1)] as T;
const stake = (random: () => number, max: number) => toMoney(intBetween(random, 1, max));

function fourDBets(random: () => number, draw: PastDraw, scale: number, strike: boolean): FourDBetInput[] {
  const count = intBetween(random, 2, 2 + scale);
  const list: FourDBetInput[] = [];
  for (let i = 0; i < count; i++) {
    const kind = pick(random, FOUR_D_KINDS);
    let number = digits(random);
    if (kind === 'ROLL') number = `${number.slice(0, 2)}R${number.slice(3)}`;
    // i-bets and k-bets need two different digits at least.
    if ((kind === 'IBET' || kind === 'KBET') && new Set(number).size === 1) number = `${number.slice(0, 3)}${(Number(number[3]) + 1) % 10}`;
    const big = kind === 'KBET' ? '1.00' : stake(random, scale * 2);
    const small = random() < 0.4 ? stake(random, scale) : '0.00';
    list.push({ Number: number, Big: big, Small: small, Kind: kind });
  }
  if (strike) {
    // A starter or consolation number of this draw, bet as written: it wins a prize.
    const winners = draw.results.filter((row) => row.prize === 'STARTER' || row.prize === 'CONSOLATION');
    list.push({ Number: pick(random, winners).number, Big: stake(random, scale), Small: '0.00', Kind: 'ORDINARY' });
  }
  return list;
}

function totoEntries(random: () => number, draw: PastDraw, strike: boolean): TotoBetInput[] {
  const entry = (size: number, keep: string[] = []): string[] => {
    const numbers = new Set(keep);
    while (numbers.size < size) numbers.add(String(intBetween(random, 1, 49)).padStart(2, '0'));
    return [...numbers].sort();
  };
  const list: TotoBetInput[] = [{ Numbers: entry(6), Roll: false, Amount: stake(random, 2), Kind: 'TT' }];
  if (random() < 0.3) list.push({ Numbers: entry(7), Roll: false, Amount: '1.00', Kind: 'TT' });
  if (strike) {
    // Three or four of the winning numbers: group 7 or 5.
    const winning = draw.results.filter((row) => row.prize === 'WINNING').map((row) => row.number);
    list.push({ Numbers: entry(6, winning.slice(0, intBetween(random, 3, 4))), Roll: false, Amount: '1.00', Kind: 'TT' });
  }
  return list;
}

/** Bet text for a ticket: '<member> <day code> 1234 1-2 12R4 1-r ...', or null when the kinds do not suit text. */
function asText(userId: string, dayCode: string | undefined, bets: FourDBetInput[]): string | null {
  if (!dayCode) return null;
  const suffix: Record<FourDBetInput['Kind'], string> = { ORDINARY: '', ROLL: 'r', IBET: 'i', KBET: 'k' };
  const amount = (money: string) => (money === '0.00' ? '' : String(Number(money)));
  const items = bets.map((bet) => `${bet.Number} ${amount(bet.Big)}-${amount(bet.Small)}${suffix[bet.Kind]}`);
  return items.length <= 10 ? `${userId} ${dayCode} ${items.join(' ')}` : null;
}

/** Places the demo tickets of one past draw, with the clock set before its close. */
export async function seedDrawBets(tx: Db, draw: PastDraw, game: '4D' | 'TT', users: ReadonlyMap<string, UserRow>, index: number): Promise<void> {
  const locId = draw.draw.locId;
  const closeAt = draw.draw.closeAt as Date;
  for (const bettor of BETTORS) {
    const random = mulberry32(seedOf(`bets:${locId}:${draw.draw.drawDate}:${bettor.userId}`));
    if (random() >= bettor.often) continue;
    const actor = users.get(pick(random, bettor.placers));
    if (!actor) throw new Error('demo placer missing');
    const now = new Date(closeAt.getTime() - intBetween(random, 1, 30) * HOUR - intBetween(random, 0, 59) * 60_000);
    // Every third draw of member1 (and now and then the others) holds a winning number.
    const strike = bettor.userId === 'member1' ? index % 3 === 0 : random() < 0.15;
    const key = `seed-${locId}-${draw.draw.drawDate}-${bettor.userId}`;
    const context = (source: 'WEB' | 'TEXT'): PlaceContext => ({ db: tx, actor, locId, now, source });
    if (game === 'TT') {
      const bets = totoEntries(random, draw, strike).map(totoBet);
      await placeTicket(context('WEB'), { UserId: bettor.userId, DrawId: draw.drawId, IdempotencyKey: key, bets });
      continue;
    }
    const inputs = fourDBets(random, draw, bettor.scale, strike);
    const text = random() < 0.3 ? asText(bettor.userId, DAY_CODE[locId]?.[weekdayOf(draw.draw.drawDate)], inputs) : null;
    if (text) await placeText(context('TEXT'), { Text: text, IdempotencyKey: key });
    else await placeTicket(context('WEB'), { UserId: bettor.userId, DrawId: draw.drawId, IdempotencyKey: key, bets: inputs.map(fourDBet) });
  }
}
