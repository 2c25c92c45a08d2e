// Announcements of the call's location (docs/decisions/administration.md, "Announcements"):
// GET announcements and announcement?PopUp= (everyone: the current ones; All=Y: every one, for an
// admin holding AdminEdit), POST announcements (create, or edit with AnnouncementId) and
// DELETE announcements/{id}, both AdminEdit by the access table. Another location's id is a 404.
import { Hono, type Context } from 'hono';
import { gateRefusal } from '@/lib/contract/access';
import {
  announcementDeletedSchema,
  announcementIdParamsSchema,
  announcementListSchema,
  announcementSavedSchema,
  announcementSaveSchema,
  announcementsQuerySchema,
  type Announcement,
} from '@/lib/contract/announcements';
import { cappedBody } from '../http/body-limit';
import type { ScopedEnv } from '../http/env';
import { parseInput, parseQuery, readJson } from '../http/parse';
import { PlatformError } from '../errors';
import { deleteAnnouncement, readAnnouncements, saveAnnouncement, type AnnouncementContext } from '../services/content/announcements';
import type { AnnouncementRow } from '../services/content/location-content';
import { grantsOf } from '../services/users/users';

/** Content is at most 8000 characters, up to 4 bytes each in UTF-8, plus the other fields. */
const ANNOUNCEMENT_BODY_LIMIT = 40 * 1024;

function wire(row: AnnouncementRow): Announcement {
  return {
    AnnouncementId: row.id,
    LocId: row.locId,
    Color: row.color,
    Content: row.content,
    PopUp: row.popUp === 'Y' ? 'Y' : 'N',
    StartTime: row.startAt?.toISOString() ?? null,
    EndTime: row.endAt?.toISOString() ?? null,
    CreatedDate: row.createdAt.toISOString(),
  };
}

function context(c: Context<ScopedEnv>): AnnouncementContext {
  const { db, now } = c.var.deps;
  return { db, actorId: c.var.session.user.userId, locId: c.var.location.locId, now: now() };
}

async function list(c: Context<ScopedEnv>) {
  const { PopUp, All } = parseQuery(c, announcementsQuerySchema);
  const { db, now } = c.var.deps;
  const all = All === 'Y';
  if (all) {
    const { user } = c.var.session;
    const refusal = gateRefusal('admin', user.role, user.role === 'ADMIN' ? await grantsOf(db, user.userId) : []);
    if (refusal) throw PlatformError.forbidden(refusal, 'All');
  }
  const rows = await readAnnouncements(db, c.var.location.locId, { popUp: PopUp, all, now: now() });
  return c.json(announcementListSchema.parse(rows.map(wire)));
}

export const announcementRoutes = new Hono<ScopedEnv>()
  .get('/announcements', list)
  .get('/announcement', list)
  .post('/announcements', cappedBody(ANNOUNCEMENT_BODY_LIMIT, 'The announcement body is too large.'), async (c) => {
    const input = parseInput(announcementSaveSchema, await readJson(c));
    const saved = await saveAnnouncement(context(c), input);
    return c.json(announcementSavedSchema.parse({ Created: saved.created, Announcement: wire(saved.row) }), saved.created ? 201 : 200);
  })
  .delete('/announcements/:id', async (c) => {
    const { id } = parseInput(announcementIdParamsSchema, c.req.param());
    await deleteAnnouncement(context(c), id);
    return c.json(announcementDeletedSchema.parse({ AnnouncementId: id, Deleted: true }));
  });
