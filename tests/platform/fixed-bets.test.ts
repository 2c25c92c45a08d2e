// Fixed bets (POST/DELETE bet/fixed, GET bet/fixed/page3, view, settings) over HTTP against a real
// database: created by a member or an agent above it with the rights of POST bet, placed at once on
// the open draw they are due on, as ONE ticket per member and draw (Source FIXED) through the ordinary
// placement, so CreditLeft drops by exactly the cost; the sweep places once per fixed bet and draw even
// run twice or concurrently; refusals are recorded with their reason; Days pick the draws.
import { and, eq } from 'drizzle-orm';
import { draws, fixedBets, tickets, users } from '@/platform/db/schema';
import { placeDueFixedBets } from '@/platform/services/fixed-bets/sweep';
import { startFixedBetSweeper } from '@/platform/services/fixed-bets/auto';
import { scoped, useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, remove } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform, type Platform } from './support/harness';

interface Run {
  DrawId: number;
  DrawDate: string;
  Status: 'PLACED' | 'REFUSED';
  TicketId: number | null;
  Reason: string | null;
}
interface Fixed {
  FixedBetId: number;
  UserId: string;
  Kind: string;
  Number?: string;
  Cost: string;
  Count: number;
  Days: number[];
  CreatedBy: string;
  Deletable: boolean;
  NextDraw: { DrawId: number; DrawDate: string } | null;
  LastRun: Run | null;
  Runs: Run[];
  Replayed: boolean;
  message?: string;
  field?: string;
}
interface Page {
  Items: Fixed[];
  Total: number;
  Sum: string;
}

/** Sun 2025-04-20 18:00 GMT+8 plus a minute: Sunday's draw has closed, Wednesday's is next. */
const AFTER_SUNDAY_CLOSE = new Date('2025-04-20T10:01:00Z');

const create = (platform: Platform, token: string, body: unknown, locId = 'SG') =>
  sendJson<Fixed>(platform, 'POST', scoped('bet/fixed', locId), body, token);
const order = (bet: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ IdempotencyKey: newKey(), Bet: bet, ...extra });

async function fixedTickets(platform: Platform, userId: string, drawId: number) {
  return platform.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.userId, userId), eq(tickets.drawId, drawId), eq(tickets.source, 'FIXED')));
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let member2 = '';
  let member3 = '';
  beforeAll(async () => {
    member2 = await platform.signIn('member2', 'Member1234');
    member3 = await platform.signIn('member3', 'Member1234');
  });
  afterEach(() => platform.setNow(FIXED_NOW));

  test('settings: the location\'s draw days, the kinds, and whether the caller may create fixed bets', async () => {
    const sg = await platform.get<Record<string, unknown>>(scoped('bet/fixed/settings'), tokens.member1);
    expect(sg.status).toBe(200);
    expect(sg.body).toMatchObject({ LocId: 'SG', Game: '4D', DrawDays: [0, 3, 6], Kinds: ['ORDINARY', 'ROLL', 'IBET', 'KBET'], MayCreate: true, Refusal: null });
    expect((await platform.get(scoped('bet/fixed/settings', 'MG'), tokens.member1)).body).toMatchObject({ DrawDays: [0, 2, 3, 6] });
    expect((await platform.get(scoped('bet/fixed/settings', 'TT'), tokens.member1)).body).toMatchObject({ Game: 'TT', DrawDays: [1, 4], Kinds: ['TT'] });
    expect((await platform.get(scoped('bet/fixed/settings'), member3)).body).toMatchObject({ MayCreate: false, Refusal: 'Betting is disabled for this account.' });
  });

  test('the seeded fixed bets of member1 are listed, not yet placed', async () => {
    const page = await platform.get<Page>(scoped('bet/fixed/page3'), tokens.member1);
    expect(page.status).toBe(200);
    expect(page.body.Items.map(({ Number, Days, CreatedBy, LastRun }) => ({ Number, Days, CreatedBy, LastRun }))).toEqual([
      { Number: '38R8', Days: [0, 6], CreatedBy: 'agent2', LastRun: null },
      { Number: '1688', Days: [0, 3, 6], CreatedBy: 'member1', LastRun: null },
    ]);
    expect(page.body).toMatchObject({ Total: 2, Sum: '8.00' });
  });

  test('a new fixed bet lands at once on the open draw, in one ticket with the member\'s other due fixed bets; CreditLeft drops by exactly the cost', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const body = order({ Number: '1234', Big: '1', Small: '2', Kind: 'ORDINARY' });
    const answer = await create(platform, tokens.member1, body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ UserId: 'member1', Kind: 'ORDINARY', Number: '1234', Cost: '3.00', Days: [0, 3, 6], CreatedBy: 'member1', Replayed: false });
    expect(answer.body.Runs).toEqual([expect.objectContaining({ DrawId: draw.DrawId, Status: 'PLACED', Reason: null })]);
    const ticketId = answer.body.Runs[0]?.TicketId;
    const ticket = await platform.get<{ Source: string; CreatedBy: string; Total: string; Bets: { Number: string }[] }>(scoped('bet/view', 'SG', `TicketId=${ticketId}`), tokens.member1);
    expect(ticket.body).toMatchObject({ Source: 'FIXED', CreatedBy: 'member1', Total: '11.00' });
    expect(ticket.body.Bets.map((bet) => bet.Number).sort()).toEqual(['1234', '1688', '38R8']);
    expect(cents(await creditLeftOf(platform, tokens.admin, 'member1'))).toBe(cents(before) - 1100);
    // A retried POST answers the same fixed bet and places nothing more.
    const again = await create(platform, tokens.member1, body);
    expect(again).toMatchObject({ status: 200, body: { FixedBetId: answer.body.FixedBetId, Replayed: true } });
    expect(await fixedTickets(platform, 'member1', draw.DrawId)).toHaveLength(1);
    // The same key for another bet is refused.
    const other = await create(platform, tokens.member1, { ...body, Bet: { Number: '9999', Big: '1', Kind: 'ORDINARY' } });
    expect(other).toMatchObject({ status: 409 });
  });

  test('the sweep places once per fixed bet and draw, run twice or at once, and honours Days', async () => {
    const sunday = await openDraw(platform, tokens.member1);
    expect(await placeDueFixedBets(platform.db, FIXED_NOW)).toEqual({ placed: [], refused: 0 });
    platform.setNow(AFTER_SUNDAY_CLOSE);
    const wednesday = await openDraw(platform, tokens.member1);
    expect(wednesday.DrawDate).toBe('2025-04-23');
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const [first, second] = await Promise.all([placeDueFixedBets(platform.db, AFTER_SUNDAY_CLOSE), placeDueFixedBets(platform.db, AFTER_SUNDAY_CLOSE)]);
    const third = await placeDueFixedBets(platform.db, AFTER_SUNDAY_CLOSE);
    // 1688 and 1234 play every draw day: Wednesday. 38R8 plays Saturdays and Sundays: Saturday 26th.
    expect([...(first?.placed ?? []), ...(second?.placed ?? [])]).toHaveLength(2);
    expect(third).toEqual({ placed: [], refused: 0 });
    const onWednesday = await fixedTickets(platform, 'member1', wednesday.DrawId);
    expect(onWednesday.map((ticket) => ticket.placedTotal)).toEqual(['6.00']);
    const page = await platform.get<Page>(scoped('bet/fixed/page3'), tokens.member1);
    const roll = page.body.Items.find((item) => item.Number === '38R8');
    expect(roll?.LastRun).toMatchObject({ DrawDate: '2025-04-26', Status: 'PLACED' });
    expect(roll?.NextDraw).toMatchObject({ DrawDate: '2025-04-26' });
    expect((await fixedTickets(platform, 'member1', roll?.LastRun?.DrawId ?? 0)).map((ticket) => ticket.placedTotal)).toEqual(['5.00']);
    expect(cents(await creditLeftOf(platform, tokens.admin, 'member1'))).toBe(cents(before) - 1100);
    // Sunday's draw kept its one ticket.
    expect(await fixedTickets(platform, 'member1', sunday.DrawId)).toHaveLength(1);
  });

  test('a refused run is recorded with its reason, retried, and visible in fixed/view', async () => {
    const before = await creditLeftOf(platform, tokens.admin, 'member2');
    // A roll of Big 150.00 costs 1500.00: above member2's 1000.00 credit.
    const answer = await create(platform, member2, order({ Number: '12R4', Big: '150', Kind: 'ROLL' }));
    expect(answer.status).toBe(201);
    expect(answer.body.Runs).toEqual([
      expect.objectContaining({ Status: 'REFUSED', TicketId: null, Reason: expect.stringMatching(/^Not enough credit: this ticket costs \$1,?500\.00 and CreditLeft is \$/) }),
    ]);
    expect(await creditLeftOf(platform, tokens.admin, 'member2')).toBe(before);
    // Rights gone since: the next sweep records that reason instead.
    await platform.db.update(users).set({ disablePlaceBetAndFixedBet: true }).where(eq(users.userId, 'member2'));
    try {
      expect((await placeDueFixedBets(platform.db, FIXED_NOW, { userId: 'member2' })).refused).toBe(1);
    } finally {
      await platform.db.update(users).set({ disablePlaceBetAndFixedBet: false }).where(eq(users.userId, 'member2'));
    }
    const view = await platform.get<Fixed>(scoped('bet/fixed/view', 'SG', `FixedBetId=${answer.body.FixedBetId}`), member2);
    expect(view.status).toBe(200);
    expect(view.body.Runs).toEqual([expect.objectContaining({ Status: 'REFUSED', Reason: 'Betting is disabled for this account.' })]);
    expect(view.body.LastRun).toMatchObject({ Status: 'REFUSED' });
  });

  test('who may create: a member for itself, agents for members they reach; member3 403, another branch 404', async () => {
    const bet = { Number: '0001', Big: '1', Kind: 'ORDINARY' };
    expect(await create(platform, member3, order(bet))).toMatchObject({ status: 403, body: { message: 'Betting is disabled for this account.' } });
    expect(await create(platform, tokens.agent2, order(bet, { UserId: 'member3' }))).toMatchObject({ status: 403, body: { message: 'Betting is disabled for member3.', field: 'UserId' } });
    expect(await create(platform, tokens.agent2, order(bet, { UserId: 'member2' }))).toMatchObject({ status: 404, body: { message: 'User not found.' } });
    // agent3 may not place bets at all.
    expect(await create(platform, tokens.agent3, order(bet, { UserId: 'member2' }))).toMatchObject({ status: 403 });
    expect(await create(platform, tokens.member1, order(bet, { UserId: 'member2' }))).toMatchObject({ status: 404 });
    expect(await create(platform, tokens.agent2, order(bet, { UserId: 'agent2' }))).toMatchObject({ status: 400, body: { field: 'UserId' } });
    // The bet passes POST bet's checks; Days must be draw days of the location.
    expect(await create(platform, tokens.member1, order({ Number: '12R4', Big: '1', Kind: 'ORDINARY' }))).toMatchObject({ status: 400, body: { field: 'Bet.Kind' } });
    expect(await create(platform, tokens.member1, order({ Number: '1234', Kind: 'ORDINARY' }))).toMatchObject({ status: 400, body: { field: 'Bet.Big' } });
    expect(await create(platform, tokens.member1, order(bet, { Days: [1] }))).toMatchObject({ status: 400, body: { field: 'Days' } });
    expect(await create(platform, tokens.member1, order(bet, { Days: [] }))).toMatchObject({ status: 400, body: { field: 'Days' } });
    // A Toto entry under tt/, with days of the Toto draws.
    const toto = await create(platform, tokens.agent2, order({ Numbers: ['01', '02', '03', '04', '05', '06'], Amount: '1', Kind: 'TT' }, { UserId: 'member1', Days: [4] }), 'TT');
    expect(toto).toMatchObject({ status: 201, body: { Kind: 'TT', Numbers: ['01', '02', '03', '04', '05', '06'], Days: [4], CreatedBy: 'agent2' } });
    expect(toto.body.Runs).toEqual([expect.objectContaining({ DrawDate: '2025-04-24', Status: 'PLACED' })]);
  });

  test('listings and views are scoped to the caller\'s reach', async () => {
    const mine = (await platform.get<Page>(scoped('bet/fixed/page3'), tokens.member1)).body.Items;
    const ofMember2 = (await platform.get<Page>(scoped('bet/fixed/page3'), member2)).body.Items;
    expect(new Set(mine.map((item) => item.UserId))).toEqual(new Set(['member1']));
    expect(new Set(ofMember2.map((item) => item.UserId))).toEqual(new Set(['member2']));
    const all = (await platform.get<Page>(scoped('bet/fixed/page3'), tokens.admin)).body;
    expect(all.Total).toBe(mine.length + ofMember2.length);
    expect((await platform.get<Page>(scoped('bet/fixed/page3'), tokens.agent2)).body.Total).toBe(mine.length);
    expect((await platform.get<Page>(scoped('bet/fixed/page3'), tokens.agent3)).body.Total).toBe(ofMember2.length);
    expect((await platform.get(scoped('bet/fixed/page3', 'SG', 'UserId=member2'), tokens.agent1)).status).toBe(404);
    expect((await platform.get<Page>(scoped('bet/fixed/page3', 'SG', 'UserId=member1&PageSize=1'), tokens.agent1)).body).toMatchObject({ Total: mine.length, PageSize: 1 });
    const id = mine[0]?.FixedBetId;
    expect((await platform.get(scoped('bet/fixed/view', 'SG', `FixedBetId=${id}`), tokens.agent3)).status).toBe(404);
    expect((await platform.get(scoped('bet/fixed/view', 'SG', `FixedBetId=${id}`), member2)).status).toBe(404);
    expect((await platform.get(scoped('bet/fixed/view', 'MG', `FixedBetId=${id}`), tokens.member1)).status).toBe(404);
    expect((await platform.get<Fixed>(scoped('bet/fixed/view', 'SG', `FixedBetId=${id}`), tokens.agent1)).body).toMatchObject({ FixedBetId: id, Deletable: true });
    // member3 sees a listing (its own, none) but may not delete.
    expect((await platform.get<Page>(scoped('bet/fixed/page3'), member3)).body.Total).toBe(0);
  });

  test('delete: out of reach 404, member3 403; the fixed bet stops, its tickets stay', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const created = await create(platform, tokens.agent2, order({ Number: '7777', Big: '1', Kind: 'ORDINARY' }, { UserId: 'member1' }));
    expect(created.status).toBe(201);
    const id = created.body.FixedBetId;
    const ticketId = created.body.Runs[0]?.TicketId;
    expect(created.body.Runs[0]).toMatchObject({ DrawId: draw.DrawId, Status: 'PLACED' });
    expect((await remove(platform, tokens.agent3, 'bet/fixed', `FixedBetId=${id}`)).status).toBe(404);
    expect((await remove(platform, member2, 'bet/fixed', `FixedBetId=${id}`)).status).toBe(404);
    expect((await remove(platform, member3, 'bet/fixed', `FixedBetId=${id}`)).status).toBe(404);
    const deleted = await remove<{ FixedBetId: number }>(platform, tokens.member1, 'bet/fixed', `FixedBetId=${id}`);
    expect(deleted).toMatchObject({ status: 200, body: { FixedBetId: id } });
    expect((await remove(platform, tokens.member1, 'bet/fixed', `FixedBetId=${id}`)).status).toBe(404);
    expect((await platform.get(scoped('bet/fixed/view', 'SG', `FixedBetId=${id}`), tokens.member1)).status).toBe(404);
    expect((await platform.get<Page>(scoped('bet/fixed/page3'), tokens.member1)).body.Items.map((item) => item.FixedBetId)).not.toContain(id);
    expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${ticketId}`), tokens.member1)).status).toBe(200);
    // Past Sunday's close it is not placed on Wednesday.
    platform.setNow(AFTER_SUNDAY_CLOSE);
    await placeDueFixedBets(platform.db, AFTER_SUNDAY_CLOSE);
    const wednesday = await openDraw(platform, tokens.member1);
    const numbers = await platform.get<{ Items: { Number: string }[] }>(scoped('bet/detailsFull', 'SG', `DrawId=${wednesday.DrawId}&UserId=member1`), tokens.member1);
    expect(numbers.body.Items.map((item) => item.Number)).not.toContain('7777');
  });

  test('member3 (disablePlaceBetAndFixedBet): its fixed bet set up before is refused at each draw; it may not delete it, its agent may', async () => {
    platform.setNow(FIXED_NOW);
    const [row] = await platform.db
      .insert(fixedBets)
      .values({ userId: 'member3', locId: 'SG', createdBy: 'agent2', idempotencyKey: newKey(), requestHash: '0'.repeat(64), kind: 'ORDINARY', number: '4444', big: '1.00', lineCount: 1, cost: '1.00', days: 127 })
      .returning();
    const id = row?.id;
    expect((await placeDueFixedBets(platform.db, FIXED_NOW, { userId: 'member3' })).refused).toBe(1);
    const view = await platform.get<Fixed>(scoped('bet/fixed/view', 'SG', `FixedBetId=${id}`), member3);
    expect(view.body).toMatchObject({ Deletable: false, LastRun: { Status: 'REFUSED', Reason: 'Betting is disabled for this account.' } });
    expect(await remove(platform, member3, 'bet/fixed', `FixedBetId=${id}`)).toMatchObject({ status: 403, body: { message: 'Betting is disabled for this account.' } });
    expect((await remove(platform, tokens.agent2, 'bet/fixed', `FixedBetId=${id}`)).status).toBe(200);
  });

  test('the sweeper the platform starts sweeps before it returns, then on its interval, until stopped', async () => {
    // Past Wednesday's close: the every-day fixed bets of member1 are due on Saturday.
    const afterWednesday = new Date('2025-04-23T10:01:00Z');
    const [saturday] = await platform.db.select({ DrawId: draws.id }).from(draws).where(and(eq(draws.locId, 'SG'), eq(draws.drawDate, '2025-04-26')));
    if (!saturday) throw new Error('no Saturday draw');
    const before = (await fixedTickets(platform, 'member1', saturday.DrawId)).length;
    const lines: string[] = [];
    const sweeper = await startFixedBetSweeper(platform.db, { now: () => afterWednesday, intervalMs: 20, log: (line) => lines.push(line) });
    try {
      expect(await fixedTickets(platform, 'member1', saturday.DrawId)).toHaveLength(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sweeper.running();
      expect(await fixedTickets(platform, 'member1', saturday.DrawId)).toHaveLength(before + 1);
    } finally {
      sweeper.stop();
    }
    expect(lines).toEqual([]);
  });
});
