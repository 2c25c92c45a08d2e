// Utilities (docs/decisions/utilities.md): Backup ARA (countCreateARA, backupARA, resetUpdateCreateARA),
// Credit Recal (GET and POST relcalCredit) and the platform's half of Clear Cache (POST cache/clear: the
// gate and the audit row). Admins only; Backup ARA and Credit Recal under 4D only (404 under TT).
import { and, eq } from 'drizzle-orm';
import { ConfigError, parseTwoFactorKey, readConfig } from '@/platform/config';
import { audits, userLocations } from '@/platform/db/schema';
import { scoped, useActorTokens, type Actor } from './support/actors';
import { creditLeftOf, newKey, openDraw, placeTicket } from './support/bets';
import { concurrencyTest, platformDrivers } from './support/drivers';
import { sendJson } from './support/entry';
import { usePlatform } from './support/harness';

interface Difference {
  UserId: string;
  AccBal: string;
  LedgerAccBal: string;
  CreditLeft: string;
  RecalCreditLeft: string;
  Difference: string;
}
interface Recal {
  LocId: string;
  Checked: number;
  Differences: Difference[];
  Fingerprint: string;
}

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  const raceTest = concurrencyTest(driver);
  const count = (drawId: number | string, token = tokens.admin, locId = 'SG') => platform.get<{ DrawId: number; Count: number; message?: string }>(scoped('countCreateARA', locId, `DrawId=${drawId}`), token);
  const backup = (body: unknown, token = tokens.admin, locId = 'SG') =>
    platform.request<string>(scoped('backupARA', locId), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const reset = (id: number | string, token = tokens.admin, locId = 'SG') => sendJson<{ DrawId: number; Count: number }>(platform, 'PUT', scoped(`resetUpdateCreateARA/${id}`, locId), {}, token);
  const preview = (token = tokens.admin, locId = 'SG') => platform.get<Recal>(scoped('relcalCredit', locId), token);
  const fix = (fingerprint: unknown, token = tokens.admin, locId = 'SG') => sendJson<{ Fixed: Difference[]; message?: string }>(platform, 'POST', scoped('relcalCredit', locId), { Fingerprint: fingerprint }, token);
  const accBalOf = async (userId: string, locId = 'SG') => {
    const [row] = await platform.db.select({ accBal: userLocations.accBal }).from(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));
    return row?.accBal;
  };
  const setAccBal = (userId: string, accBal: string, locId = 'SG') =>
    platform.db.update(userLocations).set({ accBal }).where(and(eq(userLocations.userId, userId), eq(userLocations.locId, locId)));

  test('Backup ARA: the file holds the draw\'s bets, each backup counts one, reset sets it back to 0; audited', async () => {
    const draw = await openDraw(platform, tokens.member1);
    const placed = await placeTicket(platform, tokens.member1, { UserId: 'member1', DrawId: draw.DrawId, IdempotencyKey: newKey(), Bets: [{ Number: '1234', Big: '1', Small: '2', Kind: 'ORDINARY' }] });
    expect(placed.status).toBe(201);
    expect((await count(draw.DrawId)).body).toEqual({ DrawId: draw.DrawId, Count: 0 });
    const first = await backup({ DrawId: draw.DrawId });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-backup-count')).toBe('1');
    expect(first.headers.get('content-disposition')).toBe(`attachment; filename="backup_SG_${draw.DrawDate}_1.ara"`);
    expect(first.body).toContain('1234');
    expect((await backup({ DrawId: draw.DrawId })).headers.get('x-backup-count')).toBe('2');
    expect((await count(draw.DrawId)).body.Count).toBe(2);
    expect(await reset(draw.DrawId)).toMatchObject({ status: 200, body: { DrawId: draw.DrawId, Count: 0 } });
    expect((await count(draw.DrawId)).body.Count).toBe(0);
    const rows = await platform.db.select().from(audits).where(and(eq(audits.entity, 'araBackup'), eq(audits.entityId, String(draw.DrawId))));
    expect(rows.map((row) => row.after)).toEqual(expect.arrayContaining([expect.objectContaining({ Count: 1 }), expect.objectContaining({ Count: 2 }), expect.objectContaining({ Count: 0 })]));
    expect(rows).toHaveLength(3);
  });

  test('Backup ARA refuses bad and unknown draws, and TT locations', async () => {
    const draw = await openDraw(platform, tokens.member1);
    expect((await count('abc')).status).toBe(400);
    expect((await count(999999)).status).toBe(404);
    expect((await backup({ DrawId: 'x' })).status).toBe(400);
    expect((await backup({ DrawId: 999999 })).status).toBe(404);
    expect((await reset('x')).status).toBe(400);
    expect((await reset(999999)).status).toBe(404);
    const tt = await openDraw(platform, tokens.member1, 'TT');
    expect((await count(tt.DrawId, tokens.admin, 'TT')).status).toBe(404);
    expect((await backup({ DrawId: tt.DrawId }, tokens.admin, 'TT')).status).toBe(404);
    // A draw of another location is not this one's.
    expect((await count(draw.DrawId, tokens.admin, 'MG')).status).toBe(404);
  });

  test('Credit Recal: a clean ledger shows nothing; a corrupted AccBal shows its CreditLeft difference and the fix sets it back, audited', async () => {
    const clean = await preview();
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ LocId: 'SG', Differences: [] });
    expect(clean.body.Checked).toBeGreaterThan(3);
    const ledger = await accBalOf('member1');
    const before = await creditLeftOf(platform, tokens.admin, 'member1');
    await setAccBal('member1', '-250.00');
    const seen = await preview();
    expect(seen.body.Differences).toEqual([
      expect.objectContaining({ UserId: 'member1', AccBal: '-250.00', LedgerAccBal: ledger, RecalCreditLeft: before, Difference: expect.any(String) }),
    ]);
    const [row] = seen.body.Differences;
    expect(Math.round(Number(row?.RecalCreditLeft) * 100) - Math.round(Number(row?.CreditLeft) * 100)).toBe(Math.round(Number(row?.Difference) * 100));
    expect(await fix('0'.repeat(64))).toMatchObject({ status: 409 });
    expect(await accBalOf('member1')).toBe('-250.00');
    const fixed = await fix(seen.body.Fingerprint);
    expect(fixed).toMatchObject({ status: 200, body: { Fixed: [expect.objectContaining({ UserId: 'member1', LedgerAccBal: ledger })] } });
    expect(await accBalOf('member1')).toBe(ledger);
    expect(await creditLeftOf(platform, tokens.admin, 'member1')).toBe(before);
    expect((await preview()).body.Differences).toEqual([]);
    // The same confirmation again names differences that are gone: refused, nothing written.
    expect(await fix(seen.body.Fingerprint)).toMatchObject({ status: 409 });
    const rows = await platform.db.select().from(audits).where(eq(audits.entity, 'creditRecal'));
    expect(rows).toEqual([expect.objectContaining({ actorId: 'admin', targetUserId: 'member1', locId: 'SG', before: expect.objectContaining({ AccBal: '-250.00' }), after: expect.objectContaining({ AccBal: ledger }) })]);
  });

  test('Credit Recal refuses a malformed fingerprint and TT locations', async () => {
    expect(await fix('abc')).toMatchObject({ status: 400, body: { field: 'Fingerprint' } });
    expect(await fix(undefined)).toMatchObject({ status: 400, body: { field: 'Fingerprint' } });
    expect((await preview(tokens.admin, 'TT')).status).toBe(404);
    const tt = await preview(tokens.admin, 'SG');
    expect((await fix(tt.body.Fingerprint, tokens.admin, 'TT')).status).toBe(404);
  });

  test('POST cache/clear is the admin\'s and is audited', async () => {
    expect(await sendJson(platform, 'POST', scoped('cache/clear'), {}, tokens.admin)).toMatchObject({ status: 200, body: { Cleared: true } });
    const rows = await platform.db.select().from(audits).where(eq(audits.entity, 'cache'));
    expect(rows).toEqual([expect.objectContaining({ actorId: 'admin', action: 'DELETE' })]);
  });

  test.each(['agent1', 'agent3', 'member1'] as const)('%s gets 403 from every Utilities call and nothing changes', async (actor: Actor) => {
    const refused = { status: 403, body: { message: 'This call is for admins only.' } };
    const draw = await openDraw(platform, tokens.member1);
    const token = tokens[actor];
    expect(await count(draw.DrawId, token)).toMatchObject(refused);
    expect((await backup({ DrawId: draw.DrawId }, token)).status).toBe(403);
    expect(await reset(draw.DrawId, token)).toMatchObject(refused);
    expect(await preview(token)).toMatchObject(refused);
    const fingerprint = (await preview()).body.Fingerprint;
    expect(await fix(fingerprint, token)).toMatchObject(refused);
    expect(await sendJson(platform, 'POST', scoped('cache/clear'), {}, token)).toMatchObject(refused);
    expect((await platform.db.select().from(audits).where(eq(audits.actorId, actor))).filter((row) => ['araBackup', 'creditRecal', 'cache'].includes(row.entity))).toEqual([]);
  });

  test('the e2e test hook that writes an AccBal is not there unless PLATFORM_TEST_HOOKS mounts it', async () => {
    const answer = await sendJson(platform, 'PUT', '/api/test/accBal', { UserId: 'member1', LocId: 'SG', AccBal: '1.00' });
    expect(answer.status).toBe(404);
    expect(await accBalOf('member1')).not.toBe('1.00');
  });

  raceTest('two confirmations of one preview at once fix the balance once; a payment racing a fix leaves AccBal equal to its ledger', async () => {
    const ledger = await accBalOf('member3');
    await setAccBal('member3', '-99.00');
    const seen = await preview();
    const answers = await Promise.all([fix(seen.body.Fingerprint), fix(seen.body.Fingerprint)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await accBalOf('member3')).toBe(ledger);
    expect((await platform.db.select().from(audits).where(and(eq(audits.entity, 'creditRecal'), eq(audits.targetUserId, 'member3'))))).toHaveLength(1);

    await setAccBal('member3', '-99.00');
    const again = await preview();
    const pay = sendJson(platform, 'POST', scoped('insertStatement2'), { UserId: 'member3', Amount: '10.00', Type: 'PAYMENT', Remark: 'race', IdempotencyKey: newKey() }, tokens.admin);
    const [paid, fixedOrRefused] = await Promise.all([pay, fix(again.body.Fingerprint)]);
    expect(paid.status).toBe(201);
    expect([200, 409]).toContain(fixedOrRefused.status);
    const after = await preview();
    if (fixedOrRefused.status === 200) {
      // Fixed first, then paid on the fixed balance: ledger and AccBal agree.
      expect(after.body.Differences).toEqual([]);
    } else {
      // Paid first: the differences moved, so the confirmation was refused; a new one fixes it.
      expect(after.body.Differences).toEqual([expect.objectContaining({ UserId: 'member3', AccBal: '-89.00' })]);
      expect((await fix(after.body.Fingerprint)).status).toBe(200);
      expect((await preview()).body.Differences).toEqual([]);
    }
  });
});

test('PLATFORM_TEST_HOOKS is read as 1 only, and refused under NODE_ENV=production', () => {
  expect(readConfig({ NODE_ENV: 'test', PLATFORM_TEST_HOOKS: '1' }).testHooks).toBe(true);
  expect(readConfig({ NODE_ENV: 'test' }).testHooks).toBe(false);
  expect(readConfig({ NODE_ENV: 'test', PLATFORM_TEST_HOOKS: 'yes' }).testHooks).toBe(false);
  expect(() => readConfig({ PLATFORM_TEST_HOOKS: '1', NODE_ENV: 'production' })).toThrow(ConfigError);
});

test('PLATFORM_TWO_FACTOR_KEY: 32 bytes as hex or base64, checked at start, and required with DATABASE_URL in production', () => {
  const hex = 'ab'.repeat(32);
  const base64 = Buffer.alloc(32, 7).toString('base64');
  const database = 'postgres://drawdesk@db:5432/drawdesk';
  expect(() => readConfig({ NODE_ENV: 'production', DATABASE_URL: database })).toThrow(/PLATFORM_TWO_FACTOR_KEY must be set with DATABASE_URL/);
  expect(() => readConfig({ NODE_ENV: 'production', DATABASE_URL: database })).toThrow(ConfigError);
  expect(readConfig({ NODE_ENV: 'production', DATABASE_URL: database, PLATFORM_TWO_FACTOR_KEY: hex }).databaseUrl).toBe(database);
  expect(readConfig({ NODE_ENV: 'production', DATABASE_URL: database, PLATFORM_TWO_FACTOR_KEY: base64 }).databaseUrl).toBe(database);
  // PGlite belongs to one process, whose key file is its own; tests and development on PostgreSQL too.
  expect(readConfig({ NODE_ENV: 'production' }).databaseUrl).toBeUndefined();
  expect(readConfig({ NODE_ENV: 'test', DATABASE_URL: database }).databaseUrl).toBe(database);
  for (const bad of ['short', 'ab'.repeat(31), Buffer.alloc(31).toString('base64'), Buffer.alloc(33).toString('base64')]) {
    expect(() => readConfig({ NODE_ENV: 'test', PLATFORM_TWO_FACTOR_KEY: bad })).toThrow('PLATFORM_TWO_FACTOR_KEY must be 32 bytes (64 hex characters or base64).');
  }
  expect(parseTwoFactorKey(` ${hex}\n`)).toEqual(Buffer.from(hex, 'hex'));
});
