// Who may use the share-claim calls (PGlite only: a matrix of refusals, the rules are the driver's
// neither way). Members get the access table's 403 from every call, and the clerk (a sub-admin without
// EnableCreateDownline) 404, before anything is read; the clerk with that right acts for the company. agent3 never reaches
// agent2's claims (404, even with the right to write); agent2 sees the claim on itself but may not
// change or collect it (403); agent1 may not change admin's claim on agent1 (403).
import { and, eq, sql } from 'drizzle-orm';
import { audits, payments, shareClaimBacks, shareClaims, users } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';
import { rigWinningDraw, type RiggedDraw } from './share-claims-fixture';

interface Claim {
  ClaimId: number;
  UserId: string;
  ClaimedBy: string;
  CreatedBy: string;
  Editable: boolean;
}

const READS = ['reportDownLine', 'shareClaim', 'selectReportShareClaim', 'selectReportShareClaimBack'] as const;

describe.each(platformDrivers().filter((driver) => driver.name === 'pglite'))('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let draw: RiggedDraw = { id: 0, drawDate: '' };
  let agent2Claim = 0;
  let agent1Claim = 0;
  let agent2Back = 0;

  const send = <T>(actor: Actor, method: string, resource: string, body: unknown) => sendJson<T>(platform, method, scoped(resource), body, tokens[actor]);
  const get = <T>(actor: Actor, resource: string, query = '') => platform.get<T>(scoped(resource, 'SG', query), tokens[actor]);
  const remove = (actor: Actor, resource: string) => platform.request(scoped(resource), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
  const setFlag = (userId: string, on: boolean) => platform.db.update(users).set({ enableCreateDownline: on }).where(eq(users.userId, userId));
  const count = async () => {
    const [claims, backs, paid, audited] = await Promise.all(
      [shareClaims, shareClaimBacks, payments, audits].map(async (table) => (await platform.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n),
    );
    return { claims, backs, paid, audited };
  };
  /** Every call of the catalogue with a body that would pass, aimed at agent2's claim, one after the other. */
  const everyCall = async (actor: Actor, from = 0) => {
    const calls = [
      ...READS.map((resource) => () => get(actor, resource, `DrawId=${draw.id}`)),
      () => send(actor, 'POST', 'shareClaimBackSelect', { DrawId: draw.id }),
      () => send(actor, 'PUT', 'generateReportPlaceOutShareMix', { DrawId: draw.id }),
      () => send(actor, 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '1.00' }),
      () => send(actor, 'PUT', 'updateReportShare', { ClaimId: agent2Claim, Amount: '1.00' }),
      () => remove(actor, `shareClaim/${agent2Claim}`),
      () => send(actor, 'PUT', 'generateShareClaimReport', { DrawId: draw.id }),
      () => send(actor, 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent2Claim, Amount: '1.00' }] }),
      () => send(actor, 'PUT', 'shareClaimBack', { ClaimBackId: agent2Back, Amount: '1.00' }),
      () => remove(actor, `shareClaimBack/${agent2Back}`),
      () => send(actor, 'PUT', 'shareClaimBackImport', { Text: `agent2,${draw.drawDate},1.00` }),
    ];
    const answers = [];
    for (const call of calls.slice(from)) answers.push(await call());
    return answers;
  };

  beforeAll(async () => {
    draw = await rigWinningDraw(platform.db);
  });

  test('the clerk acts for the company only with the payments’ right (EnableCreateDownline)', async () => {
    const before = await count();
    for (const answer of await everyCall('clerk')) expect(answer.status).toBe(404);
    expect(await count()).toEqual(before);

    await setFlag('clerk', true);
    try {
      const made = await send<{ Created: number; Items: Claim[] }>('clerk', 'PUT', 'generateShareClaimReport', { DrawId: draw.id });
      expect(made.body.Created).toBe(2);
      expect(made.body.Items.map((claim) => `${claim.UserId}:${claim.ClaimedBy}:${claim.CreatedBy}:${claim.Editable}`)).toEqual(['agent1:admin:clerk:true', 'agent3:admin:clerk:true']);
      agent1Claim = made.body.Items[0]?.ClaimId ?? 0;
    } finally {
      await setFlag('clerk', false);
    }
    expect((await send<{ Unchanged: number }>('admin', 'PUT', 'generateShareClaimReport', { DrawId: draw.id })).body.Unchanged).toBe(2);
    const [audit] = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaim'), eq(audits.entityId, String(agent1Claim))));
    expect(audit).toMatchObject({ actorId: 'clerk', action: 'CREATE', targetUserId: 'agent1' });

    const mine = await send<{ Items: Claim[] }>('agent1', 'PUT', 'generateShareClaimReport', { DrawId: draw.id });
    agent2Claim = mine.body.Items[0]?.ClaimId ?? 0;
    const back = await send<{ Items: { ClaimBackId: number }[] }>('agent1', 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent2Claim, Amount: '2.00' }] });
    agent2Back = back.body.Items[0]?.ClaimBackId ?? 0;
    expect(agent2Claim * agent2Back).toBeGreaterThan(0);
  });

  test('member1 gets 403 from every call, even with a malformed body, and nothing changes', async () => {
    const before = await count();
    for (const answer of await everyCall('member1')) expect(answer.status).toBe(403);
    expect((await send('member1', 'POST', 'shareClaimBack', { Items: 'nonsense' })).status).toBe(403);
    expect((await get('member1', 'shareClaim', 'DrawFrom=garbage')).status).toBe(403);
    expect(await count()).toEqual(before);
  });

  test('agent3 never reaches agent2’s claims: 404 for every id and UserId of that branch, even with the right to write', async () => {
    const before = await count();
    const own = await get<{ Items: Claim[] }>('agent3', 'shareClaim', `DrawId=${draw.id}`);
    expect(own.body.Items.map((claim) => `${claim.UserId}:${claim.Editable}`)).toEqual(['agent3:false']);
    for (const resource of READS) expect([resource, (await get('agent3', resource, 'UserId=agent2')).status]).toEqual([resource, 404]);
    expect((await send('agent3', 'POST', 'shareClaimBackSelect', { UserId: 'agent2' })).status).toBe(404);
    expect((await send('agent3', 'PUT', 'generateReportPlaceOutShareMix', { DrawId: draw.id, UserId: 'agent2' })).status).toBe(404);
    // Without EnableCreateDownline agent3 writes nothing at all; with it, agent2's branch stays out of reach.
    expect((await send('agent3', 'PUT', 'generateShareClaimReport', { DrawId: draw.id })).status).toBe(404);
    await setFlag('agent3', true);
    try {
      const answers = await everyCall('agent3', READS.length + 2);
      expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 200, 404, 404, 404, 422]);
      expect((answers[3]?.body as { Created: number }).Created).toBe(0);
      expect((answers[7]?.body as { Problems: { Message: string }[] }).Problems[0]?.Message).toBe('User not found.');
    } finally {
      await setFlag('agent3', false);
    }
    expect(await count()).toEqual(before);
  });

  test('agent2 sees the claim on itself but may not change or collect it; agent1 may not change admin’s claim on agent1', async () => {
    const before = await count();
    const seen = await get<{ Items: Claim[] }>('agent2', 'shareClaim', `DrawId=${draw.id}`);
    expect(seen.body.Items.map((claim) => `${claim.ClaimId}:${claim.Editable}`)).toEqual([`${agent2Claim}:false`]);
    expect((await send<{ Items: Claim[] }>('agent2', 'POST', 'shareClaimBackSelect', {})).body.Items).toEqual([]);
    expect((await send('agent2', 'PUT', 'updateReportShare', { ClaimId: agent2Claim, Amount: '1.00' })).status).toBe(403);
    expect((await remove('agent2', `shareClaim/${agent2Claim}`)).status).toBe(403);
    expect((await send('agent2', 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent2Claim, Amount: '1.00' }] })).status).toBe(403);
    expect((await remove('agent2', `shareClaimBack/${agent2Back}`)).status).toBe(403);
    expect((await send('agent2', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '1.00' })).status).toBe(403);
    expect((await send('agent1', 'PUT', 'updateReportShare', { ClaimId: agent1Claim, Amount: '1.00' })).status).toBe(403);
    expect((await send('agent1', 'POST', 'shareClaimBack', { Items: [{ ClaimId: agent1Claim, Amount: '1.00' }] })).status).toBe(403);
    expect(await count()).toEqual(before);
  });

  test('a batch is refused whole when any of its claims is unseen (404) or not the caller’s (403); an import line is refused by the remark rule', async () => {
    const before = await count();
    const batch = (claimIds: number[]) => send('agent1', 'POST', 'shareClaimBack', { Items: claimIds.map((ClaimId) => ({ ClaimId, Amount: '0.01' })) });
    expect((await batch([agent2Claim, agent1Claim])).status).toBe(403);
    expect((await batch([agent2Claim, 2_000_000_000])).status).toBe(404);
    const tabbed = await send<{ Problems: { Line: number; Message: string }[] }>('agent1', 'PUT', 'shareClaimBackImport', { Text: `agent2,${draw.drawDate},0.01,a\tb` });
    expect(tabbed.status).toBe(422);
    expect(tabbed.body.Problems).toEqual([{ Line: 1, Text: `agent2,${draw.drawDate},0.01,a\tb`, Message: 'Remark contains characters that are not allowed.' }]);
    expect(await count()).toEqual(before);
  });
});
