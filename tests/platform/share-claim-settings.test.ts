// Share Claim Setting (GET, POST shareClaimSetting; docs/decisions/sub-shares.md): admins with the
// payments' right (other roles: the access table's 403; the clerk: 404, as every share-claim change);
// an agent's setting governs the claims it makes: switched off (403), from a draw date (400 naming
// DrawId), capped (generation caps the amount; a hand-made or changed claim above it is 400 naming Amount).
import { and, eq } from 'drizzle-orm';
import { audits } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';
import { rigWinningDraw, type Claim, type Generation, type RiggedDraw } from './share-claims-fixture';

interface Setting {
  UserId: string;
  ParentId: string;
  MayClaim: boolean;
  FromDate: string | null;
  MaxAmount: string | null;
  Custom: boolean;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let draw: RiggedDraw = { id: 0, drawDate: '' };

  beforeAll(async () => {
    draw = await rigWinningDraw(platform.db);
  });

  const send = <T>(actor: Actor, method: string, resource: string, body: unknown) => sendJson<T>(platform, method, scoped(resource), body, tokens[actor]);
  const list = (actor: Actor = 'admin') => platform.get<{ Items: Setting[] }>(scoped('shareClaimSetting'), tokens[actor]);
  const save = (body: unknown, actor: Actor = 'admin') => send<Setting>(actor, 'POST', 'shareClaimSetting', body);
  const generate = (actor: Actor) => send<Generation>(actor, 'PUT', 'generateShareClaimReport', { DrawId: draw.id });

  test.each(['agent1', 'agent3', 'member1'] as const)('%s gets 403 from the setting calls, before the body is read', async (actor: Actor) => {
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    expect(await list(actor)).toMatchObject(refused);
    expect(await save({}, actor)).toMatchObject(refused);
  });

  test('the clerk (no payments’ right) gets 404 from both', async () => {
    expect(await list('clerk')).toMatchObject({ status: 404 });
    expect(await save({ UserId: 'agent1', MayClaim: false }, 'clerk')).toMatchObject({ status: 404 });
  });

  test('every agent of the location with the defaults; refusals of a save', async () => {
    const answer = await list();
    expect(answer.status).toBe(200);
    expect(answer.body.Items.map((item) => item.UserId)).toEqual(expect.arrayContaining(['agent1', 'agent2', 'agent3']));
    expect(answer.body.Items.find((item) => item.UserId === 'agent2')).toEqual(
      expect.objectContaining({ ParentId: 'agent1', MayClaim: true, FromDate: null, MaxAmount: null, Custom: false }),
    );
    expect(await save({ UserId: 'member1', MayClaim: true })).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await save({ UserId: 'nobody', MayClaim: true })).toMatchObject({ status: 404 });
    expect(await save({ UserId: 'agent1', MayClaim: 'yes' })).toMatchObject({ status: 400, body: { field: 'MayClaim' } });
    expect(await save({ UserId: 'agent1', MayClaim: true, FromDate: '20/04/2025' })).toMatchObject({ status: 400, body: { field: 'FromDate' } });
    expect(await save({ UserId: 'agent1', MayClaim: true, MaxAmount: '0' })).toMatchObject({ status: 400, body: { field: 'MaxAmount' } });
  });

  test('switched off, then from a later date: agent1’s claims are refused; saves are audited', async () => {
    expect(await save({ UserId: 'agent1', MayClaim: false })).toMatchObject({ status: 200, body: { UserId: 'agent1', MayClaim: false, Custom: true } });
    expect(await generate('agent1')).toMatchObject({ status: 403 });
    expect(await send('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '5.00' })).toMatchObject({ status: 403 });
    expect(await save({ UserId: 'agent1', MayClaim: true, FromDate: '2099-01-01' })).toMatchObject({ status: 200, body: { FromDate: '2099-01-01' } });
    expect(await generate('agent1')).toMatchObject({ status: 400, body: { field: 'DrawId' } });
    // The company's claims answer to no setting.
    expect((await generate('admin')).status).toBe(200);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'shareClaimSetting'), eq(audits.entityId, 'SG:agent1')));
    expect(rows.map((row) => row.action)).toEqual(['CREATE', 'UPDATE']);
  });

  test('a cap: generation claims at most MaxAmount; a hand-made or changed claim above it is 400', async () => {
    expect((await save({ UserId: 'agent1', MayClaim: true, FromDate: draw.drawDate, MaxAmount: '1.5' })).body).toMatchObject({ MaxAmount: '1.50' });
    const generated = await generate('agent1');
    expect(generated.status).toBe(200);
    const claim = generated.body.Items.find((item: Claim) => item.UserId === 'agent2');
    expect(claim).toMatchObject({ Amount: '1.50', ClaimedBy: 'agent1' });
    expect(await send('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '1.51' })).toMatchObject({ status: 400, body: { field: 'Amount' } });
    expect((await send('agent1', 'POST', 'shareClaim', { DrawId: draw.id, UserId: 'agent2', Amount: '1.50' })).status).toBe(201);
    expect(await send('agent1', 'PUT', 'updateReportShare', { ClaimId: claim?.ClaimId, Amount: '2.00', Remark: '' })).toMatchObject({ status: 400, body: { field: 'Amount' } });
  });
});
