// The two-instance test's run-once checks (tests/e2e/instances.spec.ts): background work that both
// platforms poll for runs once, read directly on the shared database. Each platform records itself on
// every job it claims (services/jobs/runner.ts: claims, claimed_by host and pid).
import { expect } from '@playwright/test';
import type pg from 'pg';
import { Browser, multipart, type GatewayHit } from './cluster-client';

export interface RunOnce {
  db: pg.Client;
  /** Each platform as claimed_by names it. */
  runners: readonly string[];
  host: string;
  appPorts: readonly [number, number];
  balancerPort: number;
  /** This run's tag, in keys and remarks. */
  run: string;
  admin: Browser;
  member1: Browser;
}

type ClaimRow = { id: number; status: string; claims: number; claimed_by: string };

export async function claimsOf(ctx: RunOnce, where: string, params: unknown[]): Promise<ClaimRow[]> {
  return (await ctx.db.query<ClaimRow>(`select id, status, claims, claimed_by from jobs where ${where} order by id`, params)).rows;
}

/** One job, DONE, claimed once by one of the two platforms; answers which (1 or 2). */
export function ranOnce(ctx: RunOnce, rows: Pick<ClaimRow, 'status' | 'claims' | 'claimed_by'>[], what: string): number {
  expect(rows.map(({ status, claims }) => ({ status, claims })), what).toEqual([{ status: 'DONE', claims: 1 }]);
  expect(ctx.runners, what).toContain(rows[0]?.claimed_by);
  return ctx.runners.indexOf(rows[0]?.claimed_by ?? '') + 1;
}

/** An upload started through both apps at once: one job claimed once, one bet per line; answers which platform ran it. */
export async function uploadRunsOnce(ctx: RunOnce, drawDate: string): Promise<number> {
  // (a) An upload started through BOTH apps at once, polled through the balancer: one job, claimed
  // once, and one bet per line of the file.
  const agent1 = new Browser(ctx.host, 'agent1');
  await agent1.signIn(ctx.appPorts[0], 'Agent1234');
  const lines = Array.from({ length: 12 }, (_, i) => `${String(2000 + i * 7).padStart(4, '0')} 1-`);
  const upload = await agent1.json<{ FileId: number }>(
    ctx.appPorts[0],
    'POST',
    '/api/v1/files/upload?LocId=SG',
    multipart({ UserId: 'member1', ARACode: 'INST', Remarks: `instances ${ctx.run}` }, 'instances.ara', [`ARA SG ${drawDate}`, ...lines, ''].join('\n')),
  );
  const processing = await Promise.all(ctx.appPorts.map((port) => agent1.json<{ JobId: number }>(port, 'POST', `/api/v1/files/processUpload/${upload.FileId}?LocId=SG`, {})));
  expect(processing[1]?.JobId).toBe(processing[0]?.JobId);
  await expect
    .poll(async () => (await agent1.json<{ Status: string }>(ctx.balancerPort, 'GET', `/api/v1/files/processUpload/${upload.FileId}/status?LocId=SG`)).Status, { timeout: 30_000, intervals: [250] })
    .toBe('DONE');
  const uploadedBy = ranOnce(ctx, await claimsOf(ctx, "kind = 'files.process' and subject_id = $1", [upload.FileId]), 'the upload job');
  const { rows: uploaded } = await ctx.db.query<{ tickets: number; bets: number }>(
    "select count(distinct t.id)::int as tickets, count(b.id)::int as bets from tickets t join bets b on b.ticket_id = t.id where t.idempotency_key like $1 and t.source = 'UPLOAD'",
    [`F${upload.FileId}.%`],
  );
  expect(uploaded).toEqual([{ tickets: 1, bets: lines.length }]);
  return uploadedBy;
}

/** A fixed-bet automatic run both platforms check at once: one row, one run claimed once, each fixed bet placed once; answers which platform ran it. */
export async function fixedRunRunsOnce(ctx: RunOnce): Promise<number> {
  // (b) Fixed bets: a draw no fixed bet had as its next one gets one by member1's new fixed bet on
  // its weekday; then both apps change its close time at once, so both platforms check for
  // automatic runs together (beside their minute checks). One fixed_auto_runs row, one run claimed
  // once, and each fixed bet on that draw placed once.
  const { rows: openDraws } = await ctx.db.query<{ id: number; draw_date: string; close_at: Date }>(
    "select id, to_char(draw_date, 'YYYY-MM-DD') as draw_date, close_at from draws where loc_id = 'SG' and status = 'OPEN' and close_at > now() order by close_at",
  );
  const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
  const firstOfWeekday = new Map<number, (typeof openDraws)[number]>();
  for (const draw of openDraws) if (!firstOfWeekday.has(weekday(draw.draw_date))) firstOfWeekday.set(weekday(draw.draw_date), draw);
  const { rows: ran } = await ctx.db.query<{ draw_id: number }>('select draw_id from fixed_auto_runs');
  // Open for a while yet: its close moves 2 minutes earlier and the run must place on it.
  const lasting = (draw: (typeof openDraws)[number]) => new Date(draw.close_at).getTime() > Date.now() + 10 * 60_000;
  const fixedDraw = [...firstOfWeekday.values()].find((draw) => lasting(draw) && !ran.some((row) => row.draw_id === draw.id));
  if (!fixedDraw) throw new Error(`every weekday's next SG draw had its automatic fixed run: ${JSON.stringify(openDraws)}`);
  await ctx.member1.json(ctx.appPorts[1], 'POST', '/api/v1/bet/fixed?LocId=SG', {
    IdempotencyKey: `instances-fixed-${ctx.run}`,
    Days: [weekday(fixedDraw.draw_date)],
    Bet: { Number: '4321', Big: '1', Kind: 'ORDINARY' },
  });
  const closeAt = new Date(fixedDraw.close_at).getTime();
  await Promise.all(
    ctx.appPorts.map((port, i) => ctx.admin.json(port, 'PUT', '/api/v1/draw?LocId=SG', { DrawId: fixedDraw.id, CloseDate: new Date(closeAt - (i + 1) * 60_000).toISOString() })),
  );
  await expect
    .poll(async () => (await claimsOf(ctx, "kind = 'fixed.process' and subject_id = $1", [fixedDraw.id])).map((row) => row.status).join(), { timeout: 30_000, intervals: [250] })
    .toBe('DONE');
  const fixedRun = await claimsOf(ctx, "kind = 'fixed.process' and subject_id = $1", [fixedDraw.id]);
  const fixedBy = ranOnce(ctx, fixedRun, 'the automatic fixed run');
  const { rows: autoRuns } = await ctx.db.query<{ job_id: number }>('select job_id from fixed_auto_runs where draw_id = $1', [fixedDraw.id]);
  expect(autoRuns).toEqual([{ job_id: fixedRun[0]?.id }]);
  const { rows: fixedResult } = await ctx.db.query<{ result: { Placed: number; AlreadyPlaced: number } }>('select result from jobs where id = $1', [fixedRun[0]?.id]);
  // One member's group placed (member1's, the demo's only one), none found already placed.
  expect(fixedResult[0]?.result).toMatchObject({ Placed: 1, AlreadyPlaced: 0 });
  // Every live SG fixed bet of that weekday placed on the draw, each on a ticket of its own run;
  // no FIXED ticket on the draw that no fixed bet's run points at.
  const { rows: fixedRows } = await ctx.db.query<{ id: number; status: string | null; ticket_id: number | null }>(
    "select f.id, r.status, r.ticket_id from fixed_bets f left join fixed_bet_runs r on r.fixed_bet_id = f.id and r.draw_id = $1 where f.loc_id = 'SG' and f.deleted_at is null and f.days & (1 << $2::int) <> 0 order by f.id",
    [fixedDraw.id, weekday(fixedDraw.draw_date)],
  );
  expect(fixedRows.length).toBeGreaterThanOrEqual(2);
  for (const row of fixedRows) expect(row.status, `fixed bet ${row.id}`).toBe('PLACED');
  const { rows: fixedTickets } = await ctx.db.query<{ id: number }>("select id from tickets where draw_id = $1 and source = 'FIXED' order by id", [fixedDraw.id]);
  expect(fixedTickets.map((row) => row.id)).toEqual([...new Set(fixedRows.map((row) => row.ticket_id))].sort((a, b) => (a ?? 0) - (b ?? 0)));
  // The demo's only fixed bets are member1's: the ticket its new fixed bet was placed on at once, and the run's.
  expect(fixedTickets).toHaveLength(2);
  return fixedBy;
}

/** The outbox: result notices sent by both platforms' senders reach the gateway once each. */
export async function outboxSendsOnce(ctx: RunOnce, settledDrawId: number, gateway: { url: string; hits: GatewayHit[] }): Promise<void> {
  // (c) The outbox: result notices queued through app 1 while no gateway is set wait QUEUED, both
  // platforms' senders looking at them every 2 s; the gateway, saved through app 2, points at a
  // local Twilio-style server that takes 300 ms a message. Each message reaches it once: every sid
  // it gave is recorded on exactly one message, and it was given no message twice.
  const phones: Record<string, string> = { member1: '6593330001', member2: '6593330002', agent2: '6593330003', agent3: '6593330004' };
  for (const [userId, mobile] of Object.entries(phones)) await ctx.db.query('update users set mobile = $1 where user_id = $2', [mobile, userId]);
  await ctx.admin.json(ctx.appPorts[1], 'POST', '/api/v1/insertMultiSMSSubscribe?LocId=SG', { Kind: 'RESULT', UserIds: Object.keys(phones) });
  const queued = await ctx.admin.json<{ Queued: number; Messages: { Id: number; Status: string }[] }>(ctx.appPorts[0], 'POST', '/api/v1/sendSmsResult?LocId=SG', { DrawId: settledDrawId, Resend: true });
  expect(queued.Queued).toBe(Object.keys(phones).length);
  await ctx.admin.json(ctx.appPorts[1], 'PUT', '/api/v1/updateSMSGateway?LocId=SG', {
    Id: 'SG', SMSNumber: '6580001234', SMSHelpdesk: '', TelegramBot: '', OpenTime: '', CloseTime: '', OpenDay: '',
    SMSProvider: 'twilio', SMSBaseUrl: gateway.url, SMSAccount: 'AC-instances', SMSSender: '6580001234', SMSToken: 'sms-token-instances',
    BotMode: 'webhook', BotApiRoot: '', BotToken: '', BotWebhookSecret: '',
  });
  const ids = queued.Messages.map((message) => message.Id);
  const outbox = async () =>
    (await ctx.db.query<{ id: number; status: string; attempts: number; provider_id: string | null }>("select id, status, attempts, provider_id from messages where direction = 'OUT' and channel = 'sms' order by id")).rows;
  await expect.poll(async () => (await outbox()).filter((row) => ids.includes(row.id) && row.status === 'SENT').length, { timeout: 30_000, intervals: [250] }).toBe(ids.length);
  const sent = (await outbox()).filter((row) => row.status === 'SENT');
  expect(sent.filter((row) => ids.includes(row.id)).map((row) => row.attempts)).toEqual(ids.map(() => 1));
  expect(sent.map((row) => row.provider_id).sort()).toEqual(gateway.hits.map((hit) => hit.sid).sort());
  const given = gateway.hits.map((hit) => `${hit.to} ${hit.body}`);
  expect(new Set(given).size).toBe(given.length);
  expect(gateway.hits.map((hit) => hit.to).sort()).toEqual(Object.values(phones).map((phone) => `+${phone}`).sort());
}
