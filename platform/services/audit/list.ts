// GET audits: the log for admins (the access table's gate), newest first, filtered by actor, target
// user, entity, action and a range of local dates; paged in SQL (count and page, plus the distinct
// entities for the filter), with the names of the users and locations the page names.
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { AuditPage, AuditQuery, AuditRow } from '@/lib/contract/audits';
import { referencedIds } from '@/lib/domain/audit-changes';
import { operatorDayEnd, operatorDayStart } from '@/lib/domain/operator-time';
import type { Db } from '../../db/client';
import { audits, locations, users } from '../../db/schema';

function whereOf(query: AuditQuery): SQL | undefined {
  return and(
    query.UserId ? eq(audits.actorId, query.UserId.toLowerCase()) : undefined,
    query.TargetUserId ? eq(audits.targetUserId, query.TargetUserId.toLowerCase()) : undefined,
    query.Entity ? eq(audits.entity, query.Entity) : undefined,
    query.Action ? eq(audits.action, query.Action) : undefined,
    query.DateFrom ? gte(audits.at, operatorDayStart(query.DateFrom)) : undefined,
    query.DateTo ? lt(audits.at, operatorDayEnd(query.DateTo)) : undefined,
  );
}

const fields = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

export async function auditPage(db: Db, query: AuditQuery): Promise<AuditPage> {
  const where = whereOf(query);
  const [total] = await db.select({ n: count() }).from(audits).where(where);
  const rows = await db
    .select()
    .from(audits)
    .where(where)
    .orderBy(desc(audits.at), desc(audits.id))
    .limit(query.PageSize)
    .offset((query.PageIndex - 1) * query.PageSize);
  const entities = await db.selectDistinct({ entity: audits.entity }).from(audits).orderBy(asc(audits.entity));
  const items = rows.map(
    (row): AuditRow => ({
      AuditId: row.id,
      At: row.at.toISOString(),
      ActorId: row.actorId,
      Entity: row.entity,
      EntityId: row.entityId,
      Action: row.action as AuditRow['Action'],
      TargetUserId: row.targetUserId,
      LocId: row.locId,
      Before: fields(row.before),
      After: fields(row.after),
    }),
  );
  return {
    Items: items,
    Total: total?.n ?? 0,
    PageIndex: query.PageIndex,
    PageSize: query.PageSize,
    Entities: entities.map((row) => row.entity),
    Names: await namesOf(db, items),
  };
}

/** The names of the users and locations the rows name (a deleted user has none: its id stays as it is). */
async function namesOf(db: Db, items: readonly AuditRow[]): Promise<AuditPage['Names']> {
  const ids = referencedIds(items);
  const [userRows, locationRows] = await Promise.all([
    ids.users.length > 0 ? db.select({ id: users.userId, name: users.userName }).from(users).where(inArray(users.userId, ids.users)) : [],
    ids.locations.length > 0 ? db.select({ id: locations.locId, name: locations.name }).from(locations).where(inArray(locations.locId, ids.locations)) : [],
  ]);
  return {
    Users: Object.fromEntries(userRows.map((row) => [row.id, row.name])),
    Locations: Object.fromEntries(locationRows.map((row) => [row.id, row.name])),
  };
}
