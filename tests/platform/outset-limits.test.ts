// Out Setting 1 and 2, Bets In / Bets Out (docs/decisions/outset.md): the jobs POST outsettingProcess1 and 2
// (polled with GET outsettingProcess/{id}/status: progress to 100, each refused line named), GET
// outSetting2, outSetting2Full, outSetting2Exceed and betsIn. OutSet is admin-only (403 for the clerk,
// agents and members); a UserId out of reach is a 404; every change is audited.
import { and, eq } from 'drizzle-orm';
import { audits } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Status {
  JobId: number;
  Kind: string;
  Status: string;
  Progress: number;
  Processed: number;
  Total: number;
  Applied: number;
  Failures: { Line: number; Text: string; Reason: string }[];
  Error: string | null;
}
interface Share {
  UserId: string;
  Big: string;
  Small: string;
  Unit: string;
}
interface BetsIn {
  UserId: string;
  Rows: { Number: string; BigIn: string; BigIntake: string; BigOut: string; From: Share[]; Holders: Share[] }[];
}
interface Full {
  UserId: string;
  Rows: { Number: string; Kind: string; In: string; Limit: string; Over: string }[];
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let drawId = 0;

  const start = (call: string, body: unknown, token = tokens.admin) => sendJson<{ JobId: number; message?: string; field?: string }>(platform, 'POST', scoped(call), body, token);
  const status = (id: number | string, token = tokens.admin) => platform.get<Status>(scoped(`outsettingProcess/${id}/status`), token);
  async function finished(id: number): Promise<Status> {
    for (let tries = 0; tries < 200; tries += 1) {
      const answer = await status(id);
      expect(answer.status).toBe(200);
      if (answer.body.Status === 'DONE' || answer.body.Status === 'FAILED') return answer.body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the job did not end');
  }
  const view = <T>(call: string, query: string, token = tokens.admin) => platform.get<T>(scoped(call, 'SG', `DrawId=${drawId}${query ? `&${query}` : ''}`), token);

  beforeAll(async () => {
    const draw = await openDraw(platform, tokens.agent2);
    drawId = draw.DrawId;
    const placed = await placeTicket(platform, tokens.agent2, {
      UserId: 'member1',
      DrawId: drawId,
      IdempotencyKey: newKey(),
      Bets: [
        { Number: '1234', Big: '30', Kind: 'ORDINARY' },
        { Number: '5678', Big: '30', Kind: 'ORDINARY' },
      ],
    });
    expect(placed.status).toBe(201);
  });

  test("process 2 sets agent1's own limit on 1234, names each bad line, and the climb uses it", async () => {
    const started = await start('outsettingProcess2', { UserId: 'agent1', Rule: '1234\n\n12x4\n5000-4000\n', Big: '2' });
    expect(started.status).toBe(202);
    const done = await finished(started.body.JobId);
    expect(done).toMatchObject({ Kind: 'PROCESS2', Status: 'DONE', Progress: 100, Processed: 1, Total: 1, Applied: 1, Error: null });
    expect(done.Failures).toEqual([
      { Line: 3, Text: '12x4', Reason: expect.stringContaining('Not a 4D number') },
      { Line: 4, Text: '5000-4000', Reason: 'The range runs backwards.' },
    ]);
    const rows = await platform.get<unknown[]>(scoped('outSetting2', 'SG', 'UserId=agent1'), tokens.admin);
    expect(rows.body).toEqual([expect.objectContaining({ UserId: 'agent1', Number: '1234', Big: '2.00', Small: null, UpdatedBy: 'admin' })]);
    const audit = await platform.db.select().from(audits).where(and(eq(audits.entity, 'outsetNumberLimit'), eq(audits.targetUserId, 'agent1')));
    expect(audit).toHaveLength(1);

    // agent2 keeps 5 of each number; agent1 keeps 2 of 1234 (its own row) and 20 of 5678 (its default).
    const out = await view<BetsIn>('betsIn', 'Choice=2&UserId=agent1');
    expect(out.status).toBe(200);
    expect(out.body.Rows).toEqual([
      expect.objectContaining({ Number: '1234', BigIn: '25.00', BigIntake: '2.00', BigOut: '23.00', Holders: [{ UserId: 'admin', Big: '23.00', Small: '0.00', Unit: '0.00' }] }),
      expect.objectContaining({ Number: '5678', BigIn: '25.00', BigIntake: '20.00', BigOut: '5.00' }),
    ]);
    const agent2Out = await view<BetsIn>('betsIn', 'Choice=2&UserId=agent2');
    expect(agent2Out.body.Rows[0]?.Holders).toEqual([
      { UserId: 'agent1', Big: '2.00', Small: '0.00', Unit: '0.00' },
      { UserId: 'admin', Big: '23.00', Small: '0.00', Unit: '0.00' },
    ]);
    const arriving = await view<BetsIn>('betsIn', 'Choice=1');
    expect(arriving.body.UserId).toBe('admin');
    expect(arriving.body.Rows.find((row) => row.Number === '1234')).toMatchObject({ BigIn: '23.00', BigIntake: '23.00', From: [{ UserId: 'agent1', Big: '23.00' }] });

    const full = await view<Full>('outSetting2Full', 'UserId=agent1');
    expect(full.body.Rows).toEqual([
      { Number: '1234', Kind: 'Big', In: '25.00', Limit: '2.00', Over: '23.00' },
      { Number: '5678', Kind: 'Big', In: '25.00', Limit: '20.00', Over: '5.00' },
    ]);
    expect((await view<Full>('outSetting2Exceed', 'UserId=agent1')).body.Rows.map((row) => row.Number)).toEqual(['1234', '5678']);
    expect((await view<Full>('outSetting2Full', '')).body).toMatchObject({ UserId: 'admin', Rows: [] });

    const removed = await start('outsettingProcess2', { UserId: 'agent1', Rule: '12**', Remove: true });
    expect(await finished(removed.body.JobId)).toMatchObject({ Status: 'DONE', Progress: 100, Total: 100, Applied: 1, Failures: [] });
    expect((await platform.get<unknown[]>(scoped('outSetting2', 'SG', 'UserId=agent1'), tokens.admin)).body).toEqual([]);
  });

  test('process 1 sets a default on every agent of the subtree, each change audited', async () => {
    const started = await start('outsettingProcess1', { UserId: 'agent1', Big: '7' });
    expect(started.status).toBe(202);
    expect(await finished(started.body.JobId)).toMatchObject({ Kind: 'PROCESS1', Status: 'DONE', Progress: 100, Total: 2, Applied: 2, Failures: [] });
    const intake = await platform.get<{ Big: string; Small: string }>(scoped('priorityInTakes', 'SG', 'UserId=agent2'), tokens.admin);
    expect(intake.body).toMatchObject({ Big: '7.00', Small: '3.00' });
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'intake'), eq(audits.actorId, 'admin')));
    expect(rows.map((row) => row.targetUserId).sort()).toEqual(['agent1', 'agent2']);
    // Again: nothing changes, nothing more is audited.
    const again = await start('outsettingProcess1', { UserId: 'agent1', Big: '7' });
    expect(await finished(again.body.JobId)).toMatchObject({ Applied: 0, Progress: 100 });
  });

  test('bad input: 400 naming the field; unknown users and jobs 404; hostile rules are bounded', async () => {
    expect(await start('outsettingProcess2', { UserId: 'member1', Rule: '1234', Big: '1' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await start('outsettingProcess2', { UserId: 'agent1', Rule: '1234' })).toMatchObject({ status: 400, body: { field: 'Big' } });
    expect(await start('outsettingProcess2', { UserId: 'agent1', Rule: '1234', Big: '-1' })).toMatchObject({ status: 400, body: { field: 'Big' } });
    expect(await start('outsettingProcess2', { UserId: 'agent1', Rule: '12\u0000', Big: '1' })).toMatchObject({ status: 400, body: { field: 'Rule' } });
    expect(await start('outsettingProcess1', { UserId: 'member1', Big: '1' })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect((await start('outsettingProcess1', { UserId: 'nobody', Big: '1' })).status).toBe(404);
    expect((await platform.get(scoped('outSetting2', 'SG', 'UserId=nobody'), tokens.admin)).status).toBe(404);
    expect((await view('betsIn', 'UserId=nobody')).status).toBe(404);
    expect(await sendJson(platform, 'POST', scoped('outsettingProcess2', 'TT'), { UserId: 'agent1', Rule: '1234', Unit: '1' }, tokens.admin)).toMatchObject({ status: 400, body: { field: 'LocId' } });
    expect((await status(999999)).status).toBe(404);
    expect((await status('abc')).status).toBe(400);
    expect((await start('outsettingProcess2', { UserId: 'agent1', Rule: '1234\n'.repeat(8000), Big: '1' })).status).toBe(413);
    // 502 lines (the same 100 numbers): the lines past 500 are named, the rest applied once.
    const many = await start('outsettingProcess2', { UserId: 'agent3', Rule: Array.from({ length: 502 }, () => '12**').join('\n'), Big: '1' });
    const done = await finished(many.body.JobId);
    expect(done).toMatchObject({ Status: 'DONE', Progress: 100, Total: 100, Applied: 100 });
    expect(done.Failures).toEqual([501, 502].map((Line) => ({ Line, Text: '12**', Reason: 'A rule may have at most 500 lines.' })));
  });

  test.each(['clerk', 'agent1', 'member1'] as const)('%s gets 403 from every Out Setting call', async (actor) => {
    const token = tokens[actor];
    expect((await start('outsettingProcess1', { UserId: 'agent1', Big: '1' }, token)).status).toBe(403);
    expect((await start('outsettingProcess2', { UserId: 'agent1', Rule: '1234', Big: '1' }, token)).status).toBe(403);
    expect((await status(1, token)).status).toBe(403);
    expect((await platform.get(scoped('outSetting2', 'SG', 'UserId=agent1'), token)).status).toBe(403);
    for (const call of ['outSetting2Full', 'outSetting2Exceed']) expect((await view(call, '', token)).status).toBe(403);
    // Bets In and Out are any admin's (the spec names OutSet for the Out Settings only).
    expect((await view('betsIn', '', token)).status).toBe(actor === 'clerk' ? 200 : 403);
  });
});
