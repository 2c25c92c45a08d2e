// Fixed Setting and Fixed Process over HTTP on both drivers: GET selectFixedSetting / PUT
// updateFixedSetting (defaults, saved, audited, field errors), GET selectProcessJob / POST
// updateProcessJob (a run places member1's fixed bets on the draw, lists member2 out of credit and a
// closed draw as failures, never places twice), the gate (clerk without FixedSetting, agents, members:
// refused before the body is read), the automatic runs (Auto, LeadHours, one per draw), and on
// PostgreSQL two runs at once placing each fixed bet once.
import { and, eq } from 'drizzle-orm';
import { audits, draws, tickets } from '@/platform/db/schema';
import { runAutomaticFixedProcess } from '@/platform/services/fixed-bets/auto';
import { companyAdmin, createRun } from '@/platform/services/fixed-bets/process';
import { jobEnd, startJob } from '@/platform/services/jobs/runner';
import { scoped, useActorTokens } from './support/actors';
import { newKey } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Setting { LocId: string; Auto: boolean; LeadHours: number | null; Days: number[]; DrawDays: number[]; UpdatedDate: string | null; UpdatedBy: string | null }
interface Failure { UserId: string; Reason: string; FixedBetIds: number[] }
interface Run { JobId: number; DrawId: number; DrawDate: string; Trigger: string; Status: string; Progress: number; Placed: number; AlreadyPlaced: number; Failures: Failure[] }
interface JobPage { Runs: Run[]; Draws: { DrawId: number; DrawDate: string; Open: boolean }[] }

/** Sun 2025-04-20 18:00 GMT+8 plus a minute: Sunday's draw has closed, Wednesday's is next. */
const AFTER_SUNDAY_CLOSE = new Date('2025-04-20T10:01:00Z');

async function drawId(platform: Platform, date: string): Promise<number> {
  const [row] = await platform.db.select({ id: draws.id }).from(draws).where(and(eq(draws.locId, 'SG'), eq(draws.drawDate, date)));
  if (!row) throw new Error(`no SG draw on ${date}`);
  return row.id;
}

const fixedTicketsOf = (platform: Platform, userId: string, id: number) =>
  platform.db.select().from(tickets).where(and(eq(tickets.userId, userId), eq(tickets.drawId, id), eq(tickets.source, 'FIXED')));

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const setting = (token = tokens.admin) => platform.get<Setting>(scoped('selectFixedSetting'), token);
  const save = (body: unknown, token = tokens.admin) => sendJson<Setting & { field?: string }>(platform, 'PUT', scoped('updateFixedSetting'), body, token);
  const start = (body: unknown, token = tokens.admin) => sendJson<{ Run: Run; Started: boolean }>(platform, 'POST', scoped('updateProcessJob'), body, token);
  const page = (query = '', token = tokens.admin) => platform.get<JobPage>(scoped('selectProcessJob', 'SG', query), token);
  /** Starts a run and answers it once finished. */
  async function run(id: number): Promise<Run> {
    const started = await start({ DrawId: id });
    expect(started.status).toBe(201);
    await jobEnd(platform.db, started.body.Run.JobId);
    const done = await page(`JobId=${started.body.Run.JobId}`);
    expect(done.body.Runs).toHaveLength(1);
    return done.body.Runs[0] as Run;
  }

  test.each(['clerk', 'agent1', 'member1'] as const)('%s (no FixedSetting) gets the unknown route\'s 404 from every call, before its body is read', async (actor) => {
    const refused = { status: 404, body: { message: 'Not found.' } };
    expect(await setting(tokens[actor])).toMatchObject(refused);
    expect(await save({}, tokens[actor])).toMatchObject(refused);
    expect(await page('', tokens[actor])).toMatchObject(refused);
    expect(await start({}, tokens[actor])).toMatchObject(refused);
  });

  test('the setting: defaults, saved and audited, field errors keep the saved one', async () => {
    expect((await setting()).body).toEqual({ LocId: 'SG', Auto: true, LeadHours: null, Days: [0, 3, 6], DrawDays: [0, 3, 6], UpdatedDate: null, UpdatedBy: null });
    expect(await save({ Auto: true, LeadHours: 200, Days: [0] })).toMatchObject({ status: 400, body: { field: 'LeadHours' } });
    expect(await save({ Auto: true, LeadHours: 2, Days: [1] })).toMatchObject({ status: 400, body: { field: 'Days' } });
    expect(await save({ Auto: true, LeadHours: 2, Days: [] })).toMatchObject({ status: 400, body: { field: 'Days' } });
    const saved = await save({ Auto: false, LeadHours: 12, Days: [6, 3] });
    expect(saved).toMatchObject({ status: 200, body: { Auto: false, LeadHours: 12, Days: [3, 6], UpdatedBy: 'admin' } });
    expect((await setting()).body).toMatchObject({ Auto: false, LeadHours: 12, Days: [3, 6] });
    const audit = await platform.db.select().from(audits).where(eq(audits.entity, 'fixedSetting'));
    expect(audit.at(-1)).toMatchObject({ actorId: 'admin', action: 'UPDATE' });
    expect((await save({ Auto: true, LeadHours: null, Days: [0, 3, 6] })).status).toBe(200);
  });

  test('a run places member1 on the draw, lists member2 out of credit and a closed draw, and never places twice', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const wednesday = await drawId(platform, '2025-04-23');
    const sunday = await drawId(platform, '2025-04-20');
    // member2 (credit 1000.00) with a fixed bet costing 1500.00 a draw.
    const member2 = await platform.signIn('member2', 'Member1234');
    const created = await sendJson(platform, 'POST', scoped('bet/fixed'), { IdempotencyKey: newKey(), Bet: { Number: '12R4', Big: '150', Kind: 'ROLL' } }, member2);
    expect(created.status).toBe(201);
    const listed = await page();
    expect(listed.body.Draws).toEqual(expect.arrayContaining([expect.objectContaining({ DrawId: wednesday, Open: true }), expect.objectContaining({ DrawId: sunday, Open: false })]));
    const first = await run(wednesday);
    expect(first).toMatchObject({ DrawDate: '2025-04-23', Trigger: 'MANUAL', Status: 'DONE', Progress: 100, Placed: 1 });
    expect(first.Failures).toEqual([expect.objectContaining({ UserId: 'member2', Reason: expect.stringMatching(/^Not enough credit/) })]);
    expect(await fixedTicketsOf(platform, 'member1', wednesday)).toHaveLength(1);
    // Again: nothing placed twice, the refusal listed again.
    const second = await run(wednesday);
    expect(second).toMatchObject({ Status: 'DONE', Placed: 0, AlreadyPlaced: 1 });
    expect(second.Failures.map((failure) => failure.UserId)).toEqual(['member2']);
    expect(await fixedTicketsOf(platform, 'member1', wednesday)).toHaveLength(1);
    // A closed draw: every member's fixed bets are refused for the close.
    const closed = await run(sunday);
    expect(closed).toMatchObject({ Status: 'DONE', Placed: 0 });
    expect(closed.Failures).toEqual(expect.arrayContaining([expect.objectContaining({ UserId: 'member2', Reason: expect.stringMatching(/closed/) })]));
    expect((await page()).body.Runs.slice(0, 3).map((one) => one.JobId)).toEqual([closed.JobId, second.JobId, first.JobId]);
    expect(await start({ DrawId: 999_999 })).toMatchObject({ status: 404 });
    expect(await start({ DrawId: await drawId(platform, '2025-04-20') }, tokens.admin)).toMatchObject({ status: 201 });
    expect(await platform.get(scoped('selectProcessJob', 'SG', 'JobId=999999'), tokens.admin)).toMatchObject({ status: 404 });
  });

  concurrencyTest(driver)('two runs at once place each fixed bet once', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const saturday = await drawId(platform, '2025-04-26');
    const [draw] = await platform.db.select().from(draws).where(eq(draws.id, saturday));
    const owner = await companyAdmin(platform.db);
    if (!draw || !owner) throw new Error('no draw or company');
    const jobs = await Promise.all([0, 1].map(() => platform.db.transaction((tx) => createRun(tx, owner, draw, 'MANUAL'))));
    const runner = { now: () => AFTER_SUNDAY_CLOSE, logError: (line: string) => { throw new Error(line); } };
    await Promise.all(jobs.map((job) => startJob(platform.db, job.id, runner)));
    await Promise.all(jobs.map((job) => jobEnd(platform.db, job.id)));
    expect(await fixedTicketsOf(platform, 'member1', saturday)).toHaveLength(1);
    const runs = (await page()).body.Runs.filter((one) => jobs.some((job) => job.id === one.JobId));
    expect(runs.map((one) => one.Placed).sort()).toEqual([0, 1]);
  });

  test('automatic runs follow the setting, once per draw', async () => {
    platform.setNow(AFTER_SUNDAY_CLOSE);
    expect((await save({ Auto: false, LeadHours: null, Days: [0, 3, 6] })).status).toBe(200);
    expect(await runAutomaticFixedProcess(platform.db, AFTER_SUNDAY_CLOSE, { locId: 'SG' })).toEqual([]);
    expect((await save({ Auto: true, LeadHours: 1, Days: [0, 3, 6] })).status).toBe(200);
    expect(await runAutomaticFixedProcess(platform.db, AFTER_SUNDAY_CLOSE, { locId: 'SG' })).toEqual([]);
    expect((await save({ Auto: true, LeadHours: null, Days: [0, 3, 6] })).status).toBe(200);
    const made = await runAutomaticFixedProcess(platform.db, AFTER_SUNDAY_CLOSE, { locId: 'SG' });
    expect(made.length).toBeGreaterThan(0);
    expect(await runAutomaticFixedProcess(platform.db, AFTER_SUNDAY_CLOSE, { locId: 'SG' })).toEqual([]);
    const auto = (await page()).body.Runs.filter((one) => one.Trigger === 'AUTO');
    expect(auto.map((one) => one.Status)).toEqual(made.map(() => 'DONE'));
    expect(await fixedTicketsOf(platform, 'member1', await drawId(platform, '2025-04-23'))).toHaveLength(1);
  });
});
