// The SMS agents of a location (docs/decisions/sms-subscriptions.md): the agents allowed to use SMS.
// Admin only (the access table). An agent is listed once per location; each change is audited with it.
import { and, asc, eq } from 'drizzle-orm';
import type { SmsAgent } from '@/lib/contract/sms';
import { smsAgents, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import { hasDatabaseCode } from '../hierarchy/create';
import type { UtilityContext } from '../utilities/context';

export async function listSmsAgents(context: UtilityContext): Promise<SmsAgent[]> {
  const rows = await context.db
    .select({ id: smsAgents.id, userId: smsAgents.userId, userName: users.userName, mobile: users.mobile, createdBy: smsAgents.createdBy, createdAt: smsAgents.createdAt })
    .from(smsAgents)
    .innerJoin(users, eq(users.userId, smsAgents.userId))
    .where(eq(smsAgents.locId, context.location.locId))
    .orderBy(asc(smsAgents.userId));
  return rows.map((row) => ({ Id: row.id, UserId: row.userId, UserName: row.userName, Mobile: row.mobile, CreatedBy: row.createdBy, CreatedAt: row.createdAt.toISOString() }));
}

export async function addSmsAgent(context: UtilityContext, userIdInput: string): Promise<SmsAgent> {
  const { db, actor, location } = context;
  const userId = userIdInput.toLowerCase();
  const [user] = await db
    .select({ userId: users.userId, role: users.role })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, location.locId)))
    .where(eq(users.userId, userId));
  if (!user) throw PlatformError.badRequest(`${userIdInput} is not a user of ${location.locId}.`, 'UserId');
  if (user.role !== 'AG') throw PlatformError.badRequest(`${user.userId} is not an agent.`, 'UserId');
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.insert(smsAgents).values({ userId: user.userId, locId: location.locId, createdBy: actor.userId, createdAt: context.now }).returning({ id: smsAgents.id });
      await writeAudit(tx, { actorId: actor.userId, entity: 'smsAgent', entityId: row?.id ?? 0, action: 'CREATE', targetUserId: user.userId, locId: location.locId, after: { UserId: user.userId } });
    });
  } catch (error) {
    if (hasDatabaseCode(error, '23505')) throw new PlatformError(409, `${user.userId} is an SMS agent already.`, 'UserId');
    throw error;
  }
  const added = (await listSmsAgents(context)).find((row) => row.UserId === user.userId);
  if (!added) throw new Error('the SMS agent just added is not listed');
  return added;
}

export async function deleteSmsAgent(context: UtilityContext, id: number): Promise<number[]> {
  const { db, actor, location } = context;
  return db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(smsAgents)
      .where(and(eq(smsAgents.id, id), eq(smsAgents.locId, location.locId)))
      .returning({ id: smsAgents.id, userId: smsAgents.userId });
    if (!gone) throw PlatformError.notFound('SMS agent not found.');
    await writeAudit(tx, { actorId: actor.userId, entity: 'smsAgent', entityId: gone.id, action: 'DELETE', targetUserId: gone.userId, locId: location.locId, before: { UserId: gone.userId } });
    return [gone.id];
  });
}
