// The session seal: a repeated seal is unsealed once and reused, liveness is still checked on every
// use, and a tampered seal is never remembered.
import { sealSession, unsealSession } from '@/lib/session/cookie';
import { newSession, nowSeconds, SESSION_IDLE_SECONDS, SESSION_MAX_AGE_SECONDS } from '@/lib/session/data';
import { tamper } from './support';

const auth = { token: 't'.repeat(43), userId: 'member1', locId: 'SG', prefix: '4d' as const, termsAccepted: true, flags: { newLayout: 'false' } };

test('the same seal gives the same, frozen session', async () => {
  const { value } = await sealSession(newSession(nowSeconds(), { auth }));
  const first = await unsealSession(value);
  const second = await unsealSession(value);
  expect(first?.auth).toEqual(auth);
  expect(second).toBe(first);
  expect(Object.isFrozen(first)).toBe(true);
  expect(Object.isFrozen(first?.auth)).toBe(true);
  expect(Object.isFrozen(first?.auth?.flags)).toBe(true);
});

test('a remembered session still ends at its idle and absolute limits', async () => {
  const now = nowSeconds();
  const { value } = await sealSession(newSession(now, { auth }));
  expect(await unsealSession(value, now)).not.toBeNull();
  expect(await unsealSession(value, now + SESSION_IDLE_SECONDS + 1)).toBeNull();
  expect(await unsealSession(value, now + SESSION_MAX_AGE_SECONDS + 1)).toBeNull();
  expect(await unsealSession(value, now)).not.toBeNull();
});

test('a tampered seal is refused every time', async () => {
  const { value } = await sealSession(newSession(nowSeconds(), { auth }));
  const tampered = tamper(value);
  expect(await unsealSession(tampered)).toBeNull();
  expect(await unsealSession(tampered)).toBeNull();
  expect(await unsealSession(value)).not.toBeNull();
});
