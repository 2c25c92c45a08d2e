// Object-level authorization of every bet call: an agent places, reads and deletes bets of its own
// downline only; anything of another branch is a 404, and every listing without UserId answers exactly
// what an admin sees when it names the caller as UserId (its reach, nothing more).
import { ACTORS, hiddenFrom, scoped, useActorTokens, type Actor } from './support/actors';
import { drawsOf, newKey, openDraw, placeText, placeTicket, remove, type PlacedTicket } from './support/bets';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const RANGE = 'DrawFrom=2025-02-01&DrawTo=2025-05-10';
const NOT_FOUND = { status: 404, body: { message: 'User not found.' } };

/** Deletable depends on the caller's own rights, not on what it sees: left out of the comparison. */
function withoutDeletable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDeletable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'Deletable').map(([key, item]) => [key, withoutDeletable(item)]));
  }
  return value;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let member2Ticket: PlacedTicket;
  let member1Ticket: PlacedTicket;
  let calls: [string, string][] = [];

  beforeAll(async () => {
    const member2 = await platform.signIn('member2', 'Member1234');
    const draw = await openDraw(platform, member2);
    member2Ticket = (await placeTicket(platform, member2, { UserId: 'member2', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '2468', Big: '2', Kind: 'ORDINARY' }] })).body;
    member1Ticket = (await placeTicket(platform, tokens.agent2, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '2468', Big: '1', Kind: 'KBET' }] })).body;
    const past = (await drawsOf(platform, tokens.admin)).find((row) => row.Status === 'RESULTED');
    const drawOf = (id: number | undefined) => `DrawId=${id}`;
    calls = [
      ['bet/page2', drawOf(draw.DrawId)],
      ['bet/page2', drawOf(past?.DrawId)],
      ['bet/page2ByDate', `${RANGE}&PageSize=10000`],
      ['bet/view2ByDate', `${RANGE}&PageSize=10000`],
      ['bet/view2ByDateFull', RANGE],
      ['bet/detailsFull', drawOf(past?.DrawId)],
      ['bet/search', `${drawOf(draw.DrawId)}&Number=2468`],
      ['bet/tally', drawOf(past?.DrawId)],
      ['bet/betByDay', RANGE],
      ['bet/byDayGroupByNumber', drawOf(draw.DrawId)],
      ['bet/summary/drawDate', ''],
      ['bet/summary/userIds', drawOf(past?.DrawId)],
      ['betSummaryFull', drawOf(draw.DrawId)],
      ['betSummaryByType', drawOf(past?.DrawId)],
      ['betSummaryByTypeSum', drawOf(past?.DrawId)],
      ['betSummaryReportFull', RANGE],
      ['betSummary3Full', RANGE],
      ['betSummaryUserIdByShare', drawOf(draw.DrawId)],
    ];
  });

  const get = (actor: Actor | 'self', resource: string, query: string, token: string) =>
    platform.get(scoped(resource, 'SG', query), token).then((answer) => ({ actor, resource, status: answer.status, body: answer.body }));

  test.each(ACTORS.filter((actor) => actor !== 'clerk'))('%s: every listing answers what the admin sees with the caller as UserId', async (actor) => {
    let withRows = 0;
    for (const [resource, query] of calls) {
      const own = await get(actor, resource, query, tokens[actor]);
      const seen = await get(actor, resource, [query, `UserId=${actor}`].filter(Boolean).join('&'), tokens.admin);
      expect(own.status).toBe(200);
      expect(withoutDeletable(own)).toEqual(withoutDeletable(seen));
      const body = own.body as { Items?: unknown[]; Rows?: unknown[] };
      if ((body.Items ?? body.Rows ?? []).length > 0) withRows += 1;
    }
    // Not a comparison of empty answers: the demo bets and this file's tickets fill most of them.
    expect(withRows).toBeGreaterThanOrEqual(12);
  });

  test('the clerk, an admin sub-account, sees what the admin sees', async () => {
    for (const [resource, query] of calls) {
      expect(withoutDeletable(await get('clerk', resource, query, tokens.clerk))).toEqual(withoutDeletable(await get('clerk', resource, query, tokens.admin)));
    }
  });

  test.each(ACTORS)('%s: a UserId of another branch is a 404 on every listing', async (actor) => {
    for (const userId of [...hiddenFrom(actor), 'nobody']) {
      for (const [resource, query] of calls) {
        const answer = await get(actor, resource, [query, `UserId=${userId}`].filter(Boolean).join('&'), tokens[actor]);
        expect([resource, userId, answer.status, answer.body]).toEqual([resource, userId, NOT_FOUND.status, NOT_FOUND.body]);
      }
    }
  });

  test('an agent cannot place, read, delete or move bets of another branch', async () => {
    const draw = await openDraw(platform, tokens.agent1);
    const order = { UserId: 'member2', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Kind: 'ORDINARY' }] };
    expect(await placeTicket(platform, tokens.agent1, order)).toMatchObject(NOT_FOUND);
    expect(await placeText(platform, tokens.agent2, { Text: 'member2 7 1234 1-', IdempotencyKey: newKey() })).toMatchObject(NOT_FOUND);
    const ticket = { status: 404, body: { message: 'Ticket not found.' } };
    for (const resource of ['bet/view', 'bet/viewFull']) {
      expect(await platform.get(scoped(resource, 'SG', `TicketId=${member2Ticket.TicketId}`), tokens.agent1)).toMatchObject(ticket);
      expect(await platform.get(scoped(resource, 'SG', `TicketId=${member1Ticket.TicketId}`), tokens.agent3)).toMatchObject(ticket);
    }
    expect(await remove(platform, tokens.agent1, 'bet/page', `TicketId=${member2Ticket.TicketId}`)).toMatchObject(ticket);
    expect(await remove(platform, tokens.agent1, 'bet', `BetId=${member2Ticket.Bets[0]?.BetId}`)).toMatchObject({ status: 404, body: { message: 'Bet not found.' } });
    const move = (resource: string, body: unknown) => sendJson(platform, 'POST', scoped(resource), body, tokens.agent1);
    expect(await move('bet/transfer', { TicketIds: [member2Ticket.TicketId], ToUserId: 'member1' })).toMatchObject({ status: 404 });
    expect(await move('bet/transfer', { TicketIds: [member1Ticket.TicketId], ToUserId: 'member2' })).toMatchObject(NOT_FOUND);
    expect(await move('bet/transfer4', { BetIds: [member2Ticket.Bets[0]?.BetId], ToUserId: 'member1', IdempotencyKey: newKey() })).toMatchObject({ status: 404 });
    expect(await move('bet/page/combine', { TicketIds: [member1Ticket.TicketId, member2Ticket.TicketId] })).toMatchObject({ status: 404 });
    // Nothing moved: both tickets are where they were.
    expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${member2Ticket.TicketId}`), tokens.admin)).status).toBe(200);
    expect((await platform.get(scoped('bet/view', 'SG', `TicketId=${member1Ticket.TicketId}`), tokens.admin)).status).toBe(200);
  });
});
