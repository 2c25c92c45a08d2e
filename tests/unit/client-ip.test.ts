import { clientIp, ipBucket, normalizeIp, trustedProxyHops } from '@/lib/http/client-ip';
import { forwardedFor } from '@/lib/http/forwarded-for.mjs';

function withForwardedFor(value?: string): Request {
  return new Request('http://localhost:3000/api/auth/sign-in', {
    method: 'POST',
    headers: value === undefined ? {} : { 'x-forwarded-for': value },
  });
}

describe('forwardedFor, the header the app server hands to Next', () => {
  it('is the socket peer alone at hops 0, whatever the client sent', () => {
    expect(forwardedFor(undefined, '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(forwardedFor('6.6.6.6', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(forwardedFor(['6.6.6.6', '7.7.7.7, 8.8.8.8'], '::ffff:127.0.0.1', 0)).toBe('::ffff:127.0.0.1');
    expect(forwardedFor('6.6.6.6', undefined, 0)).toBeUndefined();
  });

  it('appends the socket peer to the list behind proxies', () => {
    expect(forwardedFor('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('6.6.6.6, 203.0.113.7, 10.0.0.1');
    expect(forwardedFor(['6.6.6.6', '203.0.113.7'], '10.0.0.1', 2)).toBe('6.6.6.6, 203.0.113.7, 10.0.0.1');
    expect(forwardedFor(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(forwardedFor(' ', '10.0.0.1', 1)).toBe('10.0.0.1');
  });

  it('gives clientIp the socket peer at hops 0 and the client behind n proxies', () => {
    const read = (header: string | undefined, hops: number) => clientIp(withForwardedFor(header), hops);
    expect(read(forwardedFor('6.6.6.6', '203.0.113.7', 0), 0)).toBe('203.0.113.7');
    // Proxy 1 appended the client (203.0.113.7); the app server appends proxy 1 (10.0.0.1).
    expect(read(forwardedFor('6.6.6.6, 203.0.113.7', '10.0.0.1', 1), 1)).toBe('203.0.113.7');
    // Two proxies: proxy 2 appended proxy 1 (10.0.0.1); the socket peer is proxy 2 (10.0.0.2).
    expect(read(forwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.1', '10.0.0.2', 2), 2)).toBe('203.0.113.7');
  });
});

describe('clientIp without a proxy (TRUST_PROXY_HOPS=0)', () => {
  it('is the socket peer that the app server wrote', () => {
    expect(clientIp(withForwardedFor('203.0.113.7'), 0)).toBe('203.0.113.7');
    expect(clientIp(withForwardedFor('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientIp(withForwardedFor('::1'), 0)).toBe('::1');
  });

  it('takes the right-most entry of a list', () => {
    expect(clientIp(withForwardedFor('10.0.0.1, 198.51.100.2'), 0)).toBe('198.51.100.2');
  });

  it("is 'unknown' when absent, empty or not an address", () => {
    expect(clientIp(withForwardedFor(), 0)).toBe('unknown');
    expect(clientIp(withForwardedFor(''), 0)).toBe('unknown');
    expect(clientIp(withForwardedFor('1.2.3.4, '), 0)).toBe('unknown');
    expect(clientIp(withForwardedFor('evil.example'), 0)).toBe('unknown');
    expect(clientIp(withForwardedFor('1.2.3.4, <script>'), 0)).toBe('unknown');
  });
});

describe('clientIp behind trusted proxies', () => {
  // The client spoofs 6.6.6.6; proxy 1 (outermost) appends the client, proxy 2 appends proxy 1, and
  // the app server appends proxy 2, its socket peer.
  const chain = '6.6.6.6, 203.0.113.7, 10.0.0.1, 10.0.0.2';

  it('takes the entry our outermost proxy wrote, n entries left of the socket peer', () => {
    expect(clientIp(withForwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.1'), 1)).toBe('203.0.113.7');
    expect(clientIp(withForwardedFor(chain), 2)).toBe('203.0.113.7');
  });

  it('takes the left-most entry when the request skipped a proxy', () => {
    expect(clientIp(withForwardedFor('203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
  });

  it('reads TRUST_PROXY_HOPS from the environment by default', () => {
    const saved = process.env.TRUST_PROXY_HOPS;
    try {
      process.env.TRUST_PROXY_HOPS = '2';
      expect(clientIp(withForwardedFor(chain))).toBe('203.0.113.7');
      delete process.env.TRUST_PROXY_HOPS;
      expect(clientIp(withForwardedFor(chain))).toBe('10.0.0.2');
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = saved;
    }
  });
});

describe('trustedProxyHops', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['1', 1],
    [' 2 ', 2],
    ['10', 10],
  ])('%j is %p', (value, expected) => {
    expect(trustedProxyHops(value)).toBe(expected);
  });

  it.each(['-1', '1.5', 'one', '11', 'Infinity'])('refuses %j', (value) => {
    expect(() => trustedProxyHops(value)).toThrow(RangeError);
  });
});

describe('normalizeIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:DB8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
  ])('%j is %j', (value, expected) => {
    expect(normalizeIp(value)).toBe(expected);
  });

  it.each(['', 'unknown', '999.1.1.1', '1.2.3', 'localhost', '[::1'])('refuses %j', (value) => {
    expect(normalizeIp(value)).toBeUndefined();
  });
});

describe('ipBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['unknown', 'unknown'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:1.2.3.4', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
  ])('%j is %j', (ip, expected) => {
    expect(ipBucket(ip)).toBe(expected);
  });
});
