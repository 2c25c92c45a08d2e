import { defaultSite, normalizeHost, resolveSite, siteByKey } from '@/sites';

describe('normalizeHost', () => {
  it.each([
    ['ALPHA.LocalHost', 'alpha.localhost'],
    ['  alpha.localhost  ', 'alpha.localhost'],
    ['alpha.localhost:3000', 'alpha.localhost'],
    ['alpha.localhost.', 'alpha.localhost'],
    ['alpha.localhost.:3000', 'alpha.localhost'],
    ['www.alpha4d.example.com', 'www.alpha4d.example.com'],
    ['evil.example', 'evil.example'],
    ['127.0.0.1:3000', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['[::1]', '[::1]'],
    ['::1', '[::1]'],
    ['[0:0:0:0:0:0:0:1]:443', '[::1]'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%j -> %j', (raw, expected) => {
    expect(normalizeHost(raw)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'alpha.localhost..',
    'alpha..localhost',
    'alpha localhost',
    'alpha.localhost/evil',
    'user@alpha.localhost',
    'alpha.localhost:99999',
    'alpha.localhost:port',
    '-alpha.localhost',
    'alpha_1.localhost',
    '[::1',
    '[nope]:3000',
    `${'a'.repeat(63)}.`.repeat(4) + 'example',
    'a'.repeat(64) + '.example',
  ])('%j -> null', (raw) => {
    expect(normalizeHost(raw)).toBeNull();
  });
});

describe('resolveSite', () => {
  const alpha = siteByKey('ALPHA');

  it('matches every registered host exactly, whatever the case, port or trailing dot', () => {
    expect(alpha).toBeDefined();
    expect(resolveSite('alpha.localhost')).toBe(alpha);
    expect(resolveSite('Alpha.LOCALHOST:3000')).toBe(alpha);
    expect(resolveSite('www.alpha4d.example.com.')).toBe(alpha);
    expect(resolveSite('alpha4d.example.com:443')).toBe(alpha);
  });

  it('sends localhost to the default site', () => {
    expect(resolveSite('localhost:3000')).toBe(defaultSite);
    expect(resolveSite('default.localhost')).toBe(defaultSite);
  });

  it.each([null, undefined, '', 'unknown.example.com', 'evil.example', '[::1]:3000', 'garbage host'])(
    'falls back to the default site for %j',
    (raw) => {
      expect(resolveSite(raw)).toBe(defaultSite);
    },
  );

  it.each(['x.alpha.localhost', 'alpha.localhost.evil.com', 'alpha4d.example.com.evil.com', 'evilalpha.localhost'])(
    'never matches by suffix or prefix: %s',
    (raw) => {
      expect(resolveSite(raw)).toBe(defaultSite);
    },
  );
});
