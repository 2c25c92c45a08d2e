// Draw administration over HTTP against a real database: draw2, draw/byId, draw/week, draw/weekJob,
// POST and PUT draw, draw/resultDate and draw/resultReport. Reads are open to every user of the
// location; changes need an admin with DrawSetting (agent, member and the clerk get the unknown route's 404 and change
// nothing); another location's draw is a 404; every change writes an audit row; a new or reopened
// draw gets the fixed bets due on it.
import { and, eq } from 'drizzle-orm';
import { audits, draws, tickets } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { newKey } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Item {
  DrawId: number;
  DrawDate: string;
  CloseDate: string;
  DrawTime: string;
  Special: boolean;
  Status: string;
  ResultDate: string | null;
  SettledDate: string | null;
  HasResult: boolean;
  Settled: boolean;
  HasBets: boolean;
}

/** A draw's instants from its local date and times (GMT+8). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`).toISOString();
const body = (date: string, extra: Record<string, unknown> = {}) => ({ DrawDate: date, CloseDate: at(date, '18:00'), DrawTime: at(date, '18:30'), ...extra });

async function drawOn(platform: Platform, locId: string, date: string) {
  const [row] = await platform.db.select().from(draws).where(and(eq(draws.locId, locId), eq(draws.drawDate, date)));
  return row;
}

async function auditsOf(platform: Platform, entityId: number) {
  return platform.db.select().from(audits).where(and(eq(audits.entity, 'draw'), eq(audits.entityId, String(entityId))));
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const post = (token: string, payload: unknown, locId = 'SG') => sendJson<Item & { message?: string; field?: string }>(platform, 'POST', scoped('draw', locId), payload, token);
  const put = (token: string, payload: unknown, locId = 'SG') => sendJson<Item & { message?: string; field?: string }>(platform, 'PUT', scoped('draw', locId), payload, token);

  test('draw2 lists the draws newest first with their flags; DrawFrom and DrawTo narrow it', async () => {
    const all = await platform.get<Item[]>(scoped('draw2'), tokens.member1);
    expect(all.status).toBe(200);
    const dates = all.body.map((item) => item.DrawDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const today = all.body.find((item) => item.DrawDate === '2025-04-20');
    expect(today).toMatchObject({ Status: 'OPEN', HasResult: false, Settled: false, ResultDate: null });
    const past = all.body.find((item) => item.DrawDate === '2025-04-19');
    expect(past).toMatchObject({ Status: 'RESULTED', HasResult: true });
    const range = await platform.get<Item[]>(scoped('draw2', 'SG', 'DrawFrom=2025-04-16&DrawTo=2025-04-20'), tokens.agent3);
    expect(range.body.map((item) => item.DrawDate)).toEqual(['2025-04-20', '2025-04-19', '2025-04-16']);
    const reversed = await platform.get<{ field: string }>(scoped('draw2', 'SG', 'DrawFrom=2025-04-20&DrawTo=2025-04-16'), tokens.admin);
    expect(reversed).toMatchObject({ status: 400, body: { field: 'DrawFrom' } });
  });

  test('draw/byId answers a draw of the location; another location and junk ids are 404 and 400', async () => {
    const sg = await drawOn(platform, 'SG', '2025-04-20');
    const mg = await drawOn(platform, 'MG', '2025-04-20');
    const own = await platform.get<Item>(scoped(`draw/byId/${sg?.id}`), tokens.member1);
    expect(own.body).toMatchObject({ DrawId: sg?.id, DrawDate: '2025-04-20', Status: 'OPEN', CloseDate: '2025-04-20T10:00:00.000Z', DrawTime: '2025-04-20T10:30:00.000Z' });
    expect((await platform.get(scoped(`draw/byId/${mg?.id}`), tokens.admin)).status).toBe(404);
    expect((await platform.get(scoped('draw/byId/abc'), tokens.admin)).status).toBe(400);
  });

  test('draw/week: Monday to Sunday holding Date, default this week, oldest first', async () => {
    const week = await platform.get<{ WeekStart: string; WeekEnd: string; Items: Item[] }>(scoped('draw/week'), tokens.admin);
    expect(week.body).toMatchObject({ WeekStart: '2025-04-14', WeekEnd: '2025-04-20' });
    expect(week.body.Items.map((item) => item.DrawDate)).toEqual(['2025-04-16', '2025-04-19', '2025-04-20']);
    const next = await platform.get<{ WeekStart: string; Items: Item[] }>(scoped('draw/week', 'TT', 'Date=2025-04-23'), tokens.member1);
    expect(next.body.WeekStart).toBe('2025-04-21');
    expect(next.body.Items.map((item) => [item.DrawDate, item.Status])).toEqual([
      ['2025-04-21', 'OPEN'],
      ['2025-04-24', 'OPEN'],
    ]);
  });

  test('changes need an admin with DrawSetting: agent, member and clerk get the unknown route\'s 404 and nothing changes', async () => {
    const before = await platform.db.select().from(draws);
    for (const actor of ['agent1', 'member1', 'clerk'] as const) {
      const refused = { status: 404, body: { message: 'Not found.' } };
      expect(await post(tokens[actor], body('2025-06-03'))).toMatchObject(refused);
      expect(await put(tokens[actor], { DrawId: before[0]?.id, Special: true })).toMatchObject(refused);
      expect(await platform.get(scoped('draw/weekJob', 'SG', 'Weeks=6'), tokens[actor])).toMatchObject(refused);
    }
    expect(await platform.db.select().from(draws)).toEqual(before);
  });

  test('draw/weekJob creates the schedule missing draws once (DryRun lists them), each audited', async () => {
    const dry = await platform.get<{ From: string; To: string; Missing: string[]; Created: Item[]; Existing: number; DryRun: boolean }>(
      scoped('draw/weekJob', 'SG', 'Weeks=4&DryRun=true'),
      tokens.admin,
    );
    expect(dry.body).toMatchObject({ From: '2025-04-20', To: '2025-05-11', DryRun: true, Missing: ['2025-05-07', '2025-05-10', '2025-05-11'], Created: [] });
    expect(await drawOn(platform, 'SG', '2025-05-07')).toBeUndefined();
    const run = await platform.get<{ Missing: string[]; Created: Item[]; Existing: number }>(scoped('draw/weekJob', 'SG', 'Weeks=4'), tokens.admin);
    expect(run.status).toBe(200);
    expect(run.body.Created.map((item) => [item.DrawDate, item.Status, item.CloseDate])).toEqual([
      ['2025-05-07', 'OPEN', '2025-05-07T10:00:00.000Z'],
      ['2025-05-10', 'OPEN', '2025-05-10T10:00:00.000Z'],
      ['2025-05-11', 'OPEN', '2025-05-11T10:00:00.000Z'],
    ]);
    expect(run.body.Existing).toBe(dry.body.Existing);
    const again = await platform.get<{ Missing: string[]; Created: Item[]; Existing: number }>(scoped('draw/weekJob', 'SG', 'Weeks=4'), tokens.admin);
    expect(again.body).toMatchObject({ Missing: [], Created: [], Existing: dry.body.Existing + 3 });
    const first = run.body.Created[0];
    expect(await auditsOf(platform, first?.DrawId ?? 0)).toEqual([expect.objectContaining({ action: 'CREATE', actorId: 'admin', locId: 'SG' })]);
    expect((await platform.get<{ field: string }>(scoped('draw/weekJob', 'SG', 'Weeks=13'), tokens.admin)).body.field).toBe('Weeks');
  });

  test('POST draw creates a draw; times are checked, a taken date is a 409', async () => {
    // A Monday: no fixed bet plays it, so it has no bets yet.
    const created = await post(tokens.admin, body('2025-06-02', { Special: true }), 'MG');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ DrawDate: '2025-06-02', Special: true, Status: 'OPEN', HasBets: false, HasResult: false });
    expect(await auditsOf(platform, created.body.DrawId)).toHaveLength(1);
    const late = await post(tokens.admin, body('2025-06-04', { CloseDate: at('2025-06-04', '18:30') }), 'MG');
    expect(late).toMatchObject({ status: 400, body: { field: 'CloseDate', message: 'Sales must close before the draw time.' } });
    const elsewhere = await post(tokens.admin, body('2025-06-04', { DrawTime: at('2025-06-05', '18:30') }), 'MG');
    expect(elsewhere).toMatchObject({ status: 400, body: { field: 'DrawTime' } });
    const taken = await post(tokens.admin, body('2025-06-02'), 'MG');
    expect(taken).toMatchObject({ status: 409, body: { field: 'DrawDate' } });
    const junk = await post(tokens.admin, { DrawDate: '2025-06-31', CloseDate: 'soon', DrawTime: at('2025-06-04', '18:30') }, 'MG');
    expect(junk.status).toBe(400);
  });

  test('PUT draw: times and status change; a draw with bets keeps its date; a resulted draw is not edited; another location 404', async () => {
    const open = await drawOn(platform, 'SG', '2025-04-23');
    const placed = await sendJson(platform, 'POST', scoped('bet'), { UserId: 'member1', DrawId: open?.id, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] }, tokens.agent2);
    expect(placed.status).toBe(201);
    const later = await put(tokens.admin, { DrawId: open?.id, CloseDate: at('2025-04-23', '18:15') });
    expect(later).toMatchObject({ status: 200, body: { CloseDate: '2025-04-23T10:15:00.000Z', HasBets: true } });
    const moved = await put(tokens.admin, { DrawId: open?.id, DrawDate: '2025-04-22', CloseDate: at('2025-04-22', '18:00'), DrawTime: at('2025-04-22', '18:30') });
    expect(moved).toMatchObject({ status: 409, body: { field: 'DrawDate' } });
    const bad = await put(tokens.admin, { DrawId: open?.id, DrawTime: at('2025-04-23', '18:10') });
    expect(bad).toMatchObject({ status: 400, body: { field: 'CloseDate' } });
    const cancelled = await put(tokens.admin, { DrawId: open?.id, Status: 'CANCELLED' });
    expect(cancelled.body).toMatchObject({ Status: 'CANCELLED' });
    const reopened = await put(tokens.admin, { DrawId: open?.id, Status: 'OPEN' });
    expect(reopened.body).toMatchObject({ Status: 'OPEN' });
    expect((await auditsOf(platform, open?.id ?? 0)).map((row) => row.action)).toEqual(['UPDATE', 'UPDATE', 'UPDATE']);

    const empty = await post(tokens.admin, body('2025-06-10'), 'MG');
    const shifted = await put(tokens.admin, { DrawId: empty.body.DrawId, DrawDate: '2025-06-11', CloseDate: at('2025-06-11', '18:00'), DrawTime: at('2025-06-11', '18:30') }, 'MG');
    expect(shifted.body).toMatchObject({ DrawDate: '2025-06-11' });

    const resulted = await drawOn(platform, 'SG', '2025-04-19');
    expect((await put(tokens.admin, { DrawId: resulted?.id, Special: true })).status).toBe(409);
    const mg = await drawOn(platform, 'MG', '2025-04-23');
    expect((await put(tokens.admin, { DrawId: mg?.id, Special: true })).status).toBe(404);
    expect((await drawOn(platform, 'MG', '2025-04-23'))?.special).toBe(false);
  });

  test('a new or reopened draw gets the fixed bets due on it', async () => {
    const tuesday = await drawOn(platform, 'MG', '2025-04-29');
    expect(tuesday?.special).toBe(true);
    await put(tokens.admin, { DrawId: tuesday?.id, Status: 'CANCELLED' }, 'MG');
    const fixed = await sendJson<{ NextDraw: unknown }>(platform, 'POST', scoped('bet/fixed', 'MG'), { IdempotencyKey: newKey(), Bet: { Number: '8888', Big: '1', Kind: 'ORDINARY' }, Days: [2] }, tokens.member1);
    expect(fixed.status).toBe(201);
    const created = await post(tokens.admin, body('2025-05-06', { Special: true }), 'MG');
    const onNew = await platform.db.select().from(tickets).where(and(eq(tickets.drawId, created.body.DrawId), eq(tickets.source, 'FIXED')));
    expect(onNew.map((ticket) => ticket.userId)).toEqual(['member1']);
    await put(tokens.admin, { DrawId: tuesday?.id, Status: 'OPEN' }, 'MG');
    const onReopened = await platform.db.select().from(tickets).where(and(eq(tickets.drawId, tuesday?.id ?? 0), eq(tickets.source, 'FIXED')));
    expect(onReopened.map((ticket) => ticket.userId)).toEqual(['member1']);
  });

  test('draw/resultDate and draw/resultReport list the resulted draws, newest first', async () => {
    const dates = await platform.get<Array<{ DrawId: number; DrawDate: string }>>(scoped('draw/resultDate', 'TT'), tokens.member1);
    expect(dates.status).toBe(200);
    expect(dates.body[0]?.DrawDate).toBe('2025-04-17');
    expect(dates.body.every((row) => row.DrawDate < '2025-04-20')).toBe(true);
    const report = await platform.get<{ DrawFrom: string; DrawTo: string; Items: Array<{ DrawDate: string; Results: unknown[]; Dividends: unknown[] }> }>(scoped('draw/resultReport', 'TT'), tokens.agent3);
    expect(report.body).toMatchObject({ DrawFrom: '2025-03-24', DrawTo: '2025-04-20' });
    expect(report.body.Items.map((item) => item.DrawDate)).toEqual(['2025-04-17', '2025-04-14', '2025-04-10', '2025-04-07', '2025-04-03', '2025-03-31', '2025-03-27', '2025-03-24']);
    expect(report.body.Items.every((item) => item.Results.length === 7 && item.Dividends.length === 4)).toBe(true);
    const range = await platform.get<{ Items: Array<{ DrawDate: string; Results: unknown[] }> }>(scoped('draw/resultReport', 'SG', 'DrawFrom=2025-04-16&DrawTo=2025-04-19'), tokens.admin);
    expect(range.body.Items.map((item) => [item.DrawDate, item.Results.length])).toEqual([
      ['2025-04-19', 23],
      ['2025-04-16', 23],
    ]);
    expect((await platform.get(scoped('draw/resultReport', 'SG', 'DrawFrom=2024-01-01&DrawTo=2025-04-19'), tokens.admin)).status).toBe(400);
  });
});
