// GET /api/captcha (SVG + x-token) and sign-in with captcha switched on: right, wrong, replayed,
// expired and missing keys. The store is the real one (answers read back from its table).
import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { captchas } from '@/platform/db/schema';
import { FIXED_NOW } from './support/database';
import { platformDrivers } from './support/drivers';
import { newCaptcha, postForm, setSetting } from './support/entry';
import { usePlatform } from './support/harness';

const TOKEN = '/api/v1/oauth/token';
const CAPTCHA_INCORRECT = { status: 400, body: { message: 'Captcha incorrect.', field: 'Token', captchaRequired: true } };
const member1 = { username: 'member1', password: 'Member1234' };

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  const signIn = (fields: Record<string, string>, key?: string) =>
    postForm(platform, TOKEN, fields, key === undefined ? {} : { 'x-token': key });

  describe('GET /api/captcha', () => {
    test('answers an SVG picture, not cached, with a random 32-byte key in x-token', async () => {
      const { key, answer, image } = await newCaptcha(platform);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(image.headers.get('cache-control')).toBe('no-store');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toBe("default-src 'none'");
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      expect(answer).toMatch(/^\d{4}$/);
      const other = await newCaptcha(platform);
      expect(other.key).not.toBe(key);
    });

    test('the picture draws strokes in a 100x40 box and never holds the answer as text', async () => {
      const { answer, image } = await newCaptcha(platform);
      const svg = image.body;
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="100" height="40" viewBox="0 0 100 40">/);
      expect(svg).toMatch(/<\/svg>$/);
      expect(svg.match(/<path /g)?.length).toBeGreaterThanOrEqual(4 + 3);
      expect(svg).not.toMatch(/<text|<tspan|<script|<image|<use|<foreignObject|<style|href|url\(|\bon\w+=/i);
      expect(svg).not.toContain(answer);
      // Numbers are written with at most one decimal and colours as hsl(): past the namespace, no run
      // of 4 digits at all.
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/\d{4}/);
    });

    test('only a hash of the key is stored, and issuing sweeps expired captchas', async () => {
      const { key } = await newCaptcha(platform);
      const rows = await platform.db.select().from(captchas);
      expect(rows.map((row) => row.keyHash)).toContain(createHash('sha256').update(key).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(key);
      try {
        platform.setNow(new Date(FIXED_NOW.getTime() + 5 * 60_000));
        await newCaptcha(platform);
        const [left] = await platform.db.select({ n: count() }).from(captchas);
        expect(left?.n).toBe(1);
      } finally {
        platform.setNow(FIXED_NOW);
      }
    });

    test('any query string is only a cache-buster, and the captcha works during maintenance', async () => {
      await setSetting(platform, 'maintenance', { enabled: true, time: '2025-04-20T06:00:00.000Z' });
      try {
        const answer = await platform.request('/api/captcha?_=1&anything=else');
        expect(answer.status).toBe(200);
      } finally {
        await setSetting(platform, 'maintenance', { enabled: false, time: null });
      }
    });
  });

  describe('sign-in with captcha switched on', () => {
    beforeAll(() => setSetting(platform, 'captcha', { enabled: true }));
    afterAll(() => setSetting(platform, 'captcha', { enabled: false }));

    test('the right answer signs in; trimmed and in any case', async () => {
      const { key, answer } = await newCaptcha(platform);
      const answerOk = await signIn({ ...member1, Token: ` ${answer} ` }, key);
      expect(answerOk).toMatchObject({ status: 200, body: { UserId: 'member1' } });
      const fixed = await newCaptcha(platform);
      await platform.db.update(captchas).set({ answer: 'AbCd' }).where(eq(captchas.keyHash, createHash('sha256').update(fixed.key).digest('hex')));
      expect((await signIn({ ...member1, Token: 'aBcD' }, fixed.key)).status).toBe(200);
    });

    test('a wrong answer is refused, and burns the key: the right answer afterwards fails too', async () => {
      const { key, answer } = await newCaptcha(platform);
      const wrong = answer === '0000' ? '1111' : '0000';
      expect(await signIn({ ...member1, Token: wrong }, key)).toMatchObject(CAPTCHA_INCORRECT);
      expect(await signIn({ ...member1, Token: answer }, key)).toMatchObject(CAPTCHA_INCORRECT);
    });

    test('a solved captcha cannot be replayed', async () => {
      const { key, answer } = await newCaptcha(platform);
      expect((await signIn({ ...member1, Token: answer }, key)).status).toBe(200);
      expect(await signIn({ ...member1, Token: answer }, key)).toMatchObject(CAPTCHA_INCORRECT);
    });

    test('a captcha lives 5 minutes', async () => {
      const early = await newCaptcha(platform);
      const late = await newCaptcha(platform);
      try {
        platform.setNow(new Date(FIXED_NOW.getTime() + 5 * 60_000 - 1000));
        expect((await signIn({ ...member1, Token: early.answer }, early.key)).status).toBe(200);
        platform.setNow(new Date(FIXED_NOW.getTime() + 5 * 60_000 + 1000));
        expect(await signIn({ ...member1, Token: late.answer }, late.key)).toMatchObject(CAPTCHA_INCORRECT);
      } finally {
        platform.setNow(FIXED_NOW);
      }
    });

    test.each([
      ['no x-token header', undefined, 'answer'],
      ['an empty x-token', '', 'answer'],
      ['a key that was never issued', 'A'.repeat(43), 'answer'],
      ['a malformed key', 'not a key', 'answer'],
      ['no answer', 'issued', undefined],
      ['an empty answer', 'issued', ''],
    ])('%s is a captcha error', async (_name, keyCase, answerCase) => {
      const issued = await newCaptcha(platform);
      const key = keyCase === 'issued' ? issued.key : keyCase;
      const fields: Record<string, string> = { ...member1 };
      if (answerCase !== undefined) fields.Token = answerCase === 'answer' ? issued.answer : answerCase;
      expect(await signIn(fields, key)).toMatchObject(CAPTCHA_INCORRECT);
    });

    test('after a checked captcha, wrong credentials also ask for a new one', async () => {
      const first = await newCaptcha(platform);
      const wrong = await signIn({ username: 'member1', password: 'Wrong1234', Token: first.answer }, first.key);
      const second = await newCaptcha(platform);
      const unknown = await signIn({ username: 'nobody', password: 'Wrong1234', Token: second.answer }, second.key);
      const expected = { message: 'Invalid user id or password.', captchaRequired: true };
      expect(wrong).toMatchObject({ status: 400, body: expected });
      expect(unknown.body).toEqual(wrong.body);
    });
  });
});

describe.each(platformDrivers())('PLATFORM_CAPTCHA_FIXED on $name', (driver) => {
  const platform = usePlatform(driver, { captchaFixed: '4321' });

  test('every captcha has the fixed answer, each key is still burnt on its first check', async () => {
    await setSetting(platform, 'captcha', { enabled: true });
    const first = await newCaptcha(platform);
    const second = await newCaptcha(platform);
    expect([first.answer, second.answer]).toEqual(['4321', '4321']);
    const signIn = (key: string) =>
      postForm(platform, '/api/v1/oauth/token', { ...member1, Token: '4321' }, { 'x-token': key });
    expect((await signIn(first.key)).status).toBe(200);
    expect((await signIn(first.key)).status).toBe(400);
    expect((await signIn(second.key)).status).toBe(200);
  });
});
