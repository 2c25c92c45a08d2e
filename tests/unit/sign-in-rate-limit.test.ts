import { MemoryRateLimitStore } from '@/lib/rate-limit/memory-store';
import { checkSignIn, clearSignInFailures, SIGN_IN_WINDOW_MS, signInKey } from '@/lib/rate-limit/sign-in';
import type { RateLimitStore } from '@/lib/rate-limit/store';

function setup() {
  const state = { now: 1_700_000_000_000 };
  const store = new MemoryRateLimitStore({ now: () => state.now });
  return { state, store };
}

async function attempts(store: RateLimitStore, count: number, userId: string, ip: string) {
  const decisions = [];
  for (let i = 0; i < count; i += 1) decisions.push(await checkSignIn(store, { userId, ip }));
  return decisions;
}

describe('checkSignIn', () => {
  it('refuses the 11th attempt for one user from one address, with a sane Retry-After', async () => {
    const { state, store } = setup();
    const first = await attempts(store, 10, 'agent01', '203.0.113.7');
    expect(first.every((decision) => decision.allowed)).toBe(true);
    state.now += 60_000;
    const eleventh = await checkSignIn(store, { userId: 'agent01', ip: '203.0.113.7' });
    expect(eleventh).toEqual({ allowed: false, retryAfterSeconds: (SIGN_IN_WINDOW_MS - 60_000) / 1000 });
  });

  it('lets the window pass and then allows again', async () => {
    const { state, store } = setup();
    await attempts(store, 11, 'agent01', '203.0.113.7');
    state.now += SIGN_IN_WINDOW_MS;
    expect(await checkSignIn(store, { userId: 'agent01', ip: '203.0.113.7' })).toEqual({ allowed: true });
  });

  it('compares user ids trimmed and lower-cased', async () => {
    const { store } = setup();
    await attempts(store, 5, 'Agent01', '203.0.113.7');
    await attempts(store, 5, '  AGENT01 ', '203.0.113.7');
    expect((await checkSignIn(store, { userId: 'agent01', ip: '203.0.113.7' })).allowed).toBe(false);
  });

  it('allows the same user from another address until the user bucket (30) fills', async () => {
    const { store } = setup();
    const first = await attempts(store, 11, 'agent01', '203.0.113.7');
    expect(first.map((decision) => decision.allowed)).toEqual([...Array<boolean>(10).fill(true), false]);
    const elsewhere = [
      ...(await attempts(store, 10, 'agent01', '198.51.100.2')),
      ...(await attempts(store, 9, 'agent01', '198.51.100.3')),
    ];
    expect(elsewhere.every((decision) => decision.allowed)).toBe(true); // 11 + 10 + 9 = 30 on the user
    expect((await checkSignIn(store, { userId: 'agent01', ip: '192.0.2.9' })).allowed).toBe(false);
    expect((await checkSignIn(store, { userId: 'agent02', ip: '192.0.2.9' })).allowed).toBe(true);
  });

  it('refuses one address spraying many users after 50 attempts', async () => {
    const { store } = setup();
    for (let i = 0; i < 50; i += 1) {
      expect((await checkSignIn(store, { userId: `user${i}`, ip: '203.0.113.7' })).allowed).toBe(true);
    }
    expect((await checkSignIn(store, { userId: 'user99', ip: '203.0.113.7' })).allowed).toBe(false);
    expect((await checkSignIn(store, { userId: 'user99', ip: '203.0.113.8' })).allowed).toBe(true);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const { store } = setup();
    for (let i = 1; i <= 50; i += 1) await checkSignIn(store, { userId: `user${i}`, ip: `2001:db8:1:2::${i.toString(16)}` });
    expect((await checkSignIn(store, { userId: 'x', ip: '2001:db8:1:2:ffff::1' })).allowed).toBe(false);
    expect((await checkSignIn(store, { userId: 'x', ip: '2001:db8:1:3::1' })).allowed).toBe(true);
  });

  it('answers the time until the last exceeded bucket resets, at least 1 s', async () => {
    const { state, store } = setup();
    await attempts(store, 20, 'agent01', '203.0.113.7'); // user+IP window opened at t0
    state.now += 5 * 60_000;
    await attempts(store, 10, 'agent01', '198.51.100.2'); // user bucket now full (30), opened at t0
    state.now += SIGN_IN_WINDOW_MS - 5 * 60_000 - 500; // 0.5 s before both windows end
    expect(await checkSignIn(store, { userId: 'agent01', ip: '203.0.113.7' })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });
});

describe('clearSignInFailures', () => {
  it('resets the user+IP bucket after a success and takes the attempt back from the IP and user buckets', async () => {
    const { store } = setup();
    await attempts(store, 9, 'agent01', '203.0.113.7');
    await clearSignInFailures(store, { userId: ' Agent01', ip: '203.0.113.7' });
    const again = await attempts(store, 10, 'agent01', '203.0.113.7');
    expect(again.every((decision) => decision.allowed)).toBe(true);
    expect((await checkSignIn(store, { userId: 'agent01', ip: '203.0.113.7' })).allowed).toBe(false);
    // The user bucket: 9 attempts, one taken back by the success, then 10 + 1 more = 19; this hit is the 20th.
    expect((await store.hit(signInKey('user', { userId: 'agent01', ip: '' }), SIGN_IN_WINDOW_MS)).count).toBe(20);
    expect((await store.hit(signInKey('ip', { userId: '', ip: '203.0.113.7' }), SIGN_IN_WINDOW_MS)).count).toBe(20);
  });

  it('never locks out successful sign-ins: an office of 80 behind one address, a user signing in 40 times', async () => {
    const { store } = setup();
    for (let i = 0; i < 80; i += 1) {
      const attempt = { userId: `agent${i}`, ip: '198.51.100.1' };
      expect((await checkSignIn(store, attempt)).allowed).toBe(true);
      await clearSignInFailures(store, attempt);
    }
    for (let i = 0; i < 40; i += 1) {
      const attempt = { userId: 'member1', ip: `192.0.2.${i}` };
      expect((await checkSignIn(store, attempt)).allowed).toBe(true);
      await clearSignInFailures(store, attempt);
    }
    // Failures still count: 50 wrong guesses from the office address shut it for everyone new.
    for (let i = 0; i < 50; i += 1) await checkSignIn(store, { userId: `guess${i}`, ip: '198.51.100.1' });
    expect((await checkSignIn(store, { userId: 'agent0', ip: '198.51.100.1' })).allowed).toBe(false);
  });
});

describe('signInKey', () => {
  it('never puts the user id in a key, and bounds its size', () => {
    const long = 'x'.repeat(100_000);
    const key = signInKey('user-ip', { userId: `${long}Secret.User`, ip: '203.0.113.7' });
    expect(key).not.toMatch(/secret/i);
    expect(key.length).toBeLessThan(80);
    expect(signInKey('user', { userId: 'A', ip: '1.1.1.1' })).toBe(signInKey('user', { userId: ' a ', ip: '2.2.2.2' }));
  });
});
