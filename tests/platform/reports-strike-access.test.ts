// Downline isolation for EVERY strike, stake, out and bet report call, over the settled SG draw of
// reports-strike-fixture.ts (member1 of agent2's branch and member2 of agent3's both struck): no
// answer holds a user of another branch (an upline may show, as a ticket's CreatedBy or a ParentId);
// a UserId outside the caller's reach is 404 with nothing else said; the clerk (an admin sub-account)
// reads the company's report. The stake and strike reports are for admins and agents (docs/product.md#roles-and-permissions):
// a member gets the access table's 403. Then the query rules: one draw or a range, of the location.
import { hiddenFrom, scoped, useActorTokens, type Actor } from './support/actors';
import { drawsOf } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { reportOf, useSettledSgDraw } from './reports-strike-fixture';

const CALLS = [
  'reportStrike',
  'reportStrike2',
  'reportStrikeSummary',
  'reportStrikeSummary2',
  'reportStrikeSummary3',
  'reportStrikeResultDetail',
  'reportStrikeResultDetail2',
  'selectReportInTakeStrike',
  'reportStakeFull',
  'reportOutFull',
  'reportBetPage',
  'reportBetPageFull',
  'reportPersonalBetPage',
  'reportPersonalBetPageFull',
  'reportBreakdownFull',
] as const;
const LISTS_MEMBERS = ['reportStrike', 'reportStrike2', 'reportStrikeSummary2', 'reportStrikeResultDetail2', 'selectReportInTakeStrike', 'reportBetPage', 'reportBetPageFull', 'reportBreakdownFull'] as const;
/** The stake and strike reports: admins and agents only (lib/contract/access-table.ts, gate staffReport). */
const STAFF_ONLY: readonly string[] = ['reportStrike', 'reportStrike2', 'reportStrikeSummary', 'reportStrikeSummary2', 'reportStrikeSummary3',
  'reportStrikeResultDetail2', 'selectReportInTakeStrike', 'reportStakeFull', 'reportBreakdownFull'];
const PERIOD_CALLS = ['reportStrike2', 'reportStrikeSummary', 'reportStrikeSummary2', 'reportStrikeSummary3', 'reportBreakdownFull'] as const;

const UPLINES: Record<string, string[]> = { member1: ['agent2', 'agent1', 'admin'], agent2: ['agent1', 'admin'], agent3: ['admin'] };
/** The users of other branches: hidden from the actor and not above it. */
const otherBranches = (actor: Actor) => hiddenFrom(actor).filter((userId) => !(UPLINES[actor] ?? []).includes(userId));
const mentions = (body: unknown, userId: string) => JSON.stringify(body).includes(`"${userId}"`);

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const draw = useSettledSgDraw(platform, tokens);
  const get = (actor: Actor, call: string, query = '') => reportOf(platform, tokens[actor], call, `DrawId=${draw.drawId}${query ? `&${query}` : ''}`);

  test.each(CALLS)("%s: agent3, member1 and agent2 see nothing of another branch; UserId outside the reach is 404", async (call) => {
    const staffOnly = STAFF_ONLY.includes(call);
    if (staffOnly) expect(await get('member1', call)).toMatchObject({ status: 403, body: { message: 'This call is for agents and admins only.' } });
    for (const actor of staffOnly ? (['agent3', 'agent2'] as const) : (['agent3', 'member1', 'agent2'] as const)) {
      const answer = await get(actor, call);
      expect(answer.status).toBe(200);
      for (const userId of otherBranches(actor)) expect([actor, userId, mentions(answer.body, userId)]).toEqual([actor, userId, false]);
    }
    // agent3's reports that list members do hold its own member's strike.
    if ((LISTS_MEMBERS as readonly string[]).includes(call)) expect(mentions((await get('agent3', call)).body, 'member2')).toBe(true);
    for (const [actor, userId] of [
      ['agent3', 'member1'],
      ['agent3', 'agent2'],
      ['member1', 'agent2'],
      ['member1', 'member2'],
      ['agent2', 'agent1'],
      ['agent2', 'nobody'],
    ] as const) {
      if (staffOnly && actor === 'member1') continue;
      expect(await get(actor, call, `UserId=${userId}`)).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    }
  });

  test.each(CALLS)('%s: the clerk reads what the admin reads; an agent reads its member as the member (or its other upline) does', async (call) => {
    const admin = await get('admin', call);
    expect(admin.status).toBe(200);
    expect((await get('clerk', call)).body).toEqual(admin.body);
    const member = STAFF_ONLY.includes(call) ? await get('agent2', call, 'UserId=member1') : await get('member1', call);
    expect(member.status).toBe(200);
    expect((await get('agent1', call, 'UserId=member1')).body).toEqual(member.body);
  });

  test.each(CALLS)('%s: a draw is required and must be of the location', async (call) => {
    const missing = await reportOf(platform, tokens.agent2, call, '');
    expect(missing).toMatchObject({ status: 400, body: { field: 'DrawId' } });
    expect((await reportOf(platform, tokens.agent2, call, 'DrawDate=20-04-2025')).status).toBe(400);
    expect((await reportOf(platform, tokens.agent2, call, 'DrawId=999999')).status).toBe(404);
    expect((await reportOf(platform, tokens.agent2, call, 'DrawDate=2025-04-22')).status).toBe(404);
    const mgDraw = (await drawsOf(platform, tokens.agent2, 'MG'))[0];
    expect((await reportOf(platform, tokens.agent2, call, `DrawId=${mgDraw?.DrawId}`)).status).toBe(404);
    expect((await platform.get(scoped(call, 'SG', `DrawId=${draw.drawId}`), '')).status).toBe(401);
  });

  test.each(PERIOD_CALLS)('%s: a range of dates, checked', async (call) => {
    expect((await reportOf(platform, tokens.agent2, call, 'DrawFrom=2025-04-01&DrawTo=2025-04-20')).status).toBe(200);
    expect(await reportOf(platform, tokens.agent2, call, 'DrawFrom=2025-04-20&DrawTo=2025-04-01')).toMatchObject({ status: 400, body: { field: 'DrawTo' } });
    expect(await reportOf(platform, tokens.agent2, call, 'DrawFrom=2024-01-01&DrawTo=2025-04-20')).toMatchObject({ status: 400, body: { field: 'DrawTo' } });
    expect(await reportOf(platform, tokens.agent2, call, 'DrawFrom=2025-04-01')).toMatchObject({ status: 400 });
  });
});
