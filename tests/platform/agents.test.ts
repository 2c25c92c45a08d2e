// POST agents (full and ?Simple=true), the form data (profileNewFull, profileTNewFull, profileEditFull),
// the docs/product.md#validation-rules choices and the parent caps for every field (on and off the grid, at and over the cap), the
// credit cap, flag grants, and a new agent signing in (after the password change it must make).
import { and, eq } from 'drizzle-orm';
import type { DownlineUser, ProfileForm } from '@/lib/contract/agents';
import { audits, userGrants, userLocations, users } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { platformDrivers } from './support/drivers';
import { newCaptcha, postForm, sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const PASSWORD = 'Newagent123';
type Refusal = { message: string; field?: string };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const send = <T = DownlineUser>(token: string, method: string, resource: string, body: unknown, locId = 'SG', query = '') =>
    sendJson<T>(platform, method, scoped(resource, locId, query), body, token);
  const form = (token: string, resource: string, locId = 'SG', query = '') => platform.get<ProfileForm>(scoped(resource, locId, query), token);
  const auditsOf = (userId: string) => platform.db.select().from(audits).where(eq(audits.targetUserId, userId)).orderBy(audits.id);
  const accountOf = async (userId: string, locId: string) =>
    (await platform.db.select().from(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId))))[0];

  describe('the form data: the docs/product.md#validation-rules choices capped by the parent', () => {
    test('admin (the company): the whole grid, no credit limit, every flag', async () => {
      const { status, body } = await form(tokens.admin, 'profileNewFull');
      expect(status).toBe(200);
      expect(body).toMatchObject({ LocId: 'SG', Game: '4D', Role: 'AG', Parent: { UserId: 'admin', IsCompany: true }, MaxCredit: null, MinCredit: '0.00', User: null });
      expect(body.Share).toHaveLength(101);
      expect(body.Share.slice(0, 3)).toEqual([0, 0.01, 0.02]);
      expect(body.Commission).toHaveLength(41);
      expect(body.Commission.slice(0, 3)).toEqual([0, 0.005, 0.01]);
      expect(body.Commission.at(-1)).toBe(0.2);
      expect(body.Tax).toEqual([0, 0.001, 0.002, 0.003, 0.004, 0.005, 0.006, 0.007, 0.008, 0.009, 0.01]);
      expect(body.Flags).toHaveLength(9);
    });

    test('TT: commission 0 to 0.3 in steps of 0.01 (profileTNewFull); the TT names refuse a 4D location', async () => {
      const { body } = await form(tokens.admin, 'profileTNewFull', 'TT');
      expect(body).toMatchObject({ LocId: 'TT', Game: 'TT' });
      expect(body.Commission).toHaveLength(31);
      expect(body.Commission.slice(0, 3)).toEqual([0, 0.01, 0.02]);
      expect(body.Commission.at(-1)).toBe(0.3);
      expect(await form(tokens.admin, 'profileTNewFull', 'SG')).toMatchObject({ status: 400, body: { field: 'LocId' } });
      expect(await form(tokens.admin, 'profileTEditFull', 'SG', 'UserId=agent1')).toMatchObject({ status: 400, body: { field: 'LocId' } });
    });

    test("agent1: up to its own share, commission and tax, its credit left, the rights it holds", async () => {
      const { body } = await form(tokens.agent1, 'profileNewFull');
      expect(body.Parent).toEqual({ UserId: 'agent1', UserName: 'Agent One', IsCompany: false });
      expect(body.MaxCredit).toBe('50000.00'); // 100000.00 less agent2's 50000.00
      expect(body.Share).toHaveLength(51);
      expect(body.Share.at(-1)).toBe(0.5);
      expect(body.Commission.at(-1)).toBe(0.1);
      expect(body.Tax).toEqual([0]);
      expect(body.Flags).not.toContain('tOutSetting1Enabled');
      expect(body.Flags).toEqual(expect.arrayContaining(['EnableCreateAgent', 'EnableUpload', 'GroupReportDisabled', 'disablePlaceBetAndFixedBet']));
      const tt = (await form(tokens.agent1, 'profileTNewFull', 'TT')).body;
      expect(tt.Share.at(-1)).toBe(0.4);
      expect(tt.Commission.at(-1)).toBe(0.2);
    });

    test('a new player: commission only, the two player flags', async () => {
      const { body } = await form(tokens.agent2, 'profileNewFull', 'SG', 'Role=MEM');
      expect(body).toMatchObject({ Role: 'MEM', Share: [], Tax: [], MaxCredit: '43000.00', Flags: ['EnablePlaceBet', 'disablePlaceBetAndFixedBet'] });
      expect(body.Commission.at(-1)).toBe(0.08);
    });

    test('edit: choices from the downline floor up to the parent cap; credit between them', async () => {
      const { body } = await form(tokens.agent1, 'profileEditFull', 'SG', 'UserId=agent2');
      expect(body.User).toMatchObject({ UserId: 'agent2', Credit: '50000.00', Share: 0.2, Commission: 0.08, DownlineCredit: '7000.00', Downlines: 3 });
      expect(body.MaxCredit).toBe('100000.00');
      expect(body.MinCredit).toBe('7000.00');
      expect(body.Commission[0]).toBe(0.05); // its members hold 0.05
      expect(body.Commission.at(-1)).toBe(0.1);
      expect(await form(tokens.agent1, 'profileEditFull')).toMatchObject({ status: 400, body: { field: 'UserId' } });
    });
  });

  describe('POST agents', () => {
    test('agent1 creates an agent at its caps; Rank one below; every location of the parent opened', async () => {
      const answer = await send(tokens.agent1, 'POST', 'agents', {
        UserId: 'Sub_One', UserName: 'Sub One', Password: PASSWORD, Credit: '1000', Share: 0.5, Commission: 0.1, Tax: 0,
        EnableCreateDownline: true, EnablePlaceBet: true, GroupReportDisabled: true,
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({
        UserId: 'sub_one', UserName: 'Sub One', Role: 'AG', ParentId: 'agent1', Rank: 2, LocId: 'SG', Credit: '1000.00', AccBal: '0.00',
        CreditLeft: '1000.00', Share: 0.5, Commission: 0.1, Tax: 0, EnableCreateDownline: true, EnableCreateAgent: false,
        GroupReportDisabled: true, updatePassword: true, Downlines: 0,
      });
      expect(await accountOf('sub_one', 'TT')).toMatchObject({ credit: '0.00', share: '0.0000', commission: '0.0000' });
      const [audit] = await auditsOf('sub_one');
      expect(audit).toMatchObject({ actorId: 'agent1', entity: 'agent', action: 'CREATE', locId: 'SG', before: null });
      expect(audit?.after).toMatchObject({ UserId: 'sub_one', ParentId: 'agent1', Accounts: { SG: { Credit: '1000.00', Share: 0.5 } } });
      expect(JSON.stringify(audit?.after)).not.toContain(PASSWORD);
    });

    const base = { UserName: 'Capped', Password: PASSWORD };
    // agent1: share 0.5, commission 0.10 (TT 0.20), tax 0; SG credit left after sub_one: 49000.00.
    test.each([
      ['SG', { Share: 0.51 }, 'Share', 'Share 0.51 is above the cap 0.5: it may not exceed the parent\'s share.'],
      ['SG', { Share: 0.505 }, 'Share', 'Share must be from 0 to 1 in steps of 0.01.'],
      ['SG', { Share: 1.5 }, 'Share', 'Share may not exceed 1.'],
      ['SG', { Commission: 0.105 }, 'Commission', 'Commission 0.105 is above the cap 0.1: it may not exceed the parent\'s commission.'],
      ['SG', { Commission: 0.0025 }, 'Commission', 'Commission must be from 0 to 0.2 in steps of 0.005.'],
      ['SG', { Tax: 0.001 }, 'Tax', 'Tax 0.001 is above the cap 0: it may not exceed the parent\'s tax.'],
      ['SG', { Tax: 0.0015 }, 'Tax', 'Tax must be from 0 to 0.01 in steps of 0.001.'],
      ['SG', { Tax: 0.02 }, 'Tax', 'Tax must be from 0 to 0.01 in steps of 0.001.'],
      ['SG', { Credit: '49000.01' }, 'Credit', 'Credit 49000.01 is above the 49000.00 that agent1 has left to give.'],
      ['SG', { Credit: '-1' }, 'Credit', 'Credit must be an amount such as 5000.00 (at most 2 decimals, no sign).'],
      ['SG', { Credit: '1.005' }, 'Credit', 'Credit must be an amount such as 5000.00 (at most 2 decimals, no sign).'],
      ['TT', { Commission: 0.21 }, 'Commission', 'Commission 0.21 is above the cap 0.2: it may not exceed the parent\'s commission.'],
      ['TT', { Commission: 0.205 }, 'Commission', 'Commission must be from 0 to 0.3 in steps of 0.01 (TT).'],
      ['TT', { Share: 0.41 }, 'Share', 'Share 0.41 is above the cap 0.4: it may not exceed the parent\'s share.'],
    ])('%s %j is refused naming %s; nothing is created', async (locId, values, field, message) => {
      const answer = await send<Refusal>(tokens.agent1, 'POST', 'agents', { ...base, UserId: 'capped', ...values }, locId);
      expect(answer).toMatchObject({ status: 400, body: { message, field } });
      expect(await platform.db.select().from(users).where(eq(users.userId, 'capped'))).toEqual([]);
    });

    test.each([
      ['SG', { Credit: '49000.00', Share: 0.5, Commission: 0.1, Tax: 0 }],
      ['TT', { Credit: '50000', Share: 0.4, Commission: 0.2 }],
    ])('%s: exactly at every cap is accepted', async (locId, values) => {
      const userId = `atcap_${locId.toLowerCase()}`;
      const answer = await send(tokens.agent1, 'POST', 'agents', { ...base, UserId: userId, ...values }, locId);
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ ...values, Credit: expect.stringMatching(/\.00$/) });
      // The credit given is gone from what agent1 has left to give.
      expect((await form(tokens.agent1, 'profileNewFull', locId)).body.MaxCredit).toBe('0.00');
      expect(await send(tokens.agent1, 'DELETE', `agents/agent1/${userId}`, {}, locId)).toMatchObject({ status: 200 });
    });

    test('two creates racing for the same credit: the parent never gives more than it has', async () => {
      const left = (await form(tokens.agent1, 'profileNewFull', 'MG')).body.MaxCredit ?? '0';
      const half = (Number(left) / 2 + 1).toFixed(2);
      const answers = await Promise.all(
        ['race_a', 'race_b'].map((userId) => send(tokens.agent1, 'POST', 'agents', { ...base, UserId: userId, Credit: half }, 'MG')),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
      expect(Number((await form(tokens.agent1, 'profileNewFull', 'MG')).body.MaxCredit)).toBeGreaterThanOrEqual(0);
    });

    test('a tax is capped by the parent tax: admin raises agent1 tax, agent1 gives at most that', async () => {
      expect(await send(tokens.admin, 'PUT', 'agents/position', { UserId: 'agent1', Tax: 0.004 })).toMatchObject({ status: 200, body: { Tax: 0.004 } });
      expect((await form(tokens.agent1, 'profileNewFull')).body.Tax).toEqual([0, 0.001, 0.002, 0.003, 0.004]);
      expect(await send(tokens.agent1, 'POST', 'agents', { ...base, UserId: 'taxed', Tax: 0.005 })).toMatchObject({
        status: 400, body: { field: 'Tax', message: 'Tax 0.005 is above the cap 0.004: it may not exceed the parent\'s tax.' },
      });
      expect(await send(tokens.agent1, 'POST', 'agents', { ...base, UserId: 'taxed', Tax: 0.004 })).toMatchObject({ status: 201, body: { Tax: 0.004 } });
    });

    test('a right is granted only by a parent holding it; restrictions are free', async () => {
      expect(await send<Refusal>(tokens.agent1, 'POST', 'agents', { ...base, UserId: 'flagged', tOutSetting1Enabled: true })).toMatchObject({
        status: 400, body: { field: 'tOutSetting1Enabled', message: 'agent1 does not hold tOutSetting1Enabled, so it cannot grant it.' },
      });
      const answer = await send(tokens.agent1, 'POST', 'agents', {
        ...base, UserId: 'flagged', EnableUpload: true, dEnableViewShareClaim: 1, GroupReportBreakdownDisabled: true, disablePlaceBetAndFixedBet: true,
      });
      expect(answer.body).toMatchObject({ EnableUpload: true, dEnableViewShareClaim: 1, GroupReportBreakdownDisabled: true, disablePlaceBetAndFixedBet: true });
      const admin = await send(tokens.admin, 'POST', 'agents', { ...base, UserId: 'allflags', tOutSetting1Enabled: true, EnableCreateAgent: true });
      expect(admin.body).toMatchObject({ tOutSetting1Enabled: true, EnableCreateAgent: true, ParentId: 'admin', Rank: 1 });
    });

    test.each([
      [{ UserId: 'ab' }, 'UserId', 'User ID must be 3 to 20 letters, digits or _.'],
      [{ UserId: 'a-b-c' }, 'UserId', 'User ID must be 3 to 20 letters, digits or _.'],
      [{ UserId: 'x'.repeat(21) }, 'UserId', 'User ID must be 3 to 20 letters, digits or _.'],
      [{ UserId: 'okname', Password: 'short1A' }, 'Password', 'Your password must be between 8 and 15 characters long'],
      [{ UserId: 'okname', Password: 'nouppercase1' }, 'Password', 'Your password must contain at least 1 uppercase letter'],
      [{ UserId: 'okname', UserName: '' }, 'UserName', 'Name is required.'],
    ])('%j is a 400 naming %s', async (values, field, message) => {
      expect(await send(tokens.agent1, 'POST', 'agents', { ...base, ...values })).toMatchObject({ status: 400, body: { field, message } });
    });

    test('a taken UserId is a 409, whatever its case', async () => {
      for (const userId of ['agent2', 'Agent2', 'MEMBER2']) {
        expect(await send(tokens.agent1, 'POST', 'agents', { ...base, UserId: userId })).toMatchObject({
          status: 409, body: { field: 'UserId', message: `User ID ${userId.toLowerCase()} is already taken.` },
        });
      }
    });

    test('?Simple=true: id, name, password and credit; every rate 0 and every flag false', async () => {
      const answer = await send(tokens.admin, 'POST', 'agents', {
        UserId: 'simple1', UserName: 'Simple', Password: PASSWORD, Credit: 2500, Share: 0.3, EnableCreateAgent: true,
      }, 'SG', 'Simple=true');
      expect(answer).toMatchObject({ status: 201, body: { Credit: '2500.00', Share: 0, Commission: 0, Tax: 0, EnableCreateAgent: false, EnablePlaceBet: false, ParentId: 'admin', Rank: 1 } });
    });

    test('Locations sets other locations of the parent, each against its own game', async () => {
      const body = { ...base, UserId: 'multi', Credit: '10', Locations: [{ LocId: 'TT', Credit: '20', Share: 0.3, Commission: 0.25, Tax: 0.002 }] };
      expect(await send(tokens.admin, 'POST', 'agents', { ...body, Locations: [{ LocId: 'TT', Commission: 0.31 }] })).toMatchObject({ status: 400, body: { field: 'Commission' } });
      expect(await send(tokens.admin, 'POST', 'agents', { ...body, Locations: [{ LocId: 'SG' }] })).toMatchObject({ status: 400, body: { field: 'Locations' } });
      expect(await send(tokens.admin, 'POST', 'agents', { ...body, Locations: [{ LocId: 'XX' }] })).toMatchObject({ status: 400, body: { field: 'LocId' } });
      expect(await send(tokens.admin, 'POST', 'agents', body)).toMatchObject({ status: 201, body: { Credit: '10.00' } });
      expect(await platform.get(scoped('agents/profile', 'TT', 'UserId=multi'), tokens.admin)).toMatchObject({
        status: 200, body: { LocId: 'TT', Credit: '20.00', Share: 0.3, Commission: 0.25, Tax: 0.002 },
      });
    });

    test('a ParentId in reach that may hold agents; one that may not is a 400', async () => {
      const answer = await send(tokens.admin, 'POST', 'agents', { ...base, UserId: 'under1', ParentId: 'agent1', Share: 0.5 });
      expect(answer).toMatchObject({ status: 201, body: { ParentId: 'agent1', Rank: 2 } });
      expect(await send(tokens.admin, 'POST', 'agents', { ...base, UserId: 'under2', ParentId: 'agent1', Share: 0.6 })).toMatchObject({ status: 400, body: { field: 'Share' } });
      expect(await send(tokens.admin, 'POST', 'agents', { ...base, UserId: 'under2', ParentId: 'agent2' })).toMatchObject({
        status: 400, body: { field: 'ParentId', message: 'agent2 may not have agents below it.' },
      });
    });

    test('an admin sub-account needs MemberEdit; with it, its agents go below the company', async () => {
      expect(await send(tokens.clerk, 'POST', 'agents', { ...base, UserId: 'byclerk' })).toMatchObject({ status: 403, body: { message: 'This call needs the MemberEdit permission.' } });
      await platform.db.insert(userGrants).values({ userId: 'clerk', permission: 'MemberEdit' });
      try {
        expect(await send(tokens.clerk, 'POST', 'agents', { ...base, UserId: 'byclerk' })).toMatchObject({ status: 201, body: { ParentId: 'admin', Rank: 1 } });
        const [audit] = await auditsOf('byclerk');
        expect(audit).toMatchObject({ actorId: 'clerk', action: 'CREATE' });
      } finally {
        await platform.db.delete(userGrants).where(and(eq(userGrants.userId, 'clerk'), eq(userGrants.permission, 'MemberEdit')));
      }
    });
  });

  test('the new agent signs in, must change its password first, then sees its profile and creates a player', async () => {
    expect(await send(tokens.admin, 'POST', 'agents', {
      UserId: 'newbie', UserName: 'New Bie', Password: PASSWORD, Credit: '3000', Share: 0.25, Commission: 0.05, EnableCreateDownline: true, EnablePlaceBet: true,
    })).toMatchObject({ status: 201 });
    const first = await platform.signIn('NewBie', PASSWORD);
    expect(await platform.get(scoped('profile'), first)).toMatchObject({ status: 403, body: { message: 'Password change required.' } });
    const { key, answer } = await newCaptcha(platform);
    const changed = await postForm(platform, '/api/v1/updatePassword', { UserId: 'newbie', Password1: 'Changed1234', Password2: 'Changed1234', Token: answer }, {
      'x-token': key, authorization: `Bearer ${first}`,
    });
    expect(changed.status).toBe(200);
    const token = await platform.signIn('newbie', 'Changed1234');
    expect(await platform.get(scoped('profile'), token)).toMatchObject({
      status: 200,
      body: { UserId: 'newbie', Role: 'AG', Rank: 1, ParentId: 'admin', Credit: '3000.00', CreditLeft: '3000.00', dShare: 0.25, EnableCreateDownline: true, EnableCreateAgent: false, updatePassword: false },
    });
    const player = await send(token, 'POST', 'players', { UserId: 'newbie_p', UserName: 'Player', Password: PASSWORD, Credit: '3000', Commission: 0.05, EnablePlaceBet: true });
    expect(player).toMatchObject({ status: 201, body: { ParentId: 'newbie', Rank: 2, Credit: '3000.00', Commission: 0.05, EnablePlaceBet: true } });
    expect(await send(token, 'POST', 'players', { UserId: 'newbie_q', UserName: 'Q', Password: PASSWORD, Credit: '0.01' })).toMatchObject({
      status: 400, body: { field: 'Credit', message: 'Credit 0.01 is above the 0.00 that newbie has left to give.' },
    });
    expect(await send(token, 'POST', 'agents', { UserId: 'newbie_a', UserName: 'A', Password: PASSWORD })).toMatchObject({ status: 404 });
  });
});
