// Health, unknown paths, bad input (400 with message and field) and the 500 shape.
import { createApp } from '@/platform/app';
import type { Db } from '@/platform/db/client';
import { platformDrivers } from './support/drivers';
import { usePlatform } from './support/harness';

describe.each(platformDrivers())('platform on $name', (driver) => {
  const platform = usePlatform(driver);
  let token = '';

  beforeAll(async () => {
    token = await platform.signIn('member1', 'Member1234');
  });

  test('GET /api/health checks the database', async () => {
    const answer = await platform.request('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'ok', time: '2025-04-20T02:00:00.000Z' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('unknown paths answer 404 JSON', async () => {
    for (const path of ['/nope', '/api/v1/nope', '/api/v2/4d/profile?LocId=SG']) {
      const answer = await platform.request(path);
      expect([path, answer.status, answer.body]).toEqual([path, 404, { message: 'Not found.' }]);
    }
    const scoped = await platform.get('/api/v1/4d/nope?LocId=SG', token);
    expect(scoped).toMatchObject({ status: 404, body: { message: 'Not found.' } });
  });

  describe('sign-in input', () => {
    const post = (body: BodyInit, contentType?: string) =>
      platform.request('/api/v1/oauth/token', {
        method: 'POST',
        headers: contentType ? { 'content-type': contentType } : {},
        body,
      });
    const form = 'application/x-www-form-urlencoded';

    test.each([
      ['missing username', 'password=Member1234', form, 'username', 'User id is required.'],
      ['blank username', 'username=%20&password=x', form, 'username', 'User id is required.'],
      ['missing password', 'username=member1', form, 'password', 'Password is required.'],
      ['a JSON username that is not text', '{"username":5,"password":"x"}', 'application/json', 'username', 'User id must be text.'],
      ['a plain-text body', 'username=member1&password=Member1234', 'text/plain', 'body', undefined],
      ['a body without content type', 'username=member1', undefined, 'body', undefined],
      ['broken JSON', '{"username":', 'application/json', 'body', 'The JSON body could not be read.'],
      ['a JSON array', '[]', 'application/json', 'body', 'Send a JSON object.'],
      ['a NUL byte in the username', 'username=member%001&password=x', form, 'username', 'User id contains characters that are not allowed.'],
      ['a control character in the captcha answer', 'username=member1&password=x&Token=a%07b', form, 'Token', 'Captcha answer contains characters that are not allowed.'],
    ])('%s is a 400 naming the field', async (_name, body, type, field, message) => {
      const answer = await post(body, type);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ message: message ?? expect.any(String), field });
    });

    test('an oversized body is refused before it is read', async () => {
      const answer = await post(`username=member1&password=${'x'.repeat(10_000)}`, form);
      expect(answer).toMatchObject({ status: 413, body: { field: 'body' } });
    });
  });

  describe('location of scoped calls', () => {
    test.each([
      ['missing LocId', '/api/v1/4d/profile', 'LocId is required.'],
      ['empty LocId', '/api/v1/4d/profile?LocId=', 'LocId is required.'],
      ['unknown LocId', '/api/v1/4d/profile?LocId=XX', 'Unknown location XX.'],
      ['a NUL byte in LocId', '/api/v1/4d/profile?LocId=S%00G', 'LocId contains characters that are not allowed.'],
      ['a TT location under 4d/', '/api/v1/4d/profile?LocId=TT', 'Location TT is a TT location; call it under /api/v1/tt/.'],
      ['a 4D location under tt/', '/api/v1/tt/profile?LocId=SG', 'Location SG is a 4D location; call it under /api/v1/4d/.'],
    ])('%s is a 400 naming LocId', async (_name, path, message) => {
      const answer = await platform.get(path, token);
      expect(answer).toMatchObject({ status: 400, body: { message, field: 'LocId' } });
    });

    test('a bad DrawId is a 400 naming DrawId, an unknown one a 404', async () => {
      for (const value of ['', 'abc', '-1', '1.5', '99999999999']) {
        const answer = await platform.get(`/api/v1/4d/draw/result?LocId=SG&DrawId=${value}`, token);
        expect([value, answer.status, (answer.body as { field?: string }).field]).toEqual([value, 400, 'DrawId']);
      }
      const unknown = await platform.get('/api/v1/4d/draw/result?LocId=SG&DrawId=999999', token);
      expect(unknown).toMatchObject({ status: 404, body: { message: 'Draw not found.' } });
    });

    test('bad query flags and values name their field', async () => {
      const popUp = await platform.get('/api/v1/4d/announcement?LocId=SG&PopUp=maybe', token);
      expect(popUp).toMatchObject({ status: 400, body: { field: 'PopUp' } });
      const isTop = await platform.get('/api/v1/4d/locIdAvailable?LocId=SG&IsTop=perhaps', token);
      expect(isTop).toMatchObject({ status: 400, body: { field: 'IsTop' } });
      const nul = await platform.get('/api/v1/4d/dMemberProfile?LocId=SG&UserId=%00', token);
      expect(nul).toMatchObject({ status: 400, body: { field: 'UserId' } });
      const userId = await platform.get('/api/v1/4d/dMemberProfile?LocId=SG', token);
      expect(userId).toMatchObject({ status: 400, body: { message: 'UserId is required.', field: 'UserId' } });
    });
  });
});

describe('an unexpected error', () => {
  test('answers 500 with a request id and without details', async () => {
    const logged: string[] = [];
    const brokenDb = new Proxy({}, {
      get() {
        throw new Error('secret connection detail');
      },
    }) as Db;
    const app = createApp({ db: brokenDb, logError: (line) => logged.push(line) });
    const response = await app.request('/api/v1/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'member1', password: 'Member1234' }),
    });
    const body = (await response.json()) as Record<string, unknown>;
    expect(response.status).toBe(500);
    expect(body).toEqual({ message: 'Internal error', requestId: response.headers.get('x-request-id') });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logged.join('\n')).toContain('secret connection detail');
  });

  test('a failing database makes health answer 503', async () => {
    const brokenDb = new Proxy({}, {
      get() {
        throw new Error('down');
      },
    }) as Db;
    const response = await createApp({ db: brokenDb, logError: () => {} }).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Database unavailable.' });
  });
});
