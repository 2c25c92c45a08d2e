// Who receives the result and strike notices of a location (docs/decisions/sms-subscriptions.md): a
// subscription is a user, a kind (RESULT or STRIKE) and the phone, the user's registered mobile when it
// was made (a user without one cannot subscribe). One per user, kind and location: subscribing again
// keeps the one there. Admin only (the access table); every insert and delete is audited.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SmsCandidate, SmsKind, SmsSubscription } from '@/lib/contract/sms';
import { smsSubscriptions, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { UtilityContext } from '../utilities/context';

const NOT_FOUND = 'Subscription not found.';

async function listWhere(context: UtilityContext, where: ReturnType<typeof and>): Promise<SmsSubscription[]> {
  const rows = await context.db
    .select({ sub: smsSubscriptions, userName: users.userName, role: users.role })
    .from(smsSubscriptions)
    .innerJoin(users, eq(users.userId, smsSubscriptions.userId))
    .where(and(eq(smsSubscriptions.locId, context.location.locId), where))
    .orderBy(asc(smsSubscriptions.userId), asc(smsSubscriptions.kind));
  return rows.map(({ sub, userName, role }) => ({
    Id: sub.id,
    UserId: sub.userId,
    UserName: userName,
    Role: role,
    Kind: sub.kind as SmsKind,
    Phone: sub.phone,
    CreatedBy: sub.createdBy,
    CreatedAt: sub.createdAt.toISOString(),
  }));
}

export function listSubscriptions(context: UtilityContext, kind: SmsKind): Promise<SmsSubscription[]> {
  return listWhere(context, eq(smsSubscriptions.kind, kind));
}

export async function subscriptionById(context: UtilityContext, id: number): Promise<SmsSubscription> {
  const [row] = await listWhere(context, eq(smsSubscriptions.id, id));
  if (!row) throw PlatformError.notFound(NOT_FOUND);
  return row;
}

/** The users of the location, each with its mobile and the kinds it is subscribed to. */
export async function subscriptionCandidates(context: UtilityContext): Promise<SmsCandidate[]> {
  const { db, location } = context;
  const rows = await db
    .select({ userId: users.userId, userName: users.userName, role: users.role, parentId: users.parentId, mobile: users.mobile })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, location.locId)))
    .orderBy(asc(users.userId));
  const subs = await db.select({ userId: smsSubscriptions.userId, kind: smsSubscriptions.kind }).from(smsSubscriptions).where(eq(smsSubscriptions.locId, location.locId));
  const kinds = new Map<string, SmsKind[]>();
  for (const sub of subs) kinds.set(sub.userId, [...(kinds.get(sub.userId) ?? []), sub.kind as SmsKind].sort());
  return rows.map((row) => ({ UserId: row.userId, UserName: row.userName, Role: row.role, ParentId: row.parentId, Mobile: row.mobile, Kinds: kinds.get(row.userId) ?? [] }));
}

export async function insertSubscriptions(context: UtilityContext, kind: SmsKind, userIdsInput: readonly string[]): Promise<SmsSubscription[]> {
  const { db, actor, location } = context;
  const userIds = [...new Set(userIdsInput.map((id) => id.toLowerCase()))];
  const found = await db
    .select({ userId: users.userId, mobile: users.mobile })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, location.locId)))
    .where(inArray(users.userId, userIds));
  const byId = new Map(found.map((row) => [row.userId, row]));
  const unknown = userIds.find((id) => !byId.has(id));
  if (unknown) throw PlatformError.badRequest(`${unknown} is not a user of ${location.locId}.`, 'UserIds');
  const noPhone = found.find((row) => row.mobile === '');
  if (noPhone) throw PlatformError.badRequest(`${noPhone.userId} has no registered mobile number.`, 'UserIds');
  const ids = await db.transaction(async (tx) => {
    const made = await tx
      .insert(smsSubscriptions)
      .values(found.map((row) => ({ userId: row.userId, locId: location.locId, kind, phone: row.mobile, createdBy: actor.userId, createdAt: context.now })))
      .onConflictDoNothing()
      .returning({ id: smsSubscriptions.id, userId: smsSubscriptions.userId, phone: smsSubscriptions.phone });
    for (const row of made) {
      await writeAudit(tx, { actorId: actor.userId, entity: 'smsSubscription', entityId: row.id, action: 'CREATE', targetUserId: row.userId, locId: location.locId, after: { Kind: kind, Phone: row.phone } });
    }
    return made.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  return listWhere(context, inArray(smsSubscriptions.id, ids));
}

export async function deleteSubscriptions(context: UtilityContext, idsInput: readonly number[]): Promise<number[]> {
  const { db, actor, location } = context;
  const ids = [...new Set(idsInput)];
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(smsSubscriptions)
      .where(and(eq(smsSubscriptions.locId, location.locId), inArray(smsSubscriptions.id, ids)))
      .returning();
    if (gone.length !== ids.length) throw PlatformError.notFound(NOT_FOUND);
    for (const row of gone) {
      await writeAudit(tx, { actorId: actor.userId, entity: 'smsSubscription', entityId: row.id, action: 'DELETE', targetUserId: row.userId, locId: location.locId, before: { Kind: row.kind, Phone: row.phone } });
    }
    return gone.map((row) => row.id).sort((a, b) => a - b);
  });
}
