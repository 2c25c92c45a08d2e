// Two-factor sign-in (TOTP) over HTTP: enrolment (begin, confirm with a code, ten recovery codes shown
// once and stored hashed, the secret sealed at rest), the code step of sign-in (a challenge instead of a
// token; a wrong code refused and logged WRONG_CODE; a code's step not taken twice; a recovery code
// once), turning it off with a code, a SuperPwd holder's reset of another user (its own password
// re-typed; refused without it and without SuperPwd), the company's and a site's requirement (a token
// that opens enrolment only), role refusals and hostile input.
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { SITE_HOST_HEADER } from '@/lib/contract/sign-in-log';
import { audits, signInLog, twoFactorRecoveryCodes, twoFactors } from '@/platform/db/schema';
import { scoped, useActorTokens } from './support/actors';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { postForm, sendJson, setSetting } from './support/entry';
import { usePlatform } from './support/harness';

interface Challenge {
  twoFactorRequired: true;
  challenge: string;
  expires_in: number;
}
interface Token {
  access_token: string;
  twoFactorEnrolment?: true;
}

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: at.getTime() });

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const tokens = useActorTokens(platform);
  let clock = FIXED_NOW;
  /** Moves the platform's clock by whole 30-second steps, so each code is a new one. */
  const tick = (steps = 1) => {
    clock = new Date(clock.getTime() + steps * 30_000);
    platform.setNow(clock);
    return clock;
  };
  afterAll(() => platform.setNow(FIXED_NOW));

  const password = (username: string, pass: string, host = 'alpha.localhost:3300') =>
    postForm<Challenge & Token & { message?: string }>(platform, '/api/v1/oauth/token', { username, password: pass }, { [SITE_HOST_HEADER]: host });
  const codeStep = (challenge: string, code: unknown) => sendJson<Token & { message?: string }>(platform, 'POST', '/api/v1/oauth/twoFactor', { challenge, code });
  const call = <T = unknown>(method: string, resource: string, body: unknown, token: string) => sendJson<T>(platform, method, scoped(resource, 'SG'), body, token);
  const latestLog = async () => (await platform.db.select().from(signInLog).orderBy(desc(signInLog.id)).limit(1))[0];

  /** Enrols `token`'s user; answers its secret and recovery codes. */
  async function enrol(token: string): Promise<{ secret: string; recovery: string[] }> {
    const begun = await call<{ Secret: string; Uri: string }>('POST', 'twoFactor/begin', {}, token);
    expect(begun.status).toBe(200);
    expect(begun.body.Uri).toMatch(/^otpauth:\/\/totp\/DrawDesk:/);
    const confirmed = await call<{ RecoveryCodes: string[] }>('POST', 'twoFactor/confirm', { Code: codeAt(begun.body.Secret, tick()) }, token);
    expect(confirmed.status).toBe(200);
    return { secret: begun.body.Secret, recovery: confirmed.body.RecoveryCodes };
  }

  test('enrol, then sign in with password and code; wrong code refused and logged; a code is not taken twice', async () => {
    const token = await platform.signIn('agent2', 'Agent1234');
    expect((await call('GET', 'twoFactor', undefined, token)).body).toEqual({ Enrolled: false, Required: false, RecoveryLeft: 0 });
    const begun = await call<{ Secret: string }>('POST', 'twoFactor/begin', {}, token);
    // A wrong first code confirms nothing.
    expect((await call('POST', 'twoFactor/confirm', { Code: '000000' }, token)).status).toBe(400);
    const confirmed = await call<{ RecoveryCodes: string[] }>('POST', 'twoFactor/confirm', { Code: codeAt(begun.body.Secret, tick()) }, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.RecoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.RecoveryCodes).size).toBe(10);
    // Stored: the secret sealed (not the base32 text), the recovery codes hashed.
    const [row] = await platform.db.select().from(twoFactors).where(eq(twoFactors.userId, 'agent2'));
    expect(row?.secretSealed).not.toContain(begun.body.Secret);
    const stored = await platform.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, 'agent2'));
    expect(stored.map((item) => item.codeHash)).not.toContain(confirmed.body.RecoveryCodes[0]);
    expect((await call('GET', 'twoFactor', undefined, token)).body).toEqual({ Enrolled: true, Required: false, RecoveryLeft: 10 });
    // Beginning again while enrolled is refused (turn it off first).
    expect((await call('POST', 'twoFactor/begin', {}, token)).status).toBe(400);

    // The password alone answers a challenge, never a token.
    const first = await password('agent2', 'Agent1234');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRequired: true, expires_in: 300 });
    expect(first.body.access_token).toBeUndefined();
    const wrong = await codeStep(first.body.challenge, '123456');
    expect(wrong.status).toBe(400);
    expect(wrong.body.access_token).toBeUndefined();
    expect(await latestLog()).toMatchObject({ userId: 'agent2', result: 'WRONG_CODE' });
    // The code of this step was used to confirm: replayed, it is refused.
    const replay = await codeStep(first.body.challenge, codeAt(begun.body.Secret, clock));
    expect(replay.status).toBe(400);
    const good = await codeStep(first.body.challenge, codeAt(begun.body.Secret, tick()));
    expect(good.status).toBe(200);
    expect(good.body.access_token).toHaveLength(43);
    expect(await latestLog()).toMatchObject({ userId: 'agent2', result: 'SUCCESS' });
    expect((await platform.get(scoped('profile', 'SG'), good.body.access_token)).status).toBe(200);
    // The challenge is single use.
    expect((await codeStep(first.body.challenge, codeAt(begun.body.Secret, tick()))).status).toBe(400);
    // The same code again, on a fresh challenge in the same step: refused.
    const second = await password('agent2', 'Agent1234');
    expect((await codeStep(second.body.challenge, codeAt(begun.body.Secret, tick()))).status).toBe(200);
    const third = await password('agent2', 'Agent1234');
    expect((await codeStep(third.body.challenge, codeAt(begun.body.Secret, clock))).status).toBe(400);
  });

  test('a recovery code works exactly once; a challenge is spent after five wrong codes, and expires after 5 minutes', async () => {
    const { secret, recovery } = await enrol(await platform.signIn('agent3', 'Agent1234'));
    const [code] = recovery;
    const first = await password('agent3', 'Agent1234');
    expect((await codeStep(first.body.challenge, code!.toUpperCase())).status).toBe(200);
    const again = await password('agent3', 'Agent1234');
    expect((await codeStep(again.body.challenge, code)).status).toBe(400);
    for (let index = 0; index < 4; index++) expect((await codeStep(again.body.challenge, '111111')).status).toBe(400);
    // Five wrong: even the right code is refused now.
    expect((await codeStep(again.body.challenge, codeAt(secret, tick()))).status).toBe(400);
    const late = await password('agent3', 'Agent1234');
    tick(11);
    expect((await codeStep(late.body.challenge, codeAt(secret, clock))).status).toBe(400);
    const token = (await codeStep((await password('agent3', 'Agent1234')).body.challenge, codeAt(secret, tick()))).body.access_token;
    expect((await call('GET', 'twoFactor', undefined, token)).body).toMatchObject({ Enrolled: true, RecoveryLeft: 9 });
  });

  test('turning it off takes a current code or a recovery code; the change is audited', async () => {
    const token = await platform.signIn('member2', 'Member1234');
    const { secret, recovery } = await enrol(token);
    expect((await call('POST', 'twoFactor/disable', { Code: '000000' }, token)).status).toBe(400);
    expect((await call('POST', 'twoFactor/disable', {}, token)).status).toBe(400);
    expect((await call('POST', 'twoFactor/disable', { Code: recovery[3] }, token)).status).toBe(200);
    expect((await call('GET', 'twoFactor', undefined, token)).body).toMatchObject({ Enrolled: false });
    expect((await password('member2', 'Member1234')).body.access_token).toHaveLength(43);
    const again = await enrol(token);
    expect(again.secret).not.toBe(secret);
    expect((await call('POST', 'twoFactor/disable', { Code: codeAt(again.secret, tick()) }, token)).status).toBe(200);
    const trail = await platform.db.select().from(audits).where(eq(audits.entity, 'twoFactor')).orderBy(desc(audits.id));
    expect(trail[0]).toMatchObject({ actorId: 'member2', entityId: 'member2', action: 'DELETE' });
    expect(JSON.stringify(trail)).not.toContain(again.secret);
  });

  test('a SuperPwd holder resets another user\'s, its own password re-typed; refused without it, and to others', async () => {
    const member3 = await platform.signIn('member3', 'Member1234');
    await enrol(member3);
    const reset = (body: unknown, actor: 'admin' | 'clerk' | 'agent1' | 'member1' = 'admin') => call('POST', 'twoFactor/reset', body, tokens[actor]);
    expect((await reset({ UserId: 'member3', Password: 'Admin1234' }, 'clerk')).status).toBe(403);
    expect((await reset({ UserId: 'member3', Password: 'Agent1234' }, 'agent1')).status).toBe(403);
    expect((await reset({ UserId: 'member3', Password: 'Member1234' }, 'member1')).status).toBe(403);
    expect((await reset({ UserId: 'member3', Password: 'wrong-one' })).status).toBe(400);
    expect((await reset({ UserId: 'member3' })).status).toBe(400);
    expect((await reset({ UserId: 'nobody-at-all', Password: 'Admin1234' })).status).toBe(404);
    expect((await reset({ UserId: 'admin', Password: 'Admin1234' })).status).toBe(400);
    expect((await call('GET', 'twoFactor', undefined, member3)).body).toMatchObject({ Enrolled: true });
    expect((await reset({ UserId: 'member3', Password: 'Admin1234' })).status).toBe(200);
    expect((await call('GET', 'twoFactor', undefined, member3)).body).toMatchObject({ Enrolled: false });
    const [audit] = await platform.db.select().from(audits).where(eq(audits.entity, 'twoFactor')).orderBy(desc(audits.id)).limit(1);
    expect(audit).toMatchObject({ actorId: 'admin', entityId: 'member3', action: 'DELETE', after: { Enrolled: false, Via: 'super-password' } });
  });

  test('the company requires it of admins, a site of everyone: the token opens enrolment only until set up', async () => {
    const policy = (body: unknown, actor: 'admin' | 'clerk' = 'admin') => call('PUT', 'twoFactorPolicy', body, tokens[actor]);
    expect((await policy({ RequireAdmins: true, SiteHosts: [] }, 'clerk')).status).toBe(403);
    expect((await call('GET', 'twoFactorPolicy', undefined, tokens.agent1)).status).toBe(403);
    expect((await policy({ RequireAdmins: true, SiteHosts: ['Beta.Localhost:3300'] })).body).toEqual({ RequireAdmins: true, SiteHosts: ['beta.localhost'] });
    try {
      const clerk = await password('clerk', 'Clerk1234');
      expect(clerk.body.twoFactorEnrolment).toBe(true);
      const token = clerk.body.access_token;
      expect((await platform.get(scoped('profile', 'SG'), token)).status).toBe(403);
      expect((await call('GET', 'twoFactor', undefined, token)).body).toMatchObject({ Enrolled: false, Required: true });
      expect((await call('POST', 'twoFactor/disable', { Code: '123456' }, token)).status).toBe(403);
      expect((await sendJson(platform, 'POST', '/api/v1/terms', { Agree: true }, token)).status).toBe(403);
      await enrol(token);
      // The enrolling session is a full one now; the next sign-in asks for the code.
      expect((await platform.get(scoped('profile', 'SG'), token)).status).toBe(200);
      expect((await password('clerk', 'Clerk1234')).body.twoFactorRequired).toBe(true);
      expect((await reset({ UserId: 'clerk', Password: 'Admin1234' })).status).toBe(200);
      // An agent is free on alpha, held on the site that requires it.
      expect((await password('agent1', 'Agent1234', 'alpha.localhost:3300')).body.twoFactorEnrolment).toBeUndefined();
      expect((await password('agent1', 'Agent1234', 'BETA.localhost:3300')).body.twoFactorEnrolment).toBe(true);
      const audit = (await platform.db.select().from(audits).where(eq(audits.entityId, 'twoFactorPolicy')).orderBy(desc(audits.id)).limit(1))[0];
      expect(audit).toMatchObject({ actorId: 'admin', action: 'UPDATE', after: { RequireAdmins: true } });
    } finally {
      await setSetting(platform, 'twoFactorPolicy', { RequireAdmins: false, SiteHosts: [] });
    }
    function reset(body: unknown) {
      return call('POST', 'twoFactor/reset', body, tokens.admin);
    }
  });

  test('hostile input: over-long, non-digit and odd codes, a bad challenge, a huge body', async () => {
    const token = tokens.member1;
    for (const Code of ['1234567', '12345', 'abcdef', '12 34 5x', '1'.repeat(40), 7, null, '12\u000034']) {
      expect((await call('POST', 'twoFactor/confirm', { Code }, token)).status).toBe(400);
    }
    for (const body of [{ challenge: 'short', code: '123456' }, { challenge: 'a'.repeat(43), code: 'x'.repeat(100) }, { challenge: '../../etc/passwd'.padEnd(40, 'a'), code: '123456' }, {}]) {
      expect((await sendJson(platform, 'POST', '/api/v1/oauth/twoFactor', body)).status).toBe(400);
    }
    expect((await codeStep('a'.repeat(43), '123456')).status).toBe(400);
    const huge = await platform.request('/api/v1/oauth/twoFactor', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ challenge: 'a'.repeat(43), code: '123456', pad: 'x'.repeat(200_000) }) });
    expect(huge.status).toBe(413);
    const hugeScoped = await platform.request(scoped('twoFactor/confirm', 'SG'), { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ Code: '123456', pad: 'x'.repeat(200_000) }) });
    expect(hugeScoped.status).toBe(413);
    expect((await call('PUT', 'twoFactorPolicy', { RequireAdmins: 'yes', SiteHosts: [] }, tokens.admin)).status).toBe(400);
    expect((await call('PUT', 'twoFactorPolicy', { RequireAdmins: false, SiteHosts: Array.from({ length: 51 }, (_, i) => `h${i}.example`) }, tokens.admin)).status).toBe(400);
  });
});
