// reportGroupSetting: a user's saved choice of which of its direct child agents make up its group
// report (RPTGRP, RPTGRP2), per location. Without a choice every child agent is a group. Stored in the
// `settings` table under one key per user and location (`reportGroup:<LocId>:<UserId>`, a JSON list of
// UserIds), so no table is needed; readSettings() reads only its own keys and passes these by.
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { GroupSetting } from '@/lib/contract/reports';
import type { Db } from '../../db/client';
import { settings, userLocations, users } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { UserRow } from '../users/users';

const choiceSchema = z.object({ Groups: z.array(z.string()) });

export const groupSettingKey = (locId: string, userId: string): string => `reportGroup:${locId}:${userId}`;

/** V's saved group choice in the location, or null when it has none (every child agent is a group). */
export async function readGroupChoice(db: Db, locId: string, userId: string): Promise<string[] | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, groupSettingKey(locId, userId)));
  return row ? choiceSchema.parse(row.value).Groups : null;
}

/** V's direct child agents holding the location, by UserId. */
export async function childAgents(db: Db, locId: string, viewer: Pick<UserRow, 'userId'>): Promise<{ userId: string; userName: string }[]> {
  return db
    .select({ userId: users.userId, userName: users.userName })
    .from(users)
    .innerJoin(userLocations, and(eq(userLocations.userId, users.userId), eq(userLocations.locId, locId)))
    .where(and(eq(users.parentId, viewer.userId), eq(users.role, 'AG')))
    .orderBy(asc(users.userId));
}

/** GET reportGroupSetting: every child agent with whether V's group report shows it. */
export async function groupSetting(db: Db, locId: string, viewer: UserRow): Promise<GroupSetting> {
  const [agents, choice] = await Promise.all([childAgents(db, locId, viewer), readGroupChoice(db, locId, viewer.userId)]);
  return {
    UserId: viewer.userId,
    Custom: choice !== null,
    Groups: agents.map((agent) => ({ UserId: agent.userId, UserName: agent.userName, Selected: choice === null || choice.includes(agent.userId) })),
  };
}

interface Change {
  actor: UserRow;
  locId: string;
  viewer: UserRow;
  now: Date;
}

/** POST reportGroupSetting: store the choice (each a direct child agent of V in the location, else 400) with an audit row. */
export async function saveGroupChoice(db: Db, change: Change, groups: readonly string[]): Promise<GroupSetting> {
  const { actor, locId, viewer, now } = change;
  const wanted = [...new Set(groups)].sort();
  const agents = new Set((await childAgents(db, locId, viewer)).map((agent) => agent.userId));
  const stranger = wanted.find((userId) => !agents.has(userId));
  if (stranger !== undefined) throw PlatformError.badRequest(`${stranger} is not an agent directly below ${viewer.userId} in ${locId}.`, 'Groups');
  const key = groupSettingKey(locId, viewer.userId);
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update');
    await tx
      .insert(settings)
      .values({ key, value: { Groups: wanted }, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value: { Groups: wanted }, updatedAt: now } });
    await writeAudit(tx, {
      actorId: actor.userId,
      entity: 'reportGroupSetting',
      entityId: viewer.userId,
      action: before ? 'UPDATE' : 'CREATE',
      targetUserId: viewer.userId,
      locId,
      before: before ? choiceSchema.parse(before.value) : null,
      after: { Groups: wanted },
    });
  });
  return groupSetting(db, locId, viewer);
}

/** DELETE reportGroupSetting: back to every child agent (an audit row when a choice was removed). */
export async function deleteGroupChoice(db: Db, change: Omit<Change, 'now'>): Promise<GroupSetting> {
  const { actor, locId, viewer } = change;
  await db.transaction(async (tx) => {
    const removed = await tx.delete(settings).where(eq(settings.key, groupSettingKey(locId, viewer.userId))).returning({ value: settings.value });
    if (removed[0]) {
      await writeAudit(tx, {
        actorId: actor.userId,
        entity: 'reportGroupSetting',
        entityId: viewer.userId,
        action: 'DELETE',
        targetUserId: viewer.userId,
        locId,
        before: choiceSchema.parse(removed[0].value),
        after: null,
      });
    }
  });
  return groupSetting(db, locId, viewer);
}

/** The groups of V's report: its saved choice narrowed to its current child agents, or all of them. */
export async function reportGroups(db: Db, locId: string, viewer: UserRow): Promise<{ custom: boolean; groups: string[] }> {
  const setting = await groupSetting(db, locId, viewer);
  return { custom: setting.Custom, groups: setting.Groups.filter((group) => group.Selected).map((group) => group.UserId) };
}
