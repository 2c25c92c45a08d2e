// The answers of bet/throw (4D) and bet/throwT (Toto) from an outset view: rows in number order with
// money of exactly 2 decimals, and their sums. MaxPayout prices the viewer's intake as the 1st prize at
// the rate in force for each bettor's line (docs/decisions/pay-rates.md, lib/domain/outset-rates.ts).
import type { OutBets, OutBetRow, OutBetsToto, OutBetTotoRow } from '@/lib/contract/out-bets';
import { formatAra, type AraBet } from '@/lib/domain/ara-write';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { splitTotoKey, totoMaxPayout, type NumberFigures } from '@/lib/domain/outset';
import { pricedIntake } from '@/lib/domain/outset-rates';
import type { OutsetView } from './view';


const byKey = <T>(entries: Iterable<[string, T]>): [string, T][] => [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

interface FourDCents {
  bigIn: bigint;
  smallIn: bigint;
  bigIntake: bigint;
  smallIntake: bigint;
  bigOut: bigint;
  smallOut: bigint;
  maxPayout: bigint;
}

function fourDCents(figures: NumberFigures, maxPayout: bigint): FourDCents {
  const { big, small } = figures;
  return {
    bigIn: big.in,
    smallIn: small.in,
    bigIntake: big.intake,
    smallIntake: small.intake,
    bigOut: big.out,
    smallOut: small.out,
    maxPayout,
  };
}

function fourDMoney(c: FourDCents): Omit<OutBetRow, 'Number'> {
  return {
    ttBigIn: centsToMoney(c.bigIn),
    ttSmallIn: centsToMoney(c.smallIn),
    ttAmountIn: centsToMoney(c.bigIn + c.smallIn),
    ttBigIntake: centsToMoney(c.bigIntake),
    ttSmallIntake: centsToMoney(c.smallIntake),
    ttAmountIntake: centsToMoney(c.bigIntake + c.smallIntake),
    ttBigOut: centsToMoney(c.bigOut),
    ttSmallOut: centsToMoney(c.smallOut),
    ttAmountOut: centsToMoney(c.bigOut + c.smallOut),
    ttMaxPayout: centsToMoney(c.maxPayout),
  };
}

/** bet/throw: one row per number (ascending); `number` narrows to one. */
export function fourDAnswer(view: OutsetView, number?: string): OutBets {
  const { rates, mixes } = view.priced;
  const mine = mixes.get(view.viewer.userId);
  /** Drawn as the 1st prize: Big and Small intake at the lines' 1st rates (Toto units do not occur in 4D). */
  const maxPayoutOf = (key: string, figures: NumberFigures) =>
    pricedIntake({ ...figures, unit: { in: 0n, intake: 0n, out: 0n } }, mine?.get(key), (line) => rates.rate(line, 'FIRST'), rates.fallback('FIRST'));
  const rows = byKey(view.figures).filter(([key]) => number === undefined || key === number);
  const sum: FourDCents = { bigIn: 0n, smallIn: 0n, bigIntake: 0n, smallIntake: 0n, bigOut: 0n, smallOut: 0n, maxPayout: 0n };
  const items = rows.map(([key, figures]) => {
    const cents = fourDCents(figures, maxPayoutOf(key, figures));
    for (const field of Object.keys(sum) as (keyof FourDCents)[]) sum[field] += cents[field];
    return { Number: key, ...fourDMoney(cents) };
  });
  return { UserId: view.viewer.userId, DrawId: view.draw.id, DrawDate: view.draw.drawDate, Total: items.length, Items: items, Sum: fourDMoney(sum) };
}

/** bet/throwT: one row per type and combination (ascending); `numbers` keeps the combinations holding all of them. */
export function totoAnswer(view: OutsetView, numbers?: readonly string[]): OutBetsToto {
  const sum = { in: 0n, intake: 0n, out: 0n, maxPayout: 0n };
  const items: OutBetTotoRow[] = [];
  for (const [key, { unit }] of byKey(view.figures)) {
    const { type, combination } = splitTotoKey(key);
    const held = combination.split(' ');
    if (numbers && !numbers.every((n) => held.includes(n))) continue;
    const maxPayout = totoMaxPayout(unit.intake);
    sum.in += unit.in;
    sum.intake += unit.intake;
    sum.out += unit.out;
    sum.maxPayout += maxPayout;
    items.push({
      Type: type,
      TT: combination,
      ttUnitIn: centsToMoney(unit.in),
      ttUnitIntake: centsToMoney(unit.intake),
      ttUnitOut: centsToMoney(unit.out),
      ttMaxPayout: centsToMoney(maxPayout),
    });
  }
  return {
    UserId: view.viewer.userId,
    DrawId: view.draw.id,
    DrawDate: view.draw.drawDate,
    Total: items.length,
    Items: items,
    Sum: { ttUnitIn: centsToMoney(sum.in), ttUnitIntake: centsToMoney(sum.intake), ttUnitOut: centsToMoney(sum.out), ttMaxPayout: centsToMoney(sum.maxPayout) },
  };
}

/**
 * exportIntakeAra: the viewer's intake as ARA (lib/domain/ara-write.ts): each number (4D) or combination
 * (Toto) it keeps, as an ordinary bet of its intake, in number order, one group. Numbers it keeps
 * nothing of are left out.
 */
export function intakeAra(view: OutsetView, location: { locId: string; game: '4D' | 'TT' }): string {
  const bets: AraBet[] = [];
  for (const [key, figures] of byKey(view.figures)) {
    if (location.game === 'TT') {
      if (figures.unit.intake === 0n) continue;
      const { type, combination } = splitTotoKey(key);
      const tag = type === 'STAR' || type === 'TO' || type === 'TE' || type === 'TT' ? type : null;
      bets.push({ kind: 'TT', numbers: combination.split(' '), amount: centsToMoney(figures.unit.intake), roll: false, tag });
    } else {
      if (figures.big.intake + figures.small.intake === 0n) continue;
      bets.push({ kind: 'ORDINARY', number: key, big: centsToMoney(figures.big.intake), small: centsToMoney(figures.small.intake) });
    }
  }
  return formatAra({ location: location.locId, drawDate: view.draw.drawDate, groups: [bets], comments: [`Intake of ${view.viewer.userId}`] });
}
