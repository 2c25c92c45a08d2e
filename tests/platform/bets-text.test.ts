// POST {4d|tt}/bet/t: bet text. A day code places one ticket on the next open draw of each of its days
// in one transaction; a retry with the key answers the same tickets; any parse error refuses the whole
// text with every error and its position; past 10 sets the rest is reported as ignored.
import { useActorTokens } from './support/actors';
import { cents, creditLeftOf, newKey, openDraw, placeText } from './support/bets';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

interface TextError {
  message: string;
  field?: string;
  data?: string[];
  Errors?: { Index: number; Length: number; Code: string; Message: string }[];
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);

  test('a day code places one ticket per day on the next open draw of each, in close order', async () => {
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const body = { Text: 'member1 0 1234 1-2\n5678 -1k', IdempotencyKey: newKey() };
    const answer = await placeText(platform, tokens.agent2, body);
    expect(answer.status).toBe(201);
    // The tests' clock is Sunday 2025-04-20 10:00: Sunday's draw is still open, then Wednesday, Saturday.
    expect(answer.body.Tickets.map((ticket) => [ticket.UserId, ticket.Source, ticket.Total, ticket.Bets.length])).toEqual([
      ['member1', 'TEXT', '27.00', 2],
      ['member1', 'TEXT', '27.00', 2],
      ['member1', 'TEXT', '27.00', 2],
    ]);
    expect(answer.body.Tickets.map((ticket) => (ticket as unknown as { DrawDate: string }).DrawDate)).toEqual(['2025-04-20', '2025-04-23', '2025-04-26']);
    expect(answer.body.Tickets[0]?.Bets).toEqual([
      expect.objectContaining({ Kind: 'ORDINARY', Number: '1234', Count: 1, Cost: '3.00' }),
      expect.objectContaining({ Kind: 'KBET', Number: '5678', Count: 24, Cost: '24.00' }),
    ]);
    expect(answer.body.Ignored).toEqual([]);
    const after = await creditLeftOf(platform, tokens.admin, 'member1');
    expect(cents(after)).toBe(cents(before) - 8100);
    expect(answer.body.Tickets[2]?.CreditLeft).toBe(after);

    const again = await placeText(platform, tokens.agent2, body);
    expect(again.status).toBe(200);
    expect(again.body.Tickets.map((ticket) => ticket.TicketId)).toEqual(answer.body.Tickets.map((ticket) => ticket.TicketId));
    expect(again.body.Tickets.every((ticket) => ticket.Replayed)).toBe(true);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(after);
  });

  test('any parse error refuses the whole text with every error and its position', async () => {
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    const answer = await placeText<TextError>(platform, tokens.member1, { Text: 'member1 6 1234 1-2 12345 1- 7777 1-i', IdempotencyKey: newKey() });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('Text');
    expect(answer.body.Errors?.map(({ Index, Length, Code }) => ({ Index, Length, Code }))).toEqual([
      { Index: 19, Length: 5, Code: 'invalidNumber' },
      { Index: 35, Length: 1, Code: 'singleOrdering' },
    ]);
    expect(answer.body.message).toBe(answer.body.Errors?.[0]?.Message);
    expect(answer.body.data).toEqual(answer.body.Errors?.map((error) => error.Message));
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(before);
    // A day code of another location is an error of the text too.
    const magnum = await placeText<TextError>(platform, tokens.member1, { Text: 'member1 0M 1234 1-', IdempotencyKey: newKey() });
    expect(magnum.body.Errors?.[0]?.Code).toBe('dayCodeWrongLocation');
  });

  test('without a day code DrawId names the draw; both, or neither, is refused', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const placed = await placeText(platform, tokens.member1, { Text: '1234 1-', UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    expect(placed.body.Tickets.map((ticket) => ticket.DrawId)).toEqual([draw.DrawId]);
    const neither = await placeText<TextError>(platform, tokens.member1, { Text: 'member1 1234 1-', IdempotencyKey: newKey() });
    expect(neither).toMatchObject({ status: 400, body: { field: 'DrawId', message: 'Without a day code in the text, DrawId names the draw.' } });
    const both = await placeText<TextError>(platform, tokens.member1, { Text: 'member1 6 1234 1-', DrawId: draw.DrawId, IdempotencyKey: newKey() });
    expect(both).toMatchObject({ status: 400, body: { field: 'DrawId' } });
  });

  test('the member comes from the text or UserId; they must agree, and it must be in reach', async () => {
    const mismatch = await placeText<TextError>(platform, tokens.agent2, { Text: 'member1 6 1234 1-', UserId: 'fresh1', IdempotencyKey: newKey() });
    expect(mismatch).toMatchObject({ status: 400, body: { field: 'UserId', message: 'The text is for member1 but UserId is fresh1.' } });
    const nobody = await placeText<TextError>(platform, tokens.agent2, { Text: '6 1234 1-', IdempotencyKey: newKey() });
    expect(nobody).toMatchObject({ status: 400, body: { field: 'UserId', message: 'Write the member id first in the text, or send UserId.' } });
    // A member's own text needs no id.
    const own = await placeText(platform, tokens.member1, { Text: '6 1234 1-', IdempotencyKey: newKey() });
    expect(own).toMatchObject({ status: 201, body: { Tickets: [{ UserId: 'member1', CreatedBy: 'member1' }] } });
    const hidden = await placeText<TextError>(platform, tokens.agent1, { Text: 'MEMBER2 6 1234 1-', IdempotencyKey: newKey() });
    expect(hidden).toMatchObject({ status: 404, body: { message: 'User not found.' } });
  });

  test('Toto text goes under tt/; past 10 sets the rest is ignored and reported', async () => {
    const toto = await placeText(platform, tokens.member1, { Text: 'member1 1 010203040506-2 R0102030405-1', IdempotencyKey: newKey() }, 'TT');
    expect(toto.status).toBe(201);
    expect(toto.body.Tickets).toHaveLength(1);
    expect(toto.body.Tickets[0]).toMatchObject({ DrawDate: '2025-04-21', Total: '46.00' });
    const eleven = Array.from({ length: 11 }, (_, i) => `${String(1000 + i)} 1-`).join(' ');
    const answer = await placeText(platform, tokens.member1, { Text: `member1 7 ${eleven}`, IdempotencyKey: newKey() });
    expect(answer.status).toBe(201);
    expect(answer.body.Tickets[0]?.Bets).toHaveLength(10);
    expect(answer.body.Ignored).toEqual([{ Index: expect.any(Number), Length: 7, Text: '1010 1-' }]);
  });
});
