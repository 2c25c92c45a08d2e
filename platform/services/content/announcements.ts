// Announcement writes and reads with their time window (docs/decisions/administration.md,
// "Announcements"). An announcement belongs to one location: the call's location must be its own, or
// it is not found (404). Every change writes its audit row in the same transaction. The Content is
// kept as the admin typed it: the app sanitizes it on every output (the one sanitizer is the app's).
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementSave } from '@/lib/contract/announcements';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';
import { PlatformError } from '../../errors';
import { writeAudit } from '../audit/write';
import type { AnnouncementRow } from './location-content';

export interface AnnouncementContext {
  db: Db;
  actorId: string;
  locId: string;
  now: Date;
}

export interface AnnouncementReadOptions {
  popUp?: 'Y' | 'N';
  /** Every one (scheduled and ended too); otherwise only those current at `now`. */
  all?: boolean;
  now: Date;
}

/** The location's announcements, newest first (the last made first: ids only grow). */
export async function readAnnouncements(db: Db, locId: string, options: AnnouncementReadOptions): Promise<AnnouncementRow[]> {
  const current = and(
    or(isNull(announcements.startAt), lte(announcements.startAt, options.now)),
    or(isNull(announcements.endAt), gt(announcements.endAt, options.now)),
  );
  const where = and(
    eq(announcements.locId, locId),
    options.popUp ? eq(announcements.popUp, options.popUp) : undefined,
    options.all ? undefined : current,
  );
  return db.select().from(announcements).where(where).orderBy(desc(announcements.id));
}

/** The audited fields of a row. */
function audited(row: AnnouncementRow): Record<string, unknown> {
  return {
    color: row.color,
    content: row.content,
    popUp: row.popUp,
    startAt: row.startAt?.toISOString() ?? null,
    endAt: row.endAt?.toISOString() ?? null,
  };
}

function changedOnly(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return { before: Object.fromEntries(keys.map((key) => [key, before[key]])), after: Object.fromEntries(keys.map((key) => [key, after[key]])) };
}

async function ownRow(db: Db, locId: string, id: number): Promise<AnnouncementRow> {
  const [row] = await db.select().from(announcements).where(and(eq(announcements.id, id), eq(announcements.locId, locId))).for('update');
  if (!row) throw PlatformError.notFound('Announcement not found.');
  return row;
}

export async function saveAnnouncement(context: AnnouncementContext, input: AnnouncementSave): Promise<{ created: boolean; row: AnnouncementRow }> {
  const { db, actorId, locId, now } = context;
  const values = {
    color: input.Color,
    content: input.Content,
    popUp: input.PopUp,
    startAt: input.StartTime === null ? null : new Date(input.StartTime),
    endAt: input.EndTime === null ? null : new Date(input.EndTime),
  };
  return db.transaction(async (tx) => {
    if (input.AnnouncementId === undefined) {
      const [row] = await tx.insert(announcements).values({ ...values, locId, createdAt: now, updatedAt: now }).returning();
      if (!row) throw new Error('The announcement was not inserted.');
      await writeAudit(tx, { actorId, entity: 'announcement', entityId: row.id, action: 'CREATE', locId, after: audited(row) });
      return { created: true, row };
    }
    const before = await ownRow(tx, locId, input.AnnouncementId);
    const [row] = await tx.update(announcements).set({ ...values, updatedAt: now }).where(eq(announcements.id, before.id)).returning();
    if (!row) throw PlatformError.notFound('Announcement not found.');
    const change = changedOnly(audited(before), audited(row));
    if (Object.keys(change.after).length > 0) {
      await writeAudit(tx, { actorId, entity: 'announcement', entityId: row.id, action: 'UPDATE', locId, ...change });
    }
    return { created: false, row };
  });
}

export async function deleteAnnouncement(context: AnnouncementContext, id: number): Promise<void> {
  const { db, actorId, locId } = context;
  await db.transaction(async (tx) => {
    const before = await ownRow(tx, locId, id);
    await tx.delete(announcements).where(eq(announcements.id, before.id));
    await writeAudit(tx, { actorId, entity: 'announcement', entityId: id, action: 'DELETE', locId, before: audited(before) });
  });
}
