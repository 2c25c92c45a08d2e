// TT's Limit Setting: GET limit, POST limit, PUT limit, POST limit/delete and DELETE limit/{id} need an
// ADMIN holding DrawSetting (the clerk, agents and members: the access table's 403); under a 4D
// location they answer 404. Placement (grid, bet text) refuses a bet that would pass a limit with a
// 409 naming the number and what is left, and two placements at once never pass one together.
import { and, eq } from 'drizzle-orm';
import { audits } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { newKey, openDraw, placeText, placeTicket } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Limit {
  LimitId: number;
  LocId: string;
  Number: string;
  BetType: string;
  Amount: string;
  UpdatedBy: string;
}
interface Refusal {
  message: string;
  field?: string;
  limit?: { Number: string; BetType: string; Left: string };
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);
  const list = (token = tokens.admin, locId = 'TT') => platform.get<Limit[]>(scoped('limit', locId), token);
  const create = (body: unknown, token = tokens.admin, locId = 'TT') => sendJson<{ Limit: Limit } & Refusal>(platform, 'POST', scoped('limit', locId), body, token);
  const edit = (body: unknown, token = tokens.admin, locId = 'TT') => sendJson<{ Limit: Limit } & Refusal>(platform, 'PUT', scoped('limit', locId), body, token);
  const removeMany = (ids: unknown, token = tokens.admin, locId = 'TT') =>
    sendJson<{ Deleted: number[] } & Refusal>(platform, 'POST', scoped('limit/delete', locId), { LimitIds: ids }, token);
  const removeOne = (id: number | string, token = tokens.admin, locId = 'TT') =>
    platform.request<{ Deleted: number[] } & Refusal>(scoped(`limit/${id}`, locId), { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
  const entry = (numbers: string[], amount: string, roll = false) => ({ Numbers: numbers, Amount: amount, Roll: roll, Kind: 'TT' });
  async function bet(entries: unknown[], token = tokens.member1) {
    const draw = await openDraw(platform, tokens.member1, 'TT');
    return placeTicket<Refusal & { TicketId?: number }>(platform, token, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: entries }, 'TT');
  }

  test('an admin with DrawSetting lists, creates, edits and deletes limits; each change is audited', async () => {
    const made = await create({ Number: '7', BetType: 'ALL', Amount: '500' });
    expect(made).toMatchObject({ status: 201, body: { Limit: { LocId: 'TT', Number: '07', BetType: 'ALL', Amount: '500.00', UpdatedBy: 'admin' } } });
    const id = made.body.Limit.LimitId;
    expect((await list()).body).toEqual([expect.objectContaining({ LimitId: id, Number: '07' })]);
    expect(await create({ Number: '07', Amount: '10' })).toMatchObject({ status: 409, body: { field: 'Number' } });
    const system = await create({ Number: '07', BetType: 'SYSTEM', Amount: '100.5' });
    expect(system).toMatchObject({ status: 201, body: { Limit: { BetType: 'SYSTEM', Amount: '100.50' } } });
    expect(await edit({ LimitId: id, Number: '08', BetType: 'ALL', Amount: '600.00' })).toMatchObject({ status: 200, body: { Limit: { LimitId: id, Number: '08', Amount: '600.00' } } });
    expect(await edit({ LimitId: system.body.Limit.LimitId, Number: '08', BetType: 'ALL', Amount: '1' })).toMatchObject({ status: 409, body: { field: 'Number' } });
    expect(await edit({ LimitId: 999999, Number: '09', BetType: 'ALL', Amount: '1' })).toMatchObject({ status: 404 });
    expect(await removeMany([id, 999999])).toMatchObject({ status: 404 });
    expect((await list()).body).toHaveLength(2);
    expect(await removeMany([id])).toMatchObject({ status: 200, body: { Deleted: [id] } });
    expect(await removeOne(system.body.Limit.LimitId)).toMatchObject({ status: 200, body: { Deleted: [system.body.Limit.LimitId] } });
    expect(await removeOne(system.body.Limit.LimitId)).toMatchObject({ status: 404 });
    expect((await list()).body).toEqual([]);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'limit'), eq(audits.entityId, String(id))));
    expect(rows.map((row) => row.action).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE']);
  });

  test('bad input is a 400 naming the field, and nothing is saved', async () => {
    expect(await create({ Number: '50', Amount: '1' })).toMatchObject({ status: 400, body: { field: 'Number' } });
    expect(await create({ Number: '00', Amount: '1' })).toMatchObject({ status: 400, body: { field: 'Number' } });
    expect(await create({ Number: '12', BetType: 'BIG', Amount: '1' })).toMatchObject({ status: 400, body: { field: 'BetType' } });
    expect(await create({ Number: '12', Amount: '-1' })).toMatchObject({ status: 400, body: { field: 'Amount' } });
    expect(await create({ Number: '12', Amount: '1.234' })).toMatchObject({ status: 400, body: { field: 'Amount' } });
    expect(await removeMany([])).toMatchObject({ status: 400, body: { field: 'LimitIds' } });
    expect((await removeOne('abc')).status).toBe(400);
    expect((await list()).body).toEqual([]);
  });

  test.each(['clerk', 'agent1', 'agent3', 'member1'] as const)('%s (no DrawSetting) gets the unknown route\'s 404 from every limit call and nothing changes', async (actor: Actor) => {
    const refused = { status: 404, body: { message: 'Not found.' } };
    const made = await create({ Number: '33', Amount: '10' });
    const id = made.body.Limit.LimitId;
    expect(await list(tokens[actor])).toMatchObject(refused);
    expect(await create({ Number: '34', Amount: '10' }, tokens[actor])).toMatchObject(refused);
    expect(await edit({ LimitId: id, Number: '33', BetType: 'ALL', Amount: '99' }, tokens[actor])).toMatchObject(refused);
    expect(await removeMany([id], tokens[actor])).toMatchObject(refused);
    expect(await removeOne(id, tokens[actor])).toMatchObject(refused);
    expect((await list()).body).toEqual([expect.objectContaining({ LimitId: id, Amount: '10.00' })]);
    await removeOne(id);
  });

  test('under a 4D location every limit call answers 404', async () => {
    const made = await create({ Number: '21', Amount: '10' });
    const id = made.body.Limit.LimitId;
    expect((await list(tokens.admin, 'SG')).status).toBe(404);
    expect((await create({ Number: '21', Amount: '10' }, tokens.admin, 'SG')).status).toBe(404);
    expect((await edit({ LimitId: id, Number: '21', BetType: 'ALL', Amount: '1' }, tokens.admin, 'SG')).status).toBe(404);
    expect((await removeMany([id], tokens.admin, 'SG')).status).toBe(404);
    expect((await removeOne(id, tokens.admin, 'SG')).status).toBe(404);
    expect((await list()).body).toEqual([expect.objectContaining({ LimitId: id, Amount: '10.00' })]);
    await removeOne(id);
  });

  test('a bet past a limit is refused naming the number and what is left; a bet within it is placed', async () => {
    await create({ Number: '12', Amount: '30' });
    // A system 7 entry at 2.00 costs 14.00 and counts whole toward 12.
    expect((await bet([entry(['12', '13', '14', '15', '16', '17', '18'], '2')])).status).toBe(201);
    const refused = await bet([entry(['01', '02', '03', '04', '05', '12'], '17')]);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Limit reached for 12: 16.00 left.', limit: { Number: '12', BetType: 'ALL', Left: '16.00' } } });
    // Two entries of one ticket on 12 count together.
    expect((await bet([entry(['01', '02', '03', '04', '05', '12'], '10'), entry(['06', '07', '08', '09', '10', '12'], '7')])).status).toBe(409);
    expect((await bet([entry(['01', '02', '03', '04', '05', '12'], '16')])).status).toBe(201);
    expect(await bet([entry(['01', '02', '03', '04', '05', '12'], '1')])).toMatchObject({ status: 409, body: { message: 'Limit reached for 12: 0.00 left.' } });
    // The same ticket by bet text, and by an agent for the member, meets the same limit.
    const draw = await openDraw(platform, tokens.member1, 'TT');
    const text = await placeText<Refusal>(platform, tokens.agent2, { UserId: 'member1', Text: '010203040512-1', IdempotencyKey: newKey(), DrawId: draw.DrawId }, 'TT');
    expect(text).toMatchObject({ status: 409, body: { limit: { Number: '12', Left: '0.00' } } });
  });

  test('a limit of one bet type counts only that type', async () => {
    await create({ Number: '40', BetType: 'ROLL', Amount: '5' });
    expect((await bet([entry(['40', '41', '42', '43', '44', '45'], '20')])).status).toBe(201);
    const roll = entry(['40', '41', '42', '43', '44'], '0.10', true);
    expect((await bet([roll])).status).toBe(201); // 44 combinations x 0.10 = 4.40
    expect(await bet([roll])).toMatchObject({ status: 409, body: { message: 'Limit reached for 40 (roll entries): 0.60 left.', limit: { BetType: 'ROLL' } } });
  });

  raceTest('concurrent placements by several members never pass a limit together', async () => {
    await create({ Number: '25', Amount: '50' });
    // Ten tickets of 10.00 on 25 at once, from member1 (through its agents) and admin: exactly 5 fit.
    const placers = [tokens.member1, tokens.agent2, tokens.agent1, tokens.admin];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => bet([entry(['25', '26', '27', '28', '29', String(30 + i)], '10')], placers[i % placers.length] ?? tokens.member1)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(5).fill(409));
    for (const answer of refused) expect(answer.body.message).toBe('Limit reached for 25: 0.00 left.');
  });
});
