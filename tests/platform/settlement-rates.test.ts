// settlement_rates: settling a draw records every hierarchy user's commission and share as the
// settlement used them; unsettling deletes them, settling again rewrites them. The group reports
// compute V's own parts from them, so changing an agent's rates after the draw leaves the draw's
// group figures alone, and V's parts of its groups still add up to V's own settled row.
import { and, eq } from 'drizzle-orm';
import { settlementRates, settlements, userLocations } from '@/platform/db/schema';
import { settleDraw, unsettleDraw } from '@/platform/services/settlement/settle';
import { scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';
import { pastDraws } from './reports-fixtures';

type Figures = Record<'Turnover' | 'OwnCommission' | 'OwnShare' | 'Amount', string>;
interface Group {
  Rows: (Figures & { GroupId: string })[];
  Total: Figures;
}
interface Full {
  Self: Figures;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let drawId = 0;

  beforeAll(async () => {
    const [newest] = await pastDraws(platform.db, 'SG', '2025-04-20');
    drawId = newest?.id ?? 0;
  });

  const ratesOf = async (locId = 'SG') =>
    new Map(
      (await platform.db.select().from(userLocations).where(eq(userLocations.locId, locId))).map((row) => [row.userId, { commission: row.commission, share: row.share }]),
    );
  const recorded = async (id: number) =>
    new Map((await platform.db.select().from(settlementRates).where(eq(settlementRates.drawId, id))).map((row) => [row.userId, { commission: row.commission, share: row.share }]));
  const setRates = (userId: string, rates: { commission: string; share: string }) =>
    platform.db
      .update(userLocations)
      .set(rates)
      .where(and(eq(userLocations.userId, userId), eq(userLocations.locId, 'SG')));
  const get = async <T>(resource: string, actor: 'admin' | 'agent1', query: string) => {
    const answer = await platform.get<T>(scoped(resource, 'SG', query), tokens[actor]);
    expect([resource, actor, answer.status]).toEqual([resource, actor, 200]);
    return answer.body;
  };

  test('settling records each hierarchy user’s rates; unsettling deletes them; settling again rewrites them', async () => {
    await settleDraw(platform.db, drawId, { now: FIXED_NOW });
    const rates = await ratesOf();
    const rows = await recorded(drawId);
    const settled = await platform.db.select({ userId: settlements.userId }).from(settlements).where(eq(settlements.drawId, drawId));
    // One row per user of the draw's hierarchy: exactly the users with a settlements row here.
    expect([...rows.keys()].sort()).toEqual(settled.map((row) => row.userId).sort());
    expect([...rows.keys()]).toEqual(expect.arrayContaining(['admin', 'agent1', 'agent2', 'member1']));
    for (const [userId, row] of rows) expect({ userId, ...row }).toEqual({ userId, ...rates.get(userId) });

    await unsettleDraw(platform.db, drawId);
    expect((await recorded(drawId)).size).toBe(0);

    await setRates('agent2', { commission: '0.0700', share: '0.1500' });
    try {
      await settleDraw(platform.db, drawId, { now: FIXED_NOW });
      expect((await recorded(drawId)).get('agent2')).toEqual({ commission: '0.0700', share: '0.1500' });
    } finally {
      await setRates('agent2', { commission: '0.0800', share: '0.2000' });
      await settleDraw(platform.db, drawId, { now: FIXED_NOW });
    }
    expect((await recorded(drawId)).get('agent2')).toEqual({ commission: '0.0800', share: '0.2000' });
  });

  test('the group reports keep a settled draw’s figures when rates change afterwards', async () => {
    const query = `DrawId=${drawId}`;
    const before = {
      admin: await get<Group>('reportGroupFull', 'admin', query),
      agent1: await get<Group>('reportGroupFull', 'agent1', query),
      agent1Members: await get<Group>('reportGroup2Full', 'agent1', query),
    };
    // V's parts of its groups add up to V's own settled row (admin and agent1 have no direct members).
    for (const viewer of ['admin', 'agent1'] as const) {
      const own = await get<Full>('reportFull', viewer, query);
      expect([viewer, before[viewer].Total.OwnCommission, before[viewer].Total.OwnShare, before[viewer].Total.Amount]).toEqual([
        viewer,
        own.Self.OwnCommission,
        own.Self.OwnShare,
        own.Self.Amount,
      ]);
    }
    expect(before.agent1.Rows.map((row) => row.GroupId)).toEqual(['agent2']);
    expect(before.agent1.Total.OwnShare).not.toBe('0.00');

    await setRates('agent1', { commission: '0.1500', share: '0.6000' });
    await setRates('agent2', { commission: '0.0500', share: '0.1000' });
    try {
      expect(await get<Group>('reportGroupFull', 'admin', query)).toEqual(before.admin);
      expect(await get<Group>('reportGroupFull', 'agent1', query)).toEqual(before.agent1);
      expect(await get<Group>('reportGroup2Full', 'agent1', query)).toEqual(before.agent1Members);
    } finally {
      await setRates('agent1', { commission: '0.1000', share: '0.5000' });
      await setRates('agent2', { commission: '0.0800', share: '0.2000' });
    }
  });
});
