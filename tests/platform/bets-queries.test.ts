// The bet listings: tickets of a draw (page2) and of a date range (page2ByDate) with report paging and
// sorting, one ticket (view, viewFull), bet lines (view2ByDate, detailsFull), the search by number
// (search, searchT), the place-bet helpers (perm, settings) and the sums (tally, byDayGroupByNumber,
// summary/*, betSummary*).
import { scoped, useActorTokens } from './support/actors';
import { newKey, openDraw, placeTicket, type PlacedTicket } from './support/bets';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

interface Page<T> {
  Items: T[];
  Total: number;
  Sum: string;
  PageIndex: number;
  PageSize: number;
}
interface TicketRow {
  TicketId: number;
  UserId: string;
  UserName: string;
  DrawDate: string;
  CreatedDate: string;
  Total: string;
  BetCount: number;
  Source: string;
  Deletable: boolean;
}
interface Line {
  BetId: number;
  TicketId: number;
  Kind: string;
  Number?: string;
  Numbers?: string[];
  Cost: string;
  Count: number;
  Deletable: boolean;
}
interface Summary {
  Rows: Record<string, unknown>[];
  Sum: Record<string, unknown>;
}

const RANGE = 'DrawFrom=2025-02-01&DrawTo=2025-05-10';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const placed: PlacedTicket[] = [];
  let drawId = 0;

  beforeAll(async () => {
    const draw = await openDraw(platform, tokens.agent2);
    drawId = draw.DrawId;
    const tickets = [
      [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }, { Number: '5555', Big: '1', Kind: 'ORDINARY' }],
      [{ Number: '12R4', Big: '1', Kind: 'ROLL' }],
      [{ Number: '4321', Big: '1', Kind: 'KBET' }, { Number: '3412', Small: '2', Kind: 'IBET' }, { Number: '1243', Big: '3', Kind: 'ORDINARY' }],
    ];
    for (const [i, bets] of tickets.entries()) {
      platform.setNow(new Date(FIXED_NOW.getTime() + i * 60_000));
      const answer = await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: drawId, IdempotencyKey: newKey(), Bets: bets });
      placed.push(answer.body);
    }
    platform.setNow(FIXED_NOW);
  });

  test('page2: the tickets of a draw, newest first, 100 a page, with totals and a Deletable flag', async () => {
    const page = await platform.get<Page<TicketRow>>(scoped('bet/page2', 'SG', `DrawId=${drawId}`), tokens.agent2);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ Total: 3, Sum: '41.00', PageIndex: 1, PageSize: 100 });
    expect(page.body.Items.map((row) => row.TicketId)).toEqual(placed.map((ticket) => ticket.TicketId).reverse());
    expect(page.body.Items[2]).toEqual({
      TicketId: placed[0]?.TicketId, UserId: 'member1', UserName: 'Member One', LocId: 'SG', DrawId: drawId, DrawDate: '2025-04-20',
      CreatedDate: FIXED_NOW.toISOString(), CreatedBy: 'agent2', Source: 'WEB', Total: '2.00', BetCount: 2, Deletable: true,
    });
    const sorted = await platform.get<Page<TicketRow>>(scoped('bet/page2', 'SG', `DrawId=${drawId}&SortBy=Total&SortDir=ascend&PageSize=2&PageIndex=2`), tokens.agent2);
    expect(sorted.body).toMatchObject({ Total: 3, PageIndex: 2, PageSize: 2 });
    expect(sorted.body.Items.map((row) => row.Total)).toEqual(['29.00']);
    // agent3 does not reach member1; a member sees its own tickets, Deletable only while it may bet.
    expect((await platform.get<Page<TicketRow>>(scoped('bet/page2', 'SG', `DrawId=${drawId}`), tokens.agent3)).body.Items).toEqual([]);
    const own = await platform.get<Page<TicketRow>>(scoped('bet/page2', 'SG', `DrawId=${drawId}`), tokens.member1);
    expect(own.body.Items.every((row) => row.UserId === 'member1' && row.Deletable)).toBe(true);
    expect(await platform.get(scoped('bet/page2', 'SG', 'DrawId=999999'), tokens.agent2)).toMatchObject({ status: 404, body: { message: 'Draw not found.' } });
    expect(await platform.get(scoped('bet/page2', 'SG', `DrawId=${drawId}&SortBy=Nope`), tokens.agent2)).toMatchObject({ status: 400, body: { field: 'SortBy' } });
  });

  test('page2ByDate and view2ByDate: the ticket history of a range, past tickets not deletable', async () => {
    const tickets = await platform.get<Page<TicketRow>>(scoped('bet/page2ByDate', 'SG', `${RANGE}&UserId=member1&PageSize=500`), tokens.agent1);
    expect(tickets.status).toBe(200);
    expect(tickets.body.Total).toBeGreaterThan(10);
    expect(tickets.body.Items.every((row) => row.UserId === 'member1')).toBe(true);
    expect(tickets.body.Items.filter((row) => row.Deletable).map((row) => row.DrawDate)).toEqual(['2025-04-20', '2025-04-20', '2025-04-20']);
    const lines = await platform.get<Page<Line>>(scoped('bet/view2ByDate', 'SG', `${RANGE}&UserId=member1&SortBy=BetId&SortDir=asc&PageSize=5`), tokens.agent1);
    expect(lines.body.Items).toHaveLength(5);
    const ids = lines.body.Items.map((line) => line.BetId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const full = await platform.get<Page<Line>>(scoped('bet/view2ByDateFull', 'SG', `${RANGE}&UserId=member1`), tokens.agent1);
    expect(full.body.Items).toHaveLength(lines.body.Total);
    expect(full.body.Sum).toBe(lines.body.Sum);
    expect(await platform.get(scoped('bet/page2ByDate', 'SG', 'DrawFrom=2025-05-01&DrawTo=2025-04-01'), tokens.agent1)).toMatchObject({ status: 400, body: { field: 'DrawTo' } });
  });

  test('view and viewFull: one ticket, with the lines each bet stands for', async () => {
    const ticket = placed[2];
    const view = await platform.get<PlacedTicket>(scoped('bet/view', 'SG', `TicketId=${ticket?.TicketId}`), tokens.member1);
    expect(view.body).toEqual({ ...ticket, CreditLeft: undefined, Replayed: undefined });
    const full = await platform.get<{ Bets: (Line & { Lines: string[] })[] }>(scoped('bet/viewFull', 'SG', `TicketId=${ticket?.TicketId}`), tokens.member1);
    expect(full.body.Bets.map((bet) => bet.Lines.length)).toEqual([24, 24, 1]);
    expect(full.body.Bets[0]?.Lines).toContain('1234');
    expect(await platform.get(scoped('bet/view', 'SG', `TicketId=${ticket?.TicketId}`), tokens.agent3)).toMatchObject({ status: 404, body: { message: 'Ticket not found.' } });
    expect((await platform.get(scoped('bet/view', 'MG', `TicketId=${ticket?.TicketId}`), tokens.member1)).status).toBe(404);
  });

  test('search: every bet that covers the number, however it was written', async () => {
    const search = await platform.get<Page<Line>>(scoped('bet/search', 'SG', `DrawId=${drawId}&Number=1234`), tokens.agent2);
    expect(search.body.Items.map((line) => `${line.Kind} ${line.Number}`).sort()).toEqual(['IBET 3412', 'KBET 4321', 'ORDINARY 1234', 'ROLL 12R4']);
    const roll = await platform.get<Page<Line>>(scoped('bet/search', 'SG', `DrawId=${drawId}&Number=1294`), tokens.agent2);
    expect(roll.body.Items.map((line) => line.Number)).toEqual(['12R4']);
    expect((await platform.get<Page<Line>>(scoped('bet/search', 'SG', `DrawId=${drawId}&Number=1234`), tokens.agent3)).body.Items).toEqual([]);
    expect(await platform.get(scoped('bet/search', 'TT', `DrawId=${drawId}&Number=1234`), tokens.agent2)).toMatchObject({ status: 400, body: { field: 'LocId' } });
  });

  test('searchT: Toto entries holding the numbers (a roll entry may miss one)', async () => {
    const draw = await openDraw(platform, tokens.member1, 'TT');
    await placeTicket(platform, tokens.member1, {
      UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(),
      Bets: [
        { Numbers: ['01', '02', '03', '04', '05', '06'], Amount: '1', Kind: 'TT' },
        { Numbers: ['01', '02', '03', '04', '05'], Roll: true, Amount: '1', Kind: 'TT' },
        { Numbers: ['10', '11', '12', '13', '14', '15'], Amount: '1', Kind: 'TT' },
      ],
    }, 'TT');
    const found = (numbers: string) => platform.get<Page<Line>>(scoped('bet/searchT', 'TT', `DrawId=${draw.DrawId}&Numbers=${numbers}`), tokens.member1);
    // Newest first; bets of one ticket by BetId, also descending.
    expect((await found('01,02')).body.Items.map((line) => line.Numbers?.length)).toEqual([5, 6]);
    expect((await found('01 49')).body.Items.map((line) => line.Numbers?.length)).toEqual([5]);
    expect((await found('10,11,12')).body).toMatchObject({ Total: 1, Sum: '1.00' });
  });

  test('perm and settings help the place-bet page', async () => {
    expect((await platform.get(scoped('bet/perm', 'SG', 'Number=1123'), tokens.member1)).body).toMatchObject({ Number: '1123', Count: 12 });
    expect((await platform.get(scoped('bet/perm', 'SG', 'Number=12r4'), tokens.member1)).body).toMatchObject({ Number: '12R4', Count: 10 });
    const settings = await platform.get<{ OpenDraws: { DrawId: number }[]; Kinds: string[]; MaxStake: string }>(scoped('bet/settings', 'SG'), tokens.member1);
    expect(settings.body).toMatchObject({ LocId: 'SG', Game: '4D', MaxBetsPerTicket: 200, MaxStake: '10000.00', Kinds: ['ORDINARY', 'ROLL', 'IBET', 'KBET'] });
    expect(settings.body.OpenDraws[0]?.DrawId).toBe(drawId);
    expect((await platform.get(scoped('bet/settings', 'TT'), tokens.member1)).body).toMatchObject({ Game: 'TT', Kinds: ['TT'], Tags: ['STAR', 'TO', 'TE', 'TT'] });
  });

  test('tally, byDayGroupByNumber and the summaries add up to the same sums', async () => {
    const tally = await platform.get<Summary>(scoped('bet/tally', 'SG', `DrawId=${drawId}`), tokens.agent2);
    expect(tally.body.Sum).toEqual({ Tickets: 3, Bets: 6, Count: 61, Big: '7.00', Small: '2.00', Amount: '0.00', Total: '41.00' });
    // Kinds in their fixed order (ORDINARY, IBET, KBET, ROLL, TT).
    expect(tally.body.Rows.map((row) => [row.Kind, row.Bets, row.Total])).toEqual([['ORDINARY', 3, '5.00'], ['IBET', 1, '2.00'], ['KBET', 1, '24.00'], ['ROLL', 1, '10.00']]);
    const byNumber = await platform.get<Summary>(scoped('bet/byDayGroupByNumber', 'SG', `DrawId=${drawId}`), tokens.agent2);
    expect(byNumber.body.Rows.map((row) => row.Number)).toEqual(['1234', '1243', '12R4', '3412', '4321', '5555']);
    const users = await platform.get<Summary>(scoped('bet/summary/userIds', 'SG', `DrawId=${drawId}`), tokens.agent2);
    expect(users.body.Rows).toEqual([expect.objectContaining({ UserId: 'member1', UserName: 'Member One', Tickets: 3, Total: '41.00' })]);
    for (const call of ['betSummaryFull', 'betSummaryByType', 'betSummaryByTypeSum']) {
      const answer = await platform.get<Summary>(scoped(call, 'SG', `DrawId=${drawId}`), tokens.agent2);
      expect([call, answer.body.Sum]).toEqual([call, tally.body.Sum]);
    }
    const share = await platform.get<Summary>(scoped('betSummaryUserIdByShare', 'SG', `DrawId=${drawId}`), tokens.agent1);
    expect(share.body.Rows).toEqual([expect.objectContaining({ UserId: 'agent2', Share: 0.2, Total: '41.00' })]);
    const dates = await platform.get<Summary>(scoped('bet/summary/drawDate', 'SG'), tokens.agent2);
    expect(dates.body.Rows.at(-1)).toMatchObject({ DrawId: drawId, DrawDate: '2025-04-20', Status: 'OPEN', Total: '41.00' });
    expect(dates.body.Rows.slice(0, -1).every((row) => row.Status === 'RESULTED')).toBe(true);
    expect(await platform.get(scoped('bet/summary/drawDateT', 'SG'), tokens.agent2)).toMatchObject({ status: 400, body: { field: 'LocId' } });
    expect((await platform.get<Summary>(scoped('bet/summary/drawDateT', 'TT'), tokens.agent2)).status).toBe(200);
    const byDay = await platform.get<Summary>(scoped('bet/betByDay', 'SG', RANGE), tokens.agent2);
    expect(byDay.body.Rows.at(-1)).toMatchObject({ DrawDate: '2025-04-20', UserId: 'member1', Total: '41.00' });
    for (const call of ['betSummaryReportFull', 'betSummary3Full']) {
      expect([call, (await platform.get<Summary>(scoped(call, 'SG', RANGE), tokens.agent2)).body.Sum]).toEqual([call, byDay.body.Sum]);
    }
  });
});
