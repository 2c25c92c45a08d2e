// Bets In / Bets Out and Out Setting 2's Full / Exceed (docs/decisions/outset.md), read from the same climb
// as Out Bets (view.ts outsetClimbView): nothing of the outset is computed twice.
// - GET betsIn Choice 1: per number, the viewer's In, Intake and Out, and who sent the In (each child's
//   Out, or a member's own stakes). Choice 2: the numbers with an Out, and who holds it: the uplines
//   in turn, each up to its own limit on that number, the viewer's Out first in line; the company (the
//   top) holds the rest.
// - GET outSetting2Full / outSetting2Exceed: the numbers whose In reaches (Full) / passes (Exceed) the
//   viewer's limit on them, with by how much. The company has no limit: its lists are empty.
import { centsToMoney } from '@/lib/domain/bet-expansion';
import { NO_AMOUNTS, STAKE_KINDS, type Amounts, type NumberFigures, type StakeKind } from '@/lib/domain/outset';
import type { BetsInAnswer, BetsInRow, FullAnswer, FullRow } from '@/lib/contract/outset';
import type { Db } from '../../db/client';
import { findUser, type UserRow } from '../users/users';
import { limitsOf, numberLimitsOf, outsetClimbView } from './view';

type Query = { DrawId: number; UserId?: string };
const LABEL: Record<StakeKind, FullRow['Kind']> = { big: 'Big', small: 'Small', unit: 'Unit' };

/** A user's limit on a key: its own row's kinds over its default. */
async function limitReader(db: Db, locId: string, users: readonly Pick<UserRow, 'userId' | 'role'>[]) {
  const [defaults, own] = await Promise.all([limitsOf(db, locId, users), numberLimitsOf(db, locId, users)]);
  return (userId: string, key: string): Amounts => ({ ...(defaults.get(userId) ?? NO_AMOUNTS), ...(own.get(userId)?.get(key) ?? {}) });
}

const share = (userId: string, amounts: Amounts) => ({ UserId: userId, Big: centsToMoney(amounts.big), Small: centsToMoney(amounts.small), Unit: centsToMoney(amounts.unit) });
const outOf = (figures: NumberFigures): Amounts => ({ big: figures.big.out, small: figures.small.out, unit: figures.unit.out });
const isZero = (a: Amounts) => a.big === 0n && a.small === 0n && a.unit === 0n;

/** The viewer's uplines, nearest first (the company last). */
async function uplinesOf(db: Db, viewer: UserRow): Promise<UserRow[]> {
  const chain: UserRow[] = [];
  const seen = new Set([viewer.userId]);
  for (let id = viewer.parentId; id !== null && !seen.has(id); ) {
    const user = await findUser(db, id);
    if (!user) break;
    chain.push(user);
    seen.add(id);
    id = user.parentId;
  }
  return chain;
}

export async function betsIn(db: Db, actor: UserRow, locId: string, query: Query & { Choice: '1' | '2' }): Promise<BetsInAnswer> {
  const { viewer, draw, tree, climb } = await outsetClimbView(db, actor, locId, query);
  const mine = climb.outset.get(viewer.userId) ?? new Map<string, NumberFigures>();
  const children = tree.filter((row) => row.parentId === viewer.userId && row.userId !== viewer.userId);
  const uplines = query.Choice === '2' ? await uplinesOf(db, viewer) : [];
  const uplineLimit = uplines.length ? await limitReader(db, locId, uplines) : () => NO_AMOUNTS;
  const rows: BetsInRow[] = [];
  const keys = [...mine.keys()].sort();
  for (const key of keys) {
    const figures = mine.get(key);
    if (!figures) continue;
    const out = outOf(figures);
    if (query.Choice === '2' && isZero(out)) continue;
    const From: BetsInRow['From'] = [];
    if (query.Choice === '1') {
      const own = climb.stakes.filter((stake) => stake.userId === viewer.userId && stake.key === key);
      if (own.length) {
        From.push(share(viewer.userId, own.reduce((sum, stake) => ({ big: sum.big + stake.amounts.big, small: sum.small + stake.amounts.small, unit: sum.unit + stake.amounts.unit }), NO_AMOUNTS)));
      }
      for (const child of children) {
        const sent = climb.outset.get(child.userId)?.get(key);
        if (sent && !isZero(outOf(sent))) From.push(share(child.userId, outOf(sent)));
      }
    }
    const Holders: BetsInRow['Holders'] = [];
    if (query.Choice === '2') {
      let left = out;
      for (const [index, upline] of uplines.entries()) {
        if (isZero(left)) break;
        const top = index === uplines.length - 1 || upline.parentId === null;
        const limit = top ? left : uplineLimit(upline.userId, key);
        const held = Object.fromEntries(STAKE_KINDS.map((kind) => [kind, left[kind] < limit[kind] ? left[kind] : limit[kind]])) as Amounts;
        if (!isZero(held)) Holders.push(share(upline.userId, held));
        left = { big: left.big - held.big, small: left.small - held.small, unit: left.unit - held.unit };
      }
    }
    rows.push({
      Number: key,
      BigIn: centsToMoney(figures.big.in), SmallIn: centsToMoney(figures.small.in), UnitIn: centsToMoney(figures.unit.in),
      BigIntake: centsToMoney(figures.big.intake), SmallIntake: centsToMoney(figures.small.intake), UnitIntake: centsToMoney(figures.unit.intake),
      BigOut: centsToMoney(figures.big.out), SmallOut: centsToMoney(figures.small.out), UnitOut: centsToMoney(figures.unit.out),
      From,
      Holders,
    });
  }
  return { UserId: viewer.userId, DrawId: draw.id, Choice: query.Choice, Rows: rows };
}

/** GET outSetting2Full (`strict` false: In at or over the limit) and outSetting2Exceed (`strict`: over it). */
export async function fullNumbers(db: Db, actor: UserRow, locId: string, query: Query, strict: boolean): Promise<FullAnswer> {
  const { viewer, draw, climb } = await outsetClimbView(db, actor, locId, query);
  const Rows: FullRow[] = [];
  if (viewer.role === 'AG') {
    const limitOf = await limitReader(db, locId, [viewer]);
    const mine = climb.outset.get(viewer.userId) ?? new Map<string, NumberFigures>();
    for (const key of [...mine.keys()].sort()) {
      const figures = mine.get(key);
      if (!figures) continue;
      const limit = limitOf(viewer.userId, key);
      for (const kind of STAKE_KINDS) {
        const received = figures[kind].in;
        if (received === 0n) continue;
        if (strict ? received > limit[kind] : received >= limit[kind]) {
          Rows.push({ Number: key, Kind: LABEL[kind], In: centsToMoney(received), Limit: centsToMoney(limit[kind]), Over: centsToMoney(received - limit[kind]) });
        }
      }
    }
  }
  return { UserId: viewer.userId, DrawId: draw.id, Rows };
}
