// The sign-in limits count the address the connection came from, whatever the client claims. It sends
// eleven failed sign-ins from this machine's address, so it runs once (not per site): the whole run
// stays far below the per-address window (50) that every other sign-in from loopback shares.
import { expect, test } from './support/fixtures';

test('a client-sent X-Forwarded-For does not change the address the sign-in limits count', async ({ siteRequest: request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const userId = `xff-${Date.now().toString(36)}`;
  const statuses: number[] = [];
  for (let index = 1; index <= 11; index += 1) {
    // A new forged address each time: if the app believed it, the user+IP window (10) would never fill.
    const response = await request.post('/api/auth/sign-in', {
      headers: { origin, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': `198.18.${index}.${index}` },
      data: { UserId: userId, Password: 'Wrong1234', Lang: 'en' },
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
});
