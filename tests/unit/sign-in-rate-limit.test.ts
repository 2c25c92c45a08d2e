// The sign-in policy on rate-limiter-flexible's memory store (the store without REDIS_URL). The same
// policy on Redis, and through a Redis outage: tests/unit/redis-limits.test.ts.
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createSignInLimiters, SIGN_IN_WINDOW_SECONDS, type SignInLimiters } from '@/lib/rate-limit/limiters';
import { backoffSeconds, checkSignIn, settleSignIn, signInKeys, type SignInCheck, type SignInOutcome } from '@/lib/rate-limit/sign-in';

type Verdict = 'checked' | 'backoff' | 'rate';

function verdict(check: SignInCheck): Verdict {
  return check.allowed ? 'checked' : check.reason;
}

/** One attempt as the route makes it: counted, then (when allowed) settled with the platform's verdict. */
async function attempt(limiters: SignInLimiters, userId: string, ip: string, outcome: SignInOutcome = 'failed'): Promise<SignInCheck> {
  const check = await checkSignIn(limiters, { userId, ip });
  if (check.allowed) await settleSignIn(limiters, { userId, ip }, outcome);
  return check;
}

async function attempts(limiters: SignInLimiters, count: number, userId: string, ip: string): Promise<Verdict[]> {
  const verdicts: Verdict[] = [];
  for (let i = 0; i < count; i += 1) verdicts.push(verdict(await attempt(limiters, userId, ip)));
  return verdicts;
}

const repeat = (value: Verdict, times: number): Verdict[] => Array<Verdict>(times).fill(value);

/** Keys held by the memory limiters (their own dump), to prove what a flood leaves behind. */
function keyCount(limiters: SignInLimiters): number {
  return Object.values(limiters).reduce((sum, limiter) => sum + (limiter as RateLimiterMemory).dump().storage.length, 0);
}

// A frozen clock: a loaded machine must not let a 1 s wait pass in the middle of a sequence.
beforeEach(() => {
  jest.useFakeTimers({ now: 1_700_000_000_000 });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('wrong passwords in a row for one account from one address', () => {
  it('checks 5, then one per wait, and refuses the 11th with 429 and the time left in the window', async () => {
    const limiters = createSignInLimiters();
    const verdicts = await attempts(limiters, 10, 'agent1', '203.0.113.7');
    expect(verdicts).toEqual([...repeat('checked', 6), ...repeat('backoff', 4)]);
    const eleventh = await checkSignIn(limiters, { userId: 'agent1', ip: '203.0.113.7' });
    expect(eleventh).toEqual({ allowed: false, reason: 'rate', retryAfterSeconds: expect.any(Number) });
    if (eleventh.allowed || eleventh.reason !== 'rate') throw new Error('unreachable');
    expect(eleventh.retryAfterSeconds).toBeGreaterThan(SIGN_IN_WINDOW_SECONDS - 60);
    expect(eleventh.retryAfterSeconds).toBeLessThanOrEqual(SIGN_IN_WINDOW_SECONDS);
  });

  it('compares user ids trimmed and lower-cased', async () => {
    const limiters = createSignInLimiters();
    await attempts(limiters, 5, 'Agent1', '203.0.113.7');
    await attempts(limiters, 5, '  AGENT1 ', '203.0.113.7');
    expect(verdict(await attempt(limiters, 'agent1', '203.0.113.7'))).toBe('rate');
  });

  it('lets parallel attempts through no faster: 20 at once, 6 checked', async () => {
    const limiters = createSignInLimiters();
    const checks = await Promise.all(Array.from({ length: 20 }, () => checkSignIn(limiters, { userId: 'agent1', ip: '203.0.113.7' })));
    expect(checks.filter((check) => check.allowed)).toHaveLength(6);
  });
});

describe('the per-account back-off', () => {
  it('doubles from 1 s to a 15-minute cap', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 12, 40].map(backoffSeconds)).toEqual([1, 2, 4, 8, 16, 512, 900, 900, 900]);
  });

  it('makes each further attempt wait twice as long, counted across addresses', async () => {
    const limiters = createSignInLimiters();
    // A fresh address each time: the back-off is the account's, not the address's.
    let host = 0;
    const next = async () => verdict(await attempt(limiters, 'agent1', `198.51.100.${(host += 1)}`));
    for (let i = 0; i < 5; i += 1) expect(await next()).toBe('checked');
    for (const wait of [1, 2, 4, 8]) {
      expect(await next()).toBe('checked'); // this failure starts a wait of `wait` seconds
      jest.advanceTimersByTime(wait * 1000 - 1);
      expect(await next()).toBe('backoff');
      expect(await next()).toBe('backoff'); // hammering does not lengthen it
      jest.advanceTimersByTime(1);
    }
    expect(await next()).toBe('checked');
  });

  it('is cleared by a success, and not lengthened by an attempt the platform did not judge', async () => {
    const limiters = createSignInLimiters();
    const ip = '203.0.113.9';
    await attempts(limiters, 6, 'agent1', ip); // 5 free failures and one that starts a 1 s wait
    jest.advanceTimersByTime(1000);
    expect(verdict(await attempt(limiters, 'agent1', ip, 'unchecked'))).toBe('checked'); // a wrong captcha
    jest.advanceTimersByTime(1000); // still the 2nd wait (2 s), as the captcha attempt was no failure
    expect(verdict(await attempt(limiters, 'agent1', ip))).toBe('backoff');
    jest.advanceTimersByTime(1000);
    expect(verdict(await attempt(limiters, 'agent1', ip, 'succeeded'))).toBe('checked');
    expect(await attempts(limiters, 6, 'agent1', ip)).toEqual(repeat('checked', 6));
  });
});

describe('a flood of refused attempts', () => {
  it('does not reset agent1\'s count: 5,000 random user ids from one address', async () => {
    const limiters = createSignInLimiters();
    expect(await attempts(limiters, 3, 'agent1', '203.0.113.7')).toEqual(repeat('checked', 3));
    const flood: Verdict[] = [];
    for (let i = 0; i < 5_000; i += 1) flood.push(verdict(await attempt(limiters, `junk-${Math.random().toString(36).slice(2)}`, '192.0.2.66')));
    expect(flood.filter((v) => v === 'checked')).toHaveLength(50);
    expect(flood.slice(50)).toEqual(repeat('rate', 4_950));
    // The refused attempts made no keys: agent1 has 4 (ip, user+IP, user, failures), the flooding
    // address 1, and each of its 50 allowed attempts 3 (user+IP, user, failures).
    expect(keyCount(limiters)).toBe(4 + 1 + 50 * 3);
    // agent1's three failures still count: two more free ones, one gated, then the wait and the window.
    expect(await attempts(limiters, 8, 'agent1', '203.0.113.7')).toEqual([...repeat('checked', 3), ...repeat('backoff', 4), 'rate']);
  });

  it('from one address spraying many accounts is refused after 50, that address only', async () => {
    const limiters = createSignInLimiters();
    for (let i = 0; i < 50; i += 1) expect(verdict(await attempt(limiters, `user${i}`, '203.0.113.7'))).toBe('checked');
    expect(verdict(await attempt(limiters, 'user99', '203.0.113.7'))).toBe('rate');
    expect(verdict(await attempt(limiters, 'user99', '203.0.113.8'))).toBe('checked');
  });

  it('counts an IPv6 /64 as one address', async () => {
    const limiters = createSignInLimiters();
    for (let i = 1; i <= 50; i += 1) await attempt(limiters, `user${i}`, `2001:db8:1:2::${i.toString(16)}`);
    expect(verdict(await attempt(limiters, 'x', '2001:db8:1:2:ffff::1'))).toBe('rate');
    expect(verdict(await attempt(limiters, 'x', '2001:db8:1:3::1'))).toBe('checked');
  });

  it('from many addresses at one account stops at the account window (30)', async () => {
    const limiters = createSignInLimiters();
    const verdicts: Verdict[] = [];
    for (let i = 0; i < 31; i += 1) verdicts.push(verdict(await attempt(limiters, 'agent1', `198.51.100.${i}`)));
    expect(verdicts.slice(0, 6)).toEqual(repeat('checked', 6));
    expect(verdicts.slice(6, 30)).toEqual(repeat('backoff', 24));
    expect(verdicts[30]).toBe('rate');
    expect(verdict(await attempt(limiters, 'agent2', '198.51.100.99'))).toBe('checked');
  });
});

describe('successful sign-ins', () => {
  it('never lock anyone out: an office of 80 behind one address, a user signing in 40 times', async () => {
    const limiters = createSignInLimiters();
    for (let i = 0; i < 80; i += 1) expect(verdict(await attempt(limiters, `agent${i}`, '198.51.100.1', 'succeeded'))).toBe('checked');
    for (let i = 0; i < 40; i += 1) expect(verdict(await attempt(limiters, 'member1', `192.0.2.${i}`, 'succeeded'))).toBe('checked');
    // Failures still count: 50 wrong guesses from the office address shut it for everyone new.
    for (let i = 0; i < 50; i += 1) await attempt(limiters, `guess${i}`, '198.51.100.1');
    expect(verdict(await attempt(limiters, 'agent0', '198.51.100.1', 'succeeded'))).toBe('rate');
  });

  it('clear the user+IP window', async () => {
    const limiters = createSignInLimiters();
    await attempts(limiters, 4, 'agent1', '203.0.113.7');
    await attempt(limiters, 'agent1', '203.0.113.7', 'succeeded');
    expect(await limiters.userIp.get(signInKeys({ userId: 'agent1', ip: '203.0.113.7' }).userIp)).toBeNull();
    expect((await limiters.user.get(signInKeys({ userId: 'agent1', ip: '' }).user))?.consumedPoints).toBe(4);
  });
});

describe('signInKeys', () => {
  it('never holds the user id, and bounds its size', () => {
    const keys = signInKeys({ userId: `${'x'.repeat(100_000)}Secret.User`, ip: '203.0.113.7' });
    expect(JSON.stringify(keys)).not.toMatch(/secret/i);
    expect(keys.userIp.length).toBeLessThan(80);
    expect(signInKeys({ userId: 'A', ip: '1.1.1.1' }).user).toBe(signInKeys({ userId: ' a ', ip: '2.2.2.2' }).user);
  });
});
