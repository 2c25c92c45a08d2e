// The leftover calls of the catalogue (docs/decisions/platform.md "The leftover calls"): profileFull,
// PUT update-password, getCurrencyCode, getPartnerWeb, catType, catTypeDistinct, mLoadDirectDownLine,
// dShareTypeSelect, selectAllowEditShare, bet/detailDownlineFull and bet/page/uploadPartner, with
// their refusals: a user outside the caller's reach is a 404, a call outside its gate a 403.
import { eq } from 'drizzle-orm';
import { settings } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Listed { UserId: string; Items: { UserId: string; Role: string }[] }
interface Choices { UserId: string; Items: { Value: number; Text: string }[] }

function uploadPartner(platform: Platform, token: string, name: string, text: string, userId = 'member1') {
  const form = new FormData();
  form.append('UserId', userId);
  form.append('ARACode', 'P1');
  form.append('file', new Blob([new TextEncoder().encode(text)]), name);
  return platform.request<{ UserId?: string; Format?: string; message?: string }>(scoped('bet/page/uploadPartner'), { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  test('getCurrencyCode and catType answer the location of the call', async () => {
    expect((await platform.get(scoped('getCurrencyCode'), tokens.member1)).body).toEqual({ LocId: 'SG', CurrencyCode: 'SGD', Symbol: '$' });
    expect((await platform.get(scoped('getCurrencyCode', 'MG'), tokens.member1)).body).toMatchObject({ LocId: 'MG', CurrencyCode: 'MYR' });
    const fourD = await platform.get<{ CatType: string }[]>(scoped('catType'), tokens.agent3);
    expect(fourD.body.map((row) => row.CatType)).toEqual(['ORDINARY', 'ROLL', 'IBET', 'KBET']);
    const toto = await platform.get<{ CatType: string }[]>(scoped('catType', 'TT'), tokens.member1);
    expect(toto.body.map((row) => row.CatType)).toEqual(['TT', 'TT_ROLL', 'TT_SYSTEM']);
  });

  test('getPartnerWeb: none by default, the partnerWeb setting when it is stored', async () => {
    expect((await platform.get(scoped('getPartnerWeb'), tokens.member1)).body).toEqual({ Items: [] });
    const items = [{ Name: 'Partner', Url: 'https://partner.example' }];
    await platform.db.update(settings).set({ value: items }).where(eq(settings.key, 'partnerWeb'));
    try {
      expect((await platform.get(scoped('getPartnerWeb'), tokens.agent1)).body).toEqual({ Items: items });
    } finally {
      await platform.db.update(settings).set({ value: [] }).where(eq(settings.key, 'partnerWeb'));
    }
  });

  test('profileFull: the profile with its uplines, nearest first, and its direct downline', async () => {
    const member = await platform.get<Record<string, unknown>>(scoped('profileFull'), tokens.member1);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ UserId: 'member1', Role: 'MEM', Upline: ['agent2', 'agent1', 'admin'], DirectAgents: 0, DirectMembers: 0 });
    expect(member.body.CreditLeft).toMatch(/^\d+\.\d{2}$/);
    const agent = await platform.get(scoped('profileFull'), tokens.agent1);
    expect(agent.body).toMatchObject({ UserId: 'agent1', Upline: ['admin'], DirectAgents: 1 });
  });

  test('mLoadDirectDownLine: the users right under UserId (default the caller), 404 outside the reach', async () => {
    const own = await platform.get<Listed>(scoped('mLoadDirectDownLine'), tokens.agent2);
    expect(own.body.UserId).toBe('agent2');
    expect(own.body.Items.map((row) => row.UserId)).toEqual(expect.arrayContaining(['member1', 'member3']));
    expect(own.body.Items.every((row) => row.Role === 'MEM')).toBe(true);
    const company = await platform.get<Listed>(scoped('mLoadDirectDownLine'), tokens.admin);
    expect(company.body.Items.map((row) => row.UserId)).toEqual(expect.arrayContaining(['agent1', 'agent3']));
    const below = await platform.get<Listed>(scoped('mLoadDirectDownLine', 'SG', 'UserId=agent2'), tokens.agent1);
    expect(below.body.Items.map((row) => row.UserId)).toContain('member1');
    expect(await platform.get(scoped('mLoadDirectDownLine', 'SG', 'UserId=agent3'), tokens.agent2)).toMatchObject({ status: 404 });
    expect(await platform.get(scoped('mLoadDirectDownLine', 'SG', 'UserId=agent2'), tokens.member1)).toMatchObject({ status: 404 });
  });

  test('dShareTypeSelect: 0 to the parent\'s own share in steps of 0.01; the company to 1', async () => {
    const agent1 = await platform.get<Choices>(scoped('dShareTypeSelect'), tokens.agent1);
    expect(agent1.body.Items[0]).toEqual({ Value: 0, Text: '0%' });
    expect(agent1.body.Items.at(-1)).toEqual({ Value: 0.5, Text: '50%' });
    expect(agent1.body.Items).toHaveLength(51);
    const admin = await platform.get<Choices>(scoped('dShareTypeSelect'), tokens.admin);
    expect(admin.body.Items.at(-1)?.Value).toBe(1);
    const under = await platform.get<Choices>(scoped('dShareTypeSelect', 'SG', 'UserId=agent2'), tokens.agent1);
    expect(under.body).toMatchObject({ UserId: 'agent2' });
    expect(under.body.Items.at(-1)?.Value).toBe(0.2);
    expect(await platform.get(scoped('dShareTypeSelect', 'SG', 'UserId=agent1'), tokens.agent2)).toMatchObject({ status: 404 });
  });

  test('selectAllowEditShare: an agent below a caller that manages agents; never a member or oneself', async () => {
    expect((await platform.get(scoped('selectAllowEditShare', 'SG', 'UserId=agent2'), tokens.agent1)).body).toEqual({ UserId: 'agent2', AllowEditShare: true, MaxShare: 0.5 });
    expect((await platform.get(scoped('selectAllowEditShare', 'SG', 'UserId=agent1'), tokens.admin)).body).toEqual({ UserId: 'agent1', AllowEditShare: true, MaxShare: 1 });
    expect((await platform.get(scoped('selectAllowEditShare', 'SG', 'UserId=member1'), tokens.agent2)).body).toMatchObject({ AllowEditShare: false });
    expect((await platform.get(scoped('selectAllowEditShare', 'SG', 'UserId=agent1'), tokens.agent1)).body).toMatchObject({ AllowEditShare: false });
    expect(await platform.get(scoped('selectAllowEditShare', 'SG', 'UserId=agent3'), tokens.agent1)).toMatchObject({ status: 404 });
    expect(await platform.get(scoped('selectAllowEditShare'), tokens.agent1)).toMatchObject({ status: 400, body: { field: 'UserId' } });
  });

  test('catTypeDistinct and bet/detailDownlineFull read the bets of a draw in the reach only', async () => {
    const draw = await openDraw(platform, tokens.admin);
    const placed = await placeTicket(platform, tokens.member1, {
      UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(),
      Bets: [{ Number: '5813', Big: '1', Kind: 'ORDINARY' }, { Number: '5813', Small: '1', Kind: 'IBET' }],
    });
    expect(placed.status).toBe(201);
    const types = await platform.get<{ DrawId: number; Items: { CatType: string; Bets: number }[] }>(scoped('catTypeDistinct', 'SG', `DrawId=${draw.DrawId}`), tokens.agent2);
    expect(types.body.DrawId).toBe(draw.DrawId);
    expect(types.body.Items.map((row) => row.CatType)).toEqual(expect.arrayContaining(['IBET', 'ORDINARY']));
    const other = await platform.get<{ Items: { CatType: string; Bets: number }[] }>(scoped('catTypeDistinct', 'SG', `DrawId=${draw.DrawId}`), tokens.agent3);
    const mine = types.body.Items.find((row) => row.CatType === 'IBET')?.Bets ?? 0;
    expect(other.body.Items.find((row) => row.CatType === 'IBET')?.Bets ?? 0).toBeLessThan(mine);
    expect(await platform.get(scoped('catTypeDistinct', 'SG', `DrawId=${draw.DrawId}&UserId=member1`), tokens.agent3)).toMatchObject({ status: 404 });

    const lines = await platform.get<{ Items: { UserId: string; Number: string }[] }>(scoped('bet/detailDownlineFull', 'SG', `DrawId=${draw.DrawId}&UserId=agent2`), tokens.agent1);
    expect(lines.status).toBe(200);
    expect(lines.body.Items.filter((line) => line.Number === '5813').every((line) => line.UserId === 'member1')).toBe(true);
    expect(lines.body.Items.some((line) => line.Number === '5813')).toBe(true);
    expect(await platform.get(scoped('bet/detailDownlineFull', 'SG', `DrawId=${draw.DrawId}`), tokens.agent1)).toMatchObject({ status: 400, body: { field: 'UserId' } });
    expect(await platform.get(scoped('bet/detailDownlineFull', 'SG', `DrawId=${draw.DrawId}&UserId=agent2`), tokens.agent3)).toMatchObject({ status: 404 });
  });

  test('bet/page/uploadPartner takes any bet file format for a member of the downline', async () => {
    const ara = await uploadPartner(platform, tokens.agent1, 'partner.ara', 'ARA SG 2025-04-20\n1234 1-\n');
    expect(ara).toMatchObject({ status: 201, body: { UserId: 'member1', Format: 'ARA' } });
    expect((await uploadPartner(platform, tokens.admin, 'partner.ttt', '7 1234 1-\n', 'member2')).status).toBe(201);
    expect((await uploadPartner(platform, tokens.agent1, 'partner.txt', '1234 1-\n')).status).toBe(415);
    expect((await uploadPartner(platform, tokens.agent1, 'partner.ara', 'ARA SG 2025-04-20\n', 'member2')).status).toBe(404);
    // The clerk (BetEntry and Report only) and a member are outside the Bet Upload gate.
    expect((await uploadPartner(platform, tokens.member1, 'partner.ara', 'ARA SG 2025-04-20\n')).status).toBe(403);
  });

  test('PUT update-password: the old password proves it, the rules apply, and every session ends', async () => {
    const token = await platform.signIn('member3', 'Member1234');
    const put = (body: unknown, bearer = token) => sendJson<{ message?: string; field?: string; success?: boolean }>(platform, 'PUT', scoped('update-password'), body, bearer);
    expect(await put({ OldPassword: 'Wrong1234', Password1: 'Newpass123', Password2: 'Newpass123' })).toMatchObject({ status: 400, body: { field: 'OldPassword' } });
    expect(await put({ OldPassword: 'Member1234', Password1: 'Newpass123', Password2: 'Other1234' })).toMatchObject({ status: 400, body: { field: 'Password2' } });
    expect(await put({ OldPassword: 'Member1234', Password1: 'Member1234', Password2: 'Member1234' })).toMatchObject({ status: 400, body: { field: 'Password1' } });
    expect(await put({ Password1: 'Newpass123', Password2: 'Newpass123' })).toMatchObject({ status: 400, body: { field: 'OldPassword' } });
    expect(await put({ OldPassword: 'Member1234', Password1: 'Newpass123', Password2: 'Newpass123' })).toMatchObject({ status: 200, body: { success: true } });
    expect((await platform.get(scoped('profile'), token)).status).toBe(401);
    const again = await platform.signIn('member3', 'Newpass123');
    expect((await put({ OldPassword: 'Newpass123', Password1: 'Member1234', Password2: 'Member1234' }, again)).status).toBe(200);
    expect((await platform.request(scoped('update-password'), { method: 'PUT', body: '{}' })).status).toBe(401);
  });
});
