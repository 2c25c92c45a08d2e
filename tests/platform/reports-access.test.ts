// Downline isolation of every settlement report call: for member1, agent2, agent3 and the clerk, no
// answer names a user outside the caller's reach (actors.ts VISIBLE), and naming such a user (UserId)
// is a 404, exactly like a user that does not exist. The group calls refuse agent3 (GroupReportDisabled)
// with 403 before reading anything.
import { scoped, useActorTokens, VISIBLE, hiddenFrom, type Actor } from './support/actors';
import { sendJson } from './support/entry';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { bookDraw, clearSettlements, pastDraws } from './reports-fixtures';

const CALLS = [
  'reportFull',
  'reportFull2',
  'reportUplineFull',
  'reportSummary3',
  'reportGroupFull',
  'reportGroup2Full',
  'reportCollectionFull',
  'dSelectStatementSummary',
  'mMemberReportSummary',
  'reportGroupSetting',
] as const;
const GROUP_CALLS = new Set<string>(['reportGroupFull', 'reportGroup2Full', 'reportGroupSetting']);
const CHECKED: Actor[] = ['member1', 'agent2', 'agent3', 'clerk'];

/** Every UserId and GroupId anywhere in an answer. */
function namedUsers(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => namedUsers(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'UserId' || key === 'GroupId') && typeof item === 'string') found.add(item);
      else namedUsers(item, found);
    }
  }
  return found;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let range = '';

  beforeAll(async () => {
    const { db } = platform;
    await clearSettlements(db, 'SG');
    const [newest, older] = await pastDraws(db, 'SG', '2025-04-20');
    range = `DrawFrom=${older?.drawDate}&DrawTo=${newest?.drawDate}`;
    for (const draw of [newest, older]) {
      await bookDraw(db, 'SG', draw?.id ?? 0, [
        { userId: 'member1', turnover: '12.00', strike: '2500.00' },
        { userId: 'member2', turnover: '8.00', strike: '0.00' },
        { userId: 'member3', turnover: '3.00', strike: '0.00' },
      ]);
    }
  });

  const query = (call: string, extra = '') => (call === 'reportGroupSetting' ? extra : [range, extra].filter(Boolean).join('&'));

  test.each(CHECKED)('%s: every call answers only users of its reach', async (actor) => {
    for (const call of CALLS) {
      const answer = await platform.get(scoped(call, 'SG', query(call)), tokens[actor]);
      if (actor === 'agent3' && GROUP_CALLS.has(call)) {
        expect([call, answer.status]).toEqual([call, 403]);
        continue;
      }
      expect([call, answer.status]).toEqual([call, 200]);
      const outside = [...namedUsers(answer.body)].filter((userId) => !VISIBLE[actor].includes(userId));
      expect([call, outside]).toEqual([call, []]);
    }
  });

  test.each(CHECKED)('%s: naming a user outside its reach is a 404 on every call', async (actor) => {
    const hidden = [...hiddenFrom(actor), 'nobody'];
    for (const call of CALLS) {
      if (actor === 'agent3' && GROUP_CALLS.has(call)) continue;
      for (const userId of hidden) {
        const answer = await platform.get<{ message: string }>(scoped(call, 'SG', query(call, `UserId=${userId}`)), tokens[actor]);
        expect([call, userId, answer.status, answer.body.message]).toEqual([call, userId, 404, 'User not found.']);
      }
    }
    for (const userId of hidden) {
      const saved = await sendJson(platform, 'POST', scoped('reportGroupSetting', 'SG'), { UserId: userId, Groups: ['agent1'] }, tokens[actor]);
      const removed = await platform.request(scoped('reportGroupSetting', 'SG', `UserId=${userId}`), { method: 'DELETE', headers: { authorization: `Bearer ${tokens[actor]}` } });
      const expected = actor === 'agent3' ? 403 : 404;
      expect([userId, saved.status, removed.status]).toEqual([userId, expected, expected]);
    }
  });

  test('agent3 sees nothing of agent2’s branch: its full report holds member2 only, and member1 or agent2 are 404', async () => {
    const full = await platform.get<{ Rows: { UserId: string }[] }>(scoped('reportFull', 'SG', range), tokens.agent3);
    expect(full.body.Rows.map((row) => row.UserId)).toEqual(['member2']);
    for (const userId of ['member1', 'agent2']) {
      expect((await platform.get(scoped('reportFull', 'SG', `${range}&UserId=${userId}`), tokens.agent3)).status).toBe(404);
    }
  });

  test('the draw pickers answer every signed-in role, and only the location’s draws', async () => {
    for (const actor of CHECKED) {
      for (const call of ['reportDate', 'reportDate2']) {
        const answer = await platform.get<unknown[]>(scoped(call, 'SG'), tokens[actor]);
        expect([actor, call, answer.status]).toEqual([actor, call, 200]);
      }
    }
    const sg = await platform.get<{ DrawId: number }[]>(scoped('reportDate2', 'SG'), tokens.agent2);
    const mg = await platform.get<{ DrawId: number }[]>(scoped('reportDate2', 'MG'), tokens.agent2);
    expect(sg.body.filter((row) => mg.body.some((other) => other.DrawId === row.DrawId))).toEqual([]);
  });
});
