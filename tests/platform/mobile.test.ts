// GET and PUT {4d|tt}/mobile: the caller's own number, digits with the country code (docs/product.md#validation-rules: no
// plus sign, Singapore with 65). Nobody reads or writes another user's number through it.
import { eq } from 'drizzle-orm';
import { users } from '@/platform/db/schema';
import { setMobile } from '@/platform/services/users/users';
import { ACTORS, scoped, useActorTokens, type Actor } from './support/actors';
import { platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

const FORMAT = 'Enter the mobile number with its country code, 10 to 15 digits, e.g. 6591234567.';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const read = (actor: Actor, locId = 'SG', query = '') => platform.get(scoped('mobile', locId, query), tokens[actor]);
  const write = (actor: Actor, body: unknown, locId = 'SG', query = '') =>
    sendJson(platform, 'PUT', scoped('mobile', locId, query), body, tokens[actor]);
  const stored = async (userId: string) =>
    (await platform.db.select({ mobile: users.mobile }).from(users).where(eq(users.userId, userId)))[0]?.mobile;

  test.each(ACTORS)('%s starts without a number, sets its own, and reads it back in any location', async (actor) => {
    expect(await read(actor)).toMatchObject({ status: 200, body: { UserId: actor, Mobile: '' } });
    const number = `65${(91_000_000 + ACTORS.indexOf(actor)).toString()}`;
    expect(await write(actor, { Mobile: number }, 'TT')).toMatchObject({ status: 200, body: { UserId: actor, Mobile: number } });
    expect((await read(actor, 'MG')).body).toEqual({ UserId: actor, Mobile: number, Mobile2: '', BetEntryAlert: false });
    expect(await stored(actor)).toBe(number);
  });

  test('every actor kept its own number: no write reached another user', async () => {
    for (const actor of ACTORS) {
      expect((await read(actor)).body).toEqual({ UserId: actor, Mobile: `65${91_000_000 + ACTORS.indexOf(actor)}`, Mobile2: '', BetEntryAlert: false });
    }
    expect(await stored('member2')).toBe('');
  });

  test('a UserId in the query or the body is ignored: agent3 changes only its own number', async () => {
    const answer = await write('agent3', { Mobile: '6598887777', UserId: 'agent1' }, 'SG', 'UserId=agent1');
    expect(answer).toMatchObject({ status: 200, body: { UserId: 'agent3', Mobile: '6598887777' } });
    expect(await stored('agent1')).toBe('6591000002');
    expect((await read('agent3', 'SG', 'UserId=agent1')).body).toEqual({ UserId: 'agent3', Mobile: '6598887777', Mobile2: '', BetEntryAlert: false });
    expect((await read('member1', 'SG', 'UserId=member2')).body).toMatchObject({ UserId: 'member1' });
  });

  test.each([
    ['+65 9123 4567', '6591234567'],
    ['65-9123-4567', '6591234567'],
    ['  60123456789 ', '60123456789'],
    ['441234567890123', '441234567890123'],
  ])('%j is stored as %s', async (input, expected) => {
    expect(await write('member1', { Mobile: input })).toMatchObject({ status: 200, body: { Mobile: expected } });
    expect(await stored('member1')).toBe(expected);
  });

  test('an empty number removes it', async () => {
    expect(await write('agent2', { Mobile: '' })).toMatchObject({ status: 200, body: { UserId: 'agent2', Mobile: '' } });
    expect(await stored('agent2')).toBe('');
  });

  test.each([
    ['without the country code', '91234567', FORMAT],
    ['with a leading 0', '0091234567', FORMAT],
    ['with more than 15 digits', '6591234567891234', FORMAT],
    ['with letters', '65912345ab', FORMAT],
    ['with two plus signs', '++6591234567', FORMAT],
    ['over 32 characters', ' '.repeat(30) + '6591234567', FORMAT],
    ['as a number', 6591234567, 'Mobile must be text.'],
    ['missing', undefined, 'Mobile is required.'],
  ])('a number %s is a 400 naming Mobile, and nothing changes', async (_name, Mobile, message) => {
    const before = await stored('member1');
    expect(await write('member1', { Mobile })).toMatchObject({ status: 400, body: { field: 'Mobile', message } });
    expect(await stored('member1')).toBe(before);
  });

  test('the body must be a small JSON object', async () => {
    const form = await platform.request(scoped('mobile'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.member1}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Mobile=6591234567',
    });
    expect(form).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(await write('member1', ['6591234567'])).toMatchObject({ status: 400, body: { field: 'body' } });
    expect(await write('member1', { Mobile: '6591234567', pad: 'x'.repeat(9000) })).toMatchObject({ status: 413, body: { field: 'body' } });
  });

  test('the database refuses a malformed number even past the contract', async () => {
    await expect(setMobile(platform.db, 'member2', '12345')).rejects.toThrow();
    expect(await stored('member2')).toBe('');
  });
});
