// The outset reports (docs/domain.md#intake-and-out): reportOutFull (RPTOUT), the viewer's In, Intake
// and Out per number with the strike on its intake once the draw is resulted, and
// selectReportInTakeStrike, for each winning number every user of the viewer's subtree it reached and
// the payout its intake bears. The climb is outsetOfSubtree (platform/services/outset/view.ts) over the
// viewer's subtree only (its bets and eat limits), exactly as bet/throw climbs it: the viewer's own
// limit applies, the company keeps what reaches it. 4D payouts price each intake at the rate in force
// for each bettor's line, pro rata (docs/decisions/pay-rates.md, lib/domain/outset-rates.ts); Toto
// uses the location's rates (groups 1-4 the draw's dividends): intake x rate, rounded half away from
// zero to cents once per kind and row (lib/domain/strike.ts).
import { and, eq, isNull } from 'drizzle-orm';
import type { IntakeStrikeReport, IntakeStrikeRow, OutReport, OutRow } from '@/lib/contract/report-strikes';
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { betStakes, splitTotoKey, type Amounts, type NumberFigures, type Outset } from '@/lib/domain/outset';
import { mixRate, pricedIntake, type LineMix } from '@/lib/domain/outset-rates';
import { DEFAULT_FOUR_D_PAY_TABLES, SINGAPORE_PAY_TABLE, TOTO_FIXED_PRIZES, type FourDPrize, type TotoGroup } from '@/lib/domain/pay-tables';
import { divRound, rateCents, totoGroup } from '@/lib/domain/strike';
import type { Db } from '../../../db/client';
import { bets } from '../../../db/schema';
import { payRatesOf } from '../../content/location-content';
import { resultsOf, type DrawRow } from '../../draws/read';
import { araBetOf } from '../../files/export';
import { listUsers, scopeOf, treeOrder, type MemberRow } from '../../users/members';
import { outsetOfSubtree } from '../../outset/view';
import { placedOut } from '../../distributors/placements';
import { pricedOutset, type PricedOutset } from '../../outset/line-rates';
import { inSubtree, periodOfDraw, prizeRank, reportHeader } from './scope';
import type { UserRow } from '../../users/users';

type Rate = { big: bigint; small: bigint };
type ResultRow = { prize: string; position: number; number: string };

/** The draw's result and the prize per $1 (hundredths) of each 4D prize and Toto group. */
interface Prizes {
  rows: ResultRow[];
  fourD: Map<string, Rate>;
  toto: Map<number, bigint>;
  winning: string[];
  additional: string;
}

async function prizesOf(db: Db, draw: DrawRow): Promise<Prizes> {
  const [{ numbers, dividends }, rates] = await Promise.all([resultsOf(db, draw.id), payRatesOf(db, draw.locId)]);
  const fallback = draw.locId === 'MG' ? DEFAULT_FOUR_D_PAY_TABLES.MG : draw.locId === 'SG' ? DEFAULT_FOUR_D_PAY_TABLES.SG : SINGAPORE_PAY_TABLE;
  const fourD = new Map<string, Rate>(
    Object.entries(fallback.ordinary).map(([prize, rate]) => [prize, { big: rateCents(rate.big), small: rate.small === null ? 0n : rateCents(rate.small) }]),
  );
  const toto = new Map<number, bigint>(Object.entries(TOTO_FIXED_PRIZES).map(([group, prize]) => [Number(group), rateCents(prize)]));
  for (const row of rates) {
    if (row.betKind === 'ORDINARY' && row.permClass === 0) fourD.set(row.prize, { big: rateCents(row.big), small: row.small === null ? 0n : rateCents(row.small) });
    if (row.betKind === 'TT' && /^G[5-7]$/.test(row.prize)) toto.set(Number(row.prize.slice(1)), rateCents(row.big));
  }
  for (const dividend of dividends) toto.set(dividend.group, rateCents(dividend.amount));
  return {
    rows: numbers.map(({ prize, position, number }) => ({ prize, position, number })),
    fourD,
    toto,
    winning: numbers.filter((row) => row.prize === 'WINNING').map((row) => row.number),
    additional: numbers.find((row) => row.prize === 'ADDITIONAL')?.number ?? '',
  };
}

/** The Toto group a key's combination won, or null (also before the result). */
function groupOfKey(prizes: Prizes, key: string): TotoGroup | null {
  if (prizes.winning.length === 0) return null;
  return totoGroup(splitTotoKey(key).combination.split(' '), prizes.winning, prizes.additional);
}

/** Intake x rate in cents, rounded once. */
const payout = (intake: bigint, rate: bigint): bigint => divRound(intake * rate, 100n);

/** Every user's In, Intake and Out per number over the viewer's subtree, as bet/throw computes the viewer's. */
async function subtreeOutset(db: Db, actor: UserRow, viewer: UserRow, draw: DrawRow): Promise<{ tree: MemberRow[]; outset: Outset; priced: PricedOutset }> {
  const tree = await listUsers(db, scopeOf(actor, viewer));
  const readStakes = async () => {
    const rows = await db
      .select()
      .from(bets)
      .where(and(eq(bets.drawId, draw.id), isNull(bets.deletedAt), inSubtree(viewer, bets.userId)));
    return rows.flatMap((row) => betStakes(row.userId, araBetOf(row)));
  };
  const climb = await outsetOfSubtree(db, viewer, draw, tree, readStakes);
  // The company's placing out (docs/decisions/placing-out.md): what distributors took leaves its Intake for its Out, so it bears less.
  const own = climb.outset.get(viewer.userId);
  if (viewer.parentId === null && own) climb.outset.set(viewer.userId, (await placedOut(db, draw, own)).figures);
  return { tree, outset: climb.outset, priced: await pricedOutset(db, draw.locId, viewer.userId, climb) };
}

function outsetMoney(figures: NumberFigures) {
  const { big, small, unit } = figures;
  return {
    BigIn: centsToMoney(big.in),
    SmallIn: centsToMoney(small.in),
    UnitIn: centsToMoney(unit.in),
    In: centsToMoney(big.in + small.in + unit.in),
    BigIntake: centsToMoney(big.intake),
    SmallIntake: centsToMoney(small.intake),
    UnitIntake: centsToMoney(unit.intake),
    Intake: centsToMoney(big.intake + small.intake + unit.intake),
    BigOut: centsToMoney(big.out),
    SmallOut: centsToMoney(small.out),
    UnitOut: centsToMoney(unit.out),
    Out: centsToMoney(big.out + small.out + unit.out),
  };
}

const ZERO = { in: 0n, intake: 0n, out: 0n };
const NO_FIGURES: NumberFigures = { big: ZERO, small: ZERO, unit: ZERO };

function addFigures(a: NumberFigures, b: NumberFigures): NumberFigures {
  const add = (x: typeof ZERO, y: typeof ZERO) => ({ in: x.in + y.in, intake: x.intake + y.intake, out: x.out + y.out });
  return { big: add(a.big, b.big), small: add(a.small, b.small), unit: add(a.unit, b.unit) };
}

/** A user's 4D intake of one key priced at its bettors' lines (unit is Toto's, never 4D's). */
interface FourDPricing {
  payout(prize: string, figures: NumberFigures): bigint;
  rate(prize: string): Amounts;
}

function fourDPricing(prizes: Prizes, priced: PricedOutset, mix: LineMix | undefined): FourDPricing {
  const fallback = (prize: string): Amounts => {
    const rate = prizes.fourD.get(prize) ?? { big: 0n, small: 0n };
    return { big: rate.big, small: rate.small, unit: 0n };
  };
  const lineRate = (prize: string) => (line: string) => ({ ...priced.rates.rate(line, prize as FourDPrize), unit: 0n });
  return {
    payout: (prize, figures) => pricedIntake({ ...figures, unit: { in: 0n, intake: 0n, out: 0n } }, mix, lineRate(prize), fallback(prize)),
    rate: (prize) => mixRate(mix, lineRate(prize), fallback(prize)),
  };
}

/** What one key's intake pays, and the prizes it won (4D: every result row of the number; Toto: its group). */
function strikeOfKey(prizes: Prizes, game: '4D' | 'TT', key: string, figures: NumberFigures, fourD: FourDPricing): { prizes: string[]; payout: bigint } {
  if (game === 'TT') {
    const group = groupOfKey(prizes, key);
    if (group === null) return { prizes: [], payout: 0n };
    return { prizes: [`GROUP${group}`], payout: payout(figures.unit.intake, prizes.toto.get(group) ?? 0n) };
  }
  const won = prizes.rows.filter((row) => row.number === key);
  let paid = 0n;
  for (const row of won) paid += fourD.payout(row.prize, figures);
  return { prizes: [...new Set(won.map((row) => row.prize))].sort((a, b) => prizeRank(a) - prizeRank(b)), payout: paid };
}

/** reportOutFull: the viewer's rows in number order, with the strike on its intake once resulted. */
export async function outReport(db: Db, actor: UserRow, viewer: UserRow, draw: DrawRow, game: '4D' | 'TT'): Promise<OutReport> {
  const [{ outset, priced }, prizes] = await Promise.all([subtreeOutset(db, actor, viewer, draw), prizesOf(db, draw)]);
  const mine = [...(outset.get(viewer.userId) ?? new Map<string, NumberFigures>())].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const mixes = priced.mixes.get(viewer.userId);
  let sum = NO_FIGURES;
  let paid = 0n;
  const items = mine.map(([key, figures]): OutRow => {
    const strike = strikeOfKey(prizes, game, key, figures, fourDPricing(prizes, priced, mixes?.get(key)));
    sum = addFigures(sum, figures);
    paid += strike.payout;
    const { type, combination } = game === 'TT' ? splitTotoKey(key) : { type: '', combination: key };
    return { Number: combination, Type: type, ...outsetMoney(figures), Prizes: strike.prizes.join(','), Payout: centsToMoney(strike.payout) };
  });
  return {
    ...reportHeader(viewer, periodOfDraw(draw)),
    Resulted: prizes.rows.length > 0,
    Items: items,
    Total: { ...outsetMoney(sum), Payout: centsToMoney(paid) },
  };
}

/**
 * selectReportInTakeStrike: per winning number (4D: each result row in prize order; Toto: each
 * combination that won a group, by group then combination), the users it reached in tree order.
 */
export async function intakeStrikeReport(db: Db, actor: UserRow, viewer: UserRow, draw: DrawRow, game: '4D' | 'TT'): Promise<IntakeStrikeReport> {
  const [{ tree, outset, priced }, prizes] = await Promise.all([subtreeOutset(db, actor, viewer, draw), prizesOf(db, draw)]);
  const ordered = treeOrder(tree).map(({ row }) => row);
  const items: IntakeStrikeRow[] = [];
  let total = 0n;
  const push = (won: ResultRow, type: string, user: MemberRow, figures: NumberFigures, rate: Rate, priced4D?: FourDPricing) => {
    const paid = priced4D
      ? priced4D.payout(won.prize, figures)
      : payout(figures.big.intake, rate.big) + payout(figures.small.intake, rate.small) + payout(figures.unit.intake, rate.big);
    total += paid;
    items.push({
      Prize: won.prize,
      Position: won.position,
      Number: won.number,
      Type: type,
      UserId: user.userId,
      UserName: user.userName,
      Role: user.role,
      ...outsetMoney(figures),
      BigRate: centsToMoney(rate.big),
      SmallRate: centsToMoney(rate.small),
      Payout: centsToMoney(paid),
    });
  };
  if (game === '4D') {
    for (const won of prizes.rows) {
      for (const user of ordered) {
        const figures = outset.get(user.userId)?.get(won.number);
        if (!figures || figures.big.in + figures.small.in === 0n) continue;
        const pricing = fourDPricing(prizes, priced, priced.mixes.get(user.userId)?.get(won.number));
        push(won, '', user, figures, pricing.rate(won.prize), pricing);
      }
    }
  } else {
    const groups = new Map<string, TotoGroup | null>();
    for (const byKey of outset.values()) {
      for (const key of byKey.keys()) if (!groups.has(key)) groups.set(key, groupOfKey(prizes, key));
    }
    const won = [...groups]
      .filter((entry): entry is [string, TotoGroup] => entry[1] !== null)
      .sort(([a, ga], [b, gb]) => ga - gb || (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, group] of won) {
      const { type, combination } = splitTotoKey(key);
      const rate = { big: prizes.toto.get(group) ?? 0n, small: 0n };
      for (const user of ordered) {
        const figures = outset.get(user.userId)?.get(key);
        if (figures && figures.unit.in > 0n) push({ prize: `GROUP${group}`, position: 1, number: combination }, type, user, figures, rate);
      }
    }
  }
  return { ...reportHeader(viewer, periodOfDraw(draw)), Items: items, Total: { Payout: centsToMoney(total) } };
}
