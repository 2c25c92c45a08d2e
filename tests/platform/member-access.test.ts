// GET {4d|tt}/checkMemberAccess/{id}: the member-tree guard's yes/no. true only for the caller and its
// downline; another branch, an upline and an unknown id are all `{ success: false }` with 200, never 404.
import { ACTORS, EVERYONE, hiddenFrom, scoped, useActorTokens, VISIBLE } from './support/actors';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const check = (token: string, id: string, locId = 'SG') =>
    platform.get<{ success: boolean }>(scoped(`checkMemberAccess/${encodeURIComponent(id)}`, locId), token);

  test.each(ACTORS)('%s: true for itself and its downline, false for everyone else', async (actor) => {
    for (const userId of EVERYONE) {
      const answer = await check(tokens[actor], userId);
      expect([userId, answer.status, answer.body]).toEqual([userId, 200, { success: VISIBLE[actor].includes(userId) }]);
    }
  });

  test.each(ACTORS)('%s: users of another branch answer exactly like unknown ids', async (actor) => {
    const unknown = await check(tokens[actor], 'nobody');
    expect(unknown).toMatchObject({ status: 200, body: { success: false } });
    for (const userId of hiddenFrom(actor)) {
      const answer = await check(tokens[actor], userId);
      expect([userId, answer.status, answer.body]).toEqual([userId, unknown.status, unknown.body]);
    }
  });

  test('the answer is the same under tt/ and 4d/, and in every location', async () => {
    for (const locId of ['SG', 'MG', 'TT']) {
      expect((await check(tokens.agent1, 'member1', locId)).body).toEqual({ success: true });
      expect((await check(tokens.agent1, 'member2', locId)).body).toEqual({ success: false });
      expect((await check(tokens.agent3, 'member1', locId)).body).toEqual({ success: false });
    }
  });

  test('ids are exact: a different case is another id', async () => {
    expect((await check(tokens.agent1, 'Agent2')).body).toEqual({ success: false });
    expect((await check(tokens.admin, 'MEMBER1')).body).toEqual({ success: false });
  });

  test.each([
    ['too long', 'x'.repeat(33)],
    ['a control character', 'agent\u00002'],
    ['only spaces', '   '],
  ])('an id %s is a 400 naming id', async (_name, id) => {
    const answer = await check(tokens.admin, id);
    expect(answer).toMatchObject({ status: 400, body: { field: 'id' } });
  });
});
