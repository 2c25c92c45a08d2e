// Announcements: GET announcements / announcement?PopUp= answer the location's current ones, newest
// first (inside StartTime and EndTime); All=Y answers every one to an admin holding AdminEdit. POST
// announcements creates (201) or edits (200, with AnnouncementId) and DELETE announcements/{id}
// removes; both need AdminEdit (403 before the body is read), another location's id is a 404, and
// every change writes its audit row. The platform keeps the Content as typed (the app sanitizes).
import { and, asc, eq } from 'drizzle-orm';
import type { Announcement } from '@/lib/contract/announcements';
import { audits } from '@/platform/db/schema';
import { FIXED_NOW } from './support/database';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR).toISOString();
const BLUE = '#0b5394';
const RED = '#cc0000';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  afterEach(() => platform.setNow(FIXED_NOW));
  const list = (token = tokens.admin, locId = 'SG', query = '') => platform.get<Announcement[]>(scoped('announcements', locId, query), token);
  const save = (body: Record<string, unknown>, token = tokens.admin, locId = 'SG') =>
    sendJson<{ Created: boolean; Announcement: Announcement }>(platform, 'POST', scoped('announcements', locId), body, token);
  const remove = (id: number | string, token = tokens.admin, locId = 'SG') =>
    platform.request<{ AnnouncementId: number; Deleted: boolean }>(scoped(`announcements/${id}`, locId), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  const auditsOf = (id: number) =>
    platform.db.select().from(audits).where(and(eq(audits.entity, 'announcement'), eq(audits.entityId, String(id)))).orderBy(asc(audits.id));
  const ids = (rows: Announcement[]) => rows.map((row) => row.AnnouncementId);

  test.each(['agent1', 'agent3', 'member1'] as const)('%s cannot write announcements nor list every one (403)', async (actor: Actor) => {
    const message = 'This call is for admins only.';
    const before = (await list(tokens.admin, 'SG', 'All=Y')).body.length;
    expect(await save({ Color: BLUE, Content: '<p>x</p>', PopUp: 'N' }, tokens[actor])).toMatchObject({ status: 403, body: { message } });
    expect(await save({}, tokens[actor])).toMatchObject({ status: 403, body: { message } });
    const [first] = (await list()).body;
    expect(await remove(first!.AnnouncementId, tokens[actor])).toMatchObject({ status: 403, body: { message } });
    expect(await list(tokens[actor], 'SG', 'All=Y')).toMatchObject({ status: 403, body: { message } });
    expect((await list(tokens.admin, 'SG', 'All=Y')).body).toHaveLength(before);
    // Reading the current ones is everyone's.
    expect((await list(tokens[actor])).status).toBe(200);
  });

  test('create, edit and delete in SG: the answer, the lists, the audit rows, and the Content kept as typed', async () => {
    const html = '<p onclick="x()">Hello <script>alert(1)</script><b>all</b></p>';
    const created = await save({ Color: ' #CC0000 ', Content: html, PopUp: 'Y' });
    expect(created).toMatchObject({ status: 201, body: { Created: true, Announcement: { LocId: 'SG', Color: RED, Content: html, PopUp: 'Y', StartTime: null, EndTime: null } } });
    const id = created.body.Announcement.AnnouncementId;
    expect(ids((await list(tokens.member1)).body)[0]).toBe(id);
    expect(ids((await platform.get<Announcement[]>(scoped('announcement', 'SG', 'PopUp=Y'), tokens.member1)).body)).toContain(id);
    expect(ids((await platform.get<Announcement[]>(scoped('announcement', 'SG', 'PopUp=N'), tokens.member1)).body)).not.toContain(id);
    expect(ids((await list(tokens.member1, 'TT')).body)).not.toContain(id);

    const edited = await save({ AnnouncementId: id, Color: BLUE, Content: '<p>Changed</p>', PopUp: 'N', EndTime: at(5) });
    expect(edited).toMatchObject({ status: 200, body: { Created: false, Announcement: { AnnouncementId: id, Color: BLUE, Content: '<p>Changed</p>', PopUp: 'N', EndTime: at(5) } } });

    expect(await remove(id)).toMatchObject({ status: 200, body: { AnnouncementId: id, Deleted: true } });
    expect(ids((await list(tokens.admin, 'SG', 'All=Y')).body)).not.toContain(id);
    expect(await remove(id)).toMatchObject({ status: 404 });

    const rows = await auditsOf(id);
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(rows.every((row) => row.actorId === 'admin' && row.locId === 'SG')).toBe(true);
    expect(rows[0]!.after).toMatchObject({ color: RED, content: html, popUp: 'Y' });
    expect(rows[1]).toMatchObject({ before: { color: RED, content: html, popUp: 'Y', endAt: null }, after: { color: BLUE, content: '<p>Changed</p>', popUp: 'N', endAt: at(5) } });
    expect(rows[2]!.before).toMatchObject({ content: '<p>Changed</p>' });
  });

  test('another location\'s announcement is not found: no edit, no delete, and it stays', async () => {
    const { body } = await save({ Color: BLUE, Content: '<p>SG only</p>', PopUp: 'N' });
    const id = body.Announcement.AnnouncementId;
    expect(await save({ AnnouncementId: id, Color: RED, Content: '<p>moved</p>', PopUp: 'N' }, tokens.admin, 'TT')).toMatchObject({ status: 404, body: { message: 'Announcement not found.' } });
    expect(await remove(id, tokens.admin, 'TT')).toMatchObject({ status: 404 });
    expect(await remove(id, tokens.admin, 'MG')).toMatchObject({ status: 404 });
    expect(await save({ AnnouncementId: 999_999, Color: RED, Content: '<p>x</p>', PopUp: 'N' })).toMatchObject({ status: 404 });
    expect((await list(tokens.admin, 'SG', 'All=Y')).body.find((row) => row.AnnouncementId === id)).toMatchObject({ Content: '<p>SG only</p>', Color: BLUE });
    expect(await auditsOf(id)).toHaveLength(1);
    await remove(id);
  });

  test('the window: only current ones for everyone, every one with All=Y, newest first', async () => {
    const make = async (start: number | null, end: number | null, text: string) =>
      (await save({ Color: BLUE, Content: `<p>${text}</p>`, PopUp: 'N', StartTime: start === null ? null : at(start), EndTime: end === null ? null : at(end) })).body.Announcement.AnnouncementId;
    const future = await make(2, null, 'future');
    const ended = await make(-5, -1, 'ended');
    const running = await make(-1, 1, 'running');
    const current = ids((await list(tokens.member1)).body);
    expect(current).toContain(running);
    expect(current).not.toContain(future);
    expect(current).not.toContain(ended);
    const all = ids((await list(tokens.admin, 'SG', 'All=Y')).body);
    expect(all.slice(0, 3)).toEqual([running, ended, future]);

    platform.setNow(new Date(at(2)));
    const later = ids((await list(tokens.member1)).body);
    expect(later).toContain(future);
    expect(later).not.toContain(running);
    for (const id of [future, ended, running]) await remove(id);
  });

  test('bad input: field-level 400s, nothing stored', async () => {
    const before = (await list(tokens.admin, 'SG', 'All=Y')).body.length;
    const cases: [Record<string, unknown>, string][] = [
      [{ Color: '#123456', Content: '<p>x</p>', PopUp: 'N' }, 'Color'],
      [{ Color: 'red', Content: '<p>x</p>', PopUp: 'N' }, 'Color'],
      [{ Color: BLUE, Content: '   ', PopUp: 'N' }, 'Content'],
      [{ Color: BLUE, Content: 'x'.repeat(8001), PopUp: 'N' }, 'Content'],
      [{ Color: BLUE, Content: '<p>x</p>', PopUp: 'Maybe' }, 'PopUp'],
      [{ Color: BLUE, Content: '<p>x</p>', PopUp: 'N', StartTime: '2025-04-20 10:00' }, 'StartTime'],
      [{ Color: BLUE, Content: '<p>x</p>', PopUp: 'N', StartTime: at(2), EndTime: at(1) }, 'EndTime'],
      [{ Color: BLUE, Content: '<p>x</p>', PopUp: 'N', StartTime: at(1), EndTime: at(1) }, 'EndTime'],
      [{ AnnouncementId: 'one', Color: BLUE, Content: '<p>x</p>', PopUp: 'N' }, 'AnnouncementId'],
    ];
    for (const [body, field] of cases) expect(await save(body)).toMatchObject({ status: 400, body: { field } });
    expect(await remove('abc')).toMatchObject({ status: 400 });
    expect(await list(tokens.member1, 'SG', 'All=maybe')).toMatchObject({ status: 400, body: { field: 'All' } });
    expect((await list(tokens.admin, 'SG', 'All=Y')).body).toHaveLength(before);
  });
});
