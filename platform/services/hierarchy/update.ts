// PUT agents (name, flags), agents/position (share, commission, tax), agents/credit and players/update
// (name, flags, credit, commission): one change of one user strictly below the caller, in the
// request's location. Only what differs is checked and written, inside the parent's caps and above the
// user's own downline; lowering a parent below its downline is refused (never cascaded), so no user
// is ever changed by someone else's edit. One transaction holds the change and its audit row (the
// changed fields before and after); a change that changes nothing writes nothing.
import { and, eq } from 'drizzle-orm';
import { centsToMoney, moneyToCents } from '@/lib/domain/bet-expansion';
import { fromRateUnits, toRateUnits } from '@/lib/domain/rate-choices';
import { userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { assertManager, managedUser, type DownlineKind, type HierarchyContext } from './access';
import { accountIn, downlineFloors, parentBounds } from './accounts';
import {
  changedFlags,
  checkCredit,
  checkGrants,
  checkRates,
  flagColumns,
  flagsOf,
  RATE_FIELDS,
  type FlagValues,
  type RateInput,
} from './rules';
import { findUser, type UserRow } from '../users/users';

export interface DownlineChange {
  UserName?: string;
  flags?: Partial<FlagValues>;
  /** Money text, in the request's location. */
  Credit?: string;
  /** In the request's location. */
  rates?: RateInput;
}

type Fields = Record<string, unknown>;
type AccountColumns = Partial<Pick<typeof userLocations.$inferInsert, 'credit' | 'share' | 'commission' | 'tax'>>;
const RATE_COLUMN = { Share: 'share', Commission: 'commission', Tax: 'tax' } as const;

/** The user's parent (every managed user has one). */
async function parentOf(context: HierarchyContext, target: UserRow): Promise<UserRow> {
  const parent = target.parentId ? await findUser(context.db, target.parentId) : undefined;
  if (!parent) throw PlatformError.notFound();
  return parent;
}

/** Applies the change; answers the user's id (the route answers its row). */
export async function changeDownline(context: HierarchyContext, kind: DownlineKind, userId: string, change: DownlineChange): Promise<string> {
  const { db, actor, location } = context;
  assertManager(actor, kind);
  const target = await managedUser(db, actor, userId, kind);
  const parent = await parentOf(context, target);
  const currentFlags = flagsOf(target);
  const flags = changedFlags(change.flags ?? {}, currentFlags);
  checkGrants(flags, parent, currentFlags);
  const before: Fields = {};
  const after: Fields = {};
  if (change.UserName !== undefined && change.UserName !== target.userName) {
    before.UserName = target.userName;
    after.UserName = change.UserName;
  }
  for (const [name, value] of Object.entries(flags)) {
    before[name] = !value;
    after[name] = value;
  }
  await db.transaction(async (tx) => {
    const account: AccountColumns = {};
    if (change.Credit !== undefined || change.rates !== undefined) {
      const bounds = await parentBounds(tx, parent, location.locId, { except: target.userId, lock: true });
      const current = await accountIn(tx, target.userId, location.locId, true);
      if (!current) throw PlatformError.badRequest(`${target.userId} has no account in ${location.locId}.`, 'LocId');
      const floors = await downlineFloors(tx, target.userId, location.locId);
      checkRates(location.game, change.rates ?? {}, bounds, floors.rates, current.rates);
      for (const field of RATE_FIELDS) {
        const units = change.rates?.[field] === undefined ? undefined : toRateUnits(change.rates[field]);
        if (units === undefined || units === null || units === current.rates[field]) continue;
        before[field] = fromRateUnits(current.rates[field]);
        after[field] = fromRateUnits(units);
        account[RATE_COLUMN[field]] = String(fromRateUnits(units));
      }
      if (change.Credit !== undefined && moneyToCents(change.Credit) !== moneyToCents(current.credit)) {
        checkCredit(moneyToCents(change.Credit), bounds, floors.creditCents);
        before.Credit = current.credit;
        account.credit = centsToMoney(moneyToCents(change.Credit));
        after.Credit = account.credit;
      }
    }
    if (Object.keys(after).length === 0) return;
    const userColumns = { ...flagColumns(flags), ...(after.UserName !== undefined ? { userName: change.UserName } : {}) };
    if (Object.keys(userColumns).length > 0) await tx.update(users).set(userColumns).where(eq(users.userId, target.userId));
    if (Object.keys(account).length > 0) {
      await tx
        .update(userLocations)
        .set(account)
        .where(and(eq(userLocations.userId, target.userId), eq(userLocations.locId, location.locId)));
    }
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: kind,
      entityId: target.userId,
      action: 'UPDATE',
      targetUserId: target.userId,
      locId: Object.keys(account).length > 0 ? location.locId : null,
      before,
      after,
    });
  });
  return target.userId;
}
