// The audit log: every change made through the platform writes one row in the same transaction
// (who, when, what, whom, before and after, never a secret), and GET audits lists them for admins,
// newest first, with filters. Agents and members get 404. This file makes one change of each kind
// wired so far (tickets, fixed bets, files, mobile, password, settings) and finds its row; payments,
// permissions and passwords of others are checked in their own files.
import { desc } from 'drizzle-orm';
import { operatorDate } from '@/lib/domain/operator-time';
import { audits, tickets } from '@/platform/db/schema';
import { FIXED_NOW } from './support/database';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey, openDraw, placeTicket, remove, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { newCaptcha, postForm, sendJson } from './support/entry';
import { uploadParts, type FileAnswer } from './support/files';
import { usePlatform } from './support/harness';

interface AuditRow {
  AuditId: number;
  At: string;
  ActorId: string;
  Entity: string;
  EntityId: string;
  Action: string;
  TargetUserId: string | null;
  LocId: string | null;
  Before: Record<string, unknown> | null;
  After: Record<string, unknown> | null;
}
interface AuditPage {
  Items: AuditRow[];
  Total: number;
  PageIndex: number;
  PageSize: number;
  Entities: string[];
  Names: { Users: Record<string, string>; Locations: Record<string, string> };
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const list = (query = '', actor: Actor = 'admin') => platform.get<AuditPage>(scoped('audits', 'SG', query), tokens[actor]);
  /** The rows written since `after` (an audit id), oldest first. */
  const since = async (after: number) => (await platform.db.select().from(audits).orderBy(desc(audits.id))).filter((row) => row.id > after).reverse();
  const lastId = async () => (await platform.db.select({ id: audits.id }).from(audits).orderBy(desc(audits.id)).limit(1))[0]?.id ?? 0;
  const bets = [{ Number: '2468', Big: '1', Kind: 'ORDINARY' }, { Number: '1357', Small: '1', Kind: 'ORDINARY' }];

  // First, before this file's own changes: only the seeded rows are there.
  test('seeded changes carry the time they happened, spread over the seed\'s days before its clock, and the page names its ids', async () => {
    const seeded = await list('PageSize=10000');
    expect(seeded.status).toBe(200);
    const rows = seeded.body.Items;
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((row) => Date.parse(row.At) < FIXED_NOW.getTime())).toBe(true);
    expect(new Set(rows.map((row) => operatorDate(row.At))).size).toBeGreaterThanOrEqual(7);
    expect(new Set(rows.map((row) => row.At)).size).toBeGreaterThan(rows.length * 0.9);
    // A ticket's row is its placement; a fixed bet's its creation (hours to days before the clock).
    const placed = new Map((await platform.db.select({ id: tickets.id, at: tickets.createdAt }).from(tickets)).map((row) => [String(row.id), row.at.toISOString()]));
    for (const row of rows.filter((item) => item.Entity === 'ticket')) expect(row.At).toBe(placed.get(row.EntityId));
    const fixed = rows.filter((row) => row.Entity === 'fixedBet').map((row) => (FIXED_NOW.getTime() - Date.parse(row.At)) / 3_600_000);
    expect(fixed.sort((a, b) => a - b)).toEqual([20 + 40 / 60, 50 + 25 / 60]);
    // Names of the users and locations the page names, for readable changes.
    expect(seeded.body.Names.Users).toMatchObject({ member1: 'Member One', agent2: 'Agent Two' });
    expect(seeded.body.Names.Locations).toMatchObject({ SG: 'Singapore' });
  });

  test('tickets: placing, deleting a line, deleting a ticket and moving one each write a row', async () => {
    const start = await lastId();
    const draw = await openDraw(platform, tokens.agent2);
    const first = await placeTicket<PlacedTicket>(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: bets });
    const second = await placeTicket<PlacedTicket>(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: bets });
    await remove(platform, tokens.agent2, 'bet', `BetId=${first.body.Bets[0]?.BetId}`);
    await remove(platform, tokens.agent2, 'bet/page', `TicketId=${first.body.TicketId}`);
    const moved = await sendJson<{ TicketIds: number[] }>(platform, 'POST', scoped('bet/transfer'), { TicketIds: [second.body.TicketId], ToUserId: 'fresh1' }, tokens.agent2);
    expect(moved.status).toBe(200);
    const rows = (await since(start)).map((row) => [row.actorId, row.entity, row.entityId, row.action, row.targetUserId]);
    expect(rows).toEqual([
      ['agent2', 'ticket', String(first.body.TicketId), 'CREATE', 'member1'],
      ['agent2', 'ticket', String(second.body.TicketId), 'CREATE', 'member1'],
      ['agent2', 'ticket', String(first.body.TicketId), 'UPDATE', 'member1'],
      ['agent2', 'ticket', String(first.body.TicketId), 'DELETE', 'member1'],
      ['agent2', 'ticket', String(moved.body.TicketIds[0]), 'CREATE', 'fresh1'],
      ['agent2', 'ticket', String(second.body.TicketId), 'DELETE', 'member1'],
    ]);
    const created = (await since(start))[0];
    expect(created?.after).toMatchObject({ DrawId: draw.DrawId, Source: 'WEB', Bets: 2, Total: '2.00' });
    // A replayed submission places nothing, so it writes nothing.
    const key = newKey();
    await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: key, Bets: bets });
    const afterFirst = await lastId();
    await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: key, Bets: bets });
    expect(await lastId()).toBe(afterFirst);
  });

  test('fixed bets, files, mobile, settings and a password change each write a row', async () => {
    const start = await lastId();
    const fixed = await sendJson<{ FixedBetId: number }>(platform, 'POST', scoped('bet/fixed'), { UserId: 'member1', IdempotencyKey: newKey(), Bet: bets[0] }, tokens.agent2);
    expect(fixed.status).toBe(201);
    await remove(platform, tokens.agent2, 'bet/fixed', `FixedBetId=${fixed.body.FixedBetId}`);
    const file = await uploadParts<FileAnswer>(platform, tokens.agent1, 'files/upload', { UserId: 'member1', ARACode: 'A1' }, [{ name: 'bets.ara', bytes: 'ARA SG 2025-04-20\n1234 1-\n' }]);
    expect(file.status).toBe(201);
    await sendJson(platform, 'PUT', scoped('files/updateFilesBatchByFileId'), { Files: [{ FileId: file.body.FileId, ARACode: 'B2' }] }, tokens.agent1);
    await remove(platform, tokens.agent1, `files/${file.body.FileId}`, '');
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: '6591112222' }, tokens.agent3);
    await sendJson(platform, 'PUT', scoped('mobile'), { Mobile: '6591112222' }, tokens.agent3);
    await sendJson(platform, 'PUT', scoped('settings/captcha'), { enabled: false }, tokens.admin);
    const { key, answer } = await newCaptcha(platform);
    const changed = await postForm(platform, '/api/v1/updatePassword', { UserId: 'member2', OldPassword: 'Member1234', Password1: 'Member5678', Password2: 'Member5678', Token: answer }, { 'x-token': key });
    expect(changed.status).toBe(200);

    const rows = await since(start);
    expect(rows.map((row) => [row.actorId, row.entity, row.action])).toEqual([
      ['agent2', 'fixedBet', 'CREATE'],
      ...(rows.some((row) => row.entity === 'ticket') ? [['member1', 'ticket', 'CREATE']] : []),
      ['agent2', 'fixedBet', 'DELETE'],
      ['agent1', 'file', 'CREATE'],
      ['agent1', 'file', 'UPDATE'],
      ['agent1', 'file', 'DELETE'],
      ['agent3', 'user', 'UPDATE'],
      ['admin', 'setting', 'UPDATE'],
      ['member2', 'password', 'UPDATE'],
    ]);
    const byEntity = (entity: string, action: string) => rows.find((row) => row.entity === entity && row.action === action);
    expect(byEntity('file', 'UPDATE')).toMatchObject({ before: { ARACode: 'A1' }, after: { ARACode: 'B2' }, targetUserId: 'member1', locId: 'SG' });
    expect(byEntity('user', 'UPDATE')).toMatchObject({ before: { Mobile: '' }, after: { Mobile: '6591112222' } });
    expect(byEntity('setting', 'UPDATE')).toMatchObject({ entityId: 'captcha', before: { enabled: false }, after: { enabled: false } });
    const password = JSON.stringify(byEntity('password', 'UPDATE'));
    expect(password).not.toMatch(/Member5678|Member1234|argon2/);
  });

  test('GET audits: admins only, newest first, paged, with filters', async () => {
    for (const actor of ['agent1', 'agent2', 'member1'] as const) expect((await list('', actor)).status).toBe(403);
    expect((await list('', 'clerk')).status).toBe(200);
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.body.Total).toBeGreaterThanOrEqual(16);
    const times = all.body.Items.map((row) => row.At);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.body.Entities).toEqual(expect.arrayContaining(['file', 'fixedBet', 'password', 'setting', 'ticket', 'user']));

    const page = await list('PageSize=2&PageIndex=2');
    expect(page.body).toMatchObject({ PageIndex: 2, PageSize: 2, Total: all.body.Total });
    expect(page.body.Items.map((row) => row.AuditId)).toEqual(all.body.Items.slice(2, 4).map((row) => row.AuditId));

    const byActor = await list('UserId=agent1');
    expect(byActor.body.Items.length).toBeGreaterThan(0);
    expect(byActor.body.Items.every((row) => row.ActorId === 'agent1')).toBe(true);
    const byTarget = await list('TargetUserId=fresh1&Entity=ticket&Action=CREATE');
    expect(byTarget.body.Items.map((row) => [row.TargetUserId, row.Entity, row.Action])).toEqual([['fresh1', 'ticket', 'CREATE']]);
    // Audit rows carry the database's wall clock (when it really happened), not the platform's test clock.
    const today = operatorDate(new Date());
    const todays = await list(`DateFrom=${today}&DateTo=${today}&PageSize=10000`);
    expect(todays.body.Total).toBeGreaterThanOrEqual(16);
    expect(todays.body.Items.every((row) => operatorDate(new Date(row.At)) === today)).toBe(true);
    expect((await list('DateFrom=2024-01-01&DateTo=2024-01-31')).body).toMatchObject({ Total: 0, Items: [] });
    expect(await list('DateFrom=2025-04-02&DateTo=2025-04-01')).toMatchObject({ status: 400, body: { field: 'DateTo' } });
    expect(await list('Action=REMOVE')).toMatchObject({ status: 400, body: { field: 'Action' } });
    expect(await list('PageSize=0')).toMatchObject({ status: 400, body: { field: 'PageSize' } });
  });
});
