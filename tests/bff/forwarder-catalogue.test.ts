// The forwarder's allowlist and path checks as pure functions (docs/security.md "The BFF forwarder").
import { AUTH_CALLS, CACHE_TTL_MS, catalogueEntries, matchCatalogue } from '@/lib/contract/catalogue';
import { ApiError } from '@/lib/http/api-error';
import { forwardSegments, requestedLocId, upstreamPath } from '@/lib/platform-client/forward-path';

const statusOf = (run: () => unknown): number => {
  try {
    run();
    return 200;
  } catch (error) {
    return error instanceof ApiError ? error.status : -1;
  }
};

describe('the catalogue', () => {
  it('caches exactly the GETs of docs/product.md#caching, for 180000 ms', () => {
    const cacheable = catalogueEntries().filter((entry) => entry.cacheable).map((entry) => entry.pattern).sort();
    expect(cacheable).toEqual(
      ['announcements', 'bet/summary/drawDate', 'bet/summary/userIds', 'bet/userIds', 'betSummaryUserIdByShare', 'dMemberAllRole', 'locIdAvailable', 'reportDate2'].sort(),
    );
    expect(CACHE_TTL_MS).toBe(180_000);
    for (const pattern of cacheable) expect(matchCatalogue(pattern.split('/'), 'GET').kind).toBe('found');
  });

  it.each(AUTH_CALLS)('never forwards the auth call %s', (call) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) expect(matchCatalogue(call.split('/'), method)).toEqual({ kind: 'unknown' });
  });

  it('matches path parameters segment by segment, the most literal pattern first', () => {
    expect(matchCatalogue(['draw', 'byId', '42'], 'GET')).toMatchObject({ kind: 'found', entry: { pattern: 'draw/byId/{id}' } });
    expect(matchCatalogue(['agents', 'agent1', 'member9'], 'DELETE')).toMatchObject({ entry: { pattern: 'agents/{ParentId}/{UserId}' } });
    expect(matchCatalogue(['checkMemberAccess', 'member1'], 'GET')).toMatchObject({ entry: { pattern: 'checkMemberAccess/{id}' } });
    expect(matchCatalogue(['distributors', 'total'], 'GET')).toMatchObject({ entry: { pattern: 'distributors/total' } });
    expect(matchCatalogue(['distributors', 'total'], 'DELETE')).toMatchObject({ entry: { pattern: 'distributors/{id}' } });
    expect(matchCatalogue(['draw', 'byId'], 'GET').kind).toBe('unknown');
    expect(matchCatalogue(['draw', 'byId', '1', '2'], 'GET').kind).toBe('unknown');
    expect(matchCatalogue(['draw', 'byId', '..'], 'GET').kind).toBe('unknown');
    expect(matchCatalogue(['draw', 'byId', 'a b'], 'GET').kind).toBe('unknown');
    expect(matchCatalogue(['Profile'], 'GET').kind).toBe('unknown');
  });

  it('finds every entry by its own path with each of its methods (the literal look-up agrees with the scan)', () => {
    for (const entry of catalogueEntries()) {
      const segments = entry.segments.map((part) => (part.startsWith('{') ? 'id1' : part));
      for (const method of entry.methods) expect(matchCatalogue(segments, method)).toEqual({ kind: 'found', entry });
    }
  });

  it('tells a known resource asked with another method (405 with its methods) from an unknown one (404)', () => {
    expect(matchCatalogue(['profile'], 'DELETE')).toEqual({ kind: 'method-not-allowed', allow: ['GET'] });
    expect(matchCatalogue(['mobile'], 'POST')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'PUT'] });
    expect(matchCatalogue(['limit'], 'PATCH')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'POST', 'PUT'] });
    expect(matchCatalogue(['nothing'], 'GET')).toEqual({ kind: 'unknown' });
  });

  it('marks the uploads multipart and exports long', () => {
    const entry = (path: string, method: string) => {
      const match = matchCatalogue(path.split('/'), method);
      if (match.kind !== 'found') throw new Error(`${path} not found`);
      return match.entry;
    };
    expect(entry('files/upload', 'POST')).toMatchObject({ multipart: true, long: true });
    expect(entry('files/upload/lzh', 'POST')).toMatchObject({ multipart: true });
    expect(entry('bet/page/exportAra', 'POST')).toMatchObject({ multipart: false, long: true });
    expect(entry('bet', 'POST')).toMatchObject({ multipart: false, long: false });
  });
});

describe('the path checks', () => {
  it.each([
    ['/api/v1/../profile', 400],
    ['/api/v1/%2e%2e/profile', 400],
    ['/api/v1/%252e%252e/profile', 400],
    ['/api/v1/profile/%2e%2e%2fsettings', 400],
    ['/api/v1//evil.com', 400],
    ['/api/v1/http:evil.com', 400],
    ['/api/v1/\\\\evil.com', 400],
    ['/api/v1/profile%2f..%2fadmin', 400],
    ['/api/v1/profile%5c..', 400],
    ['/api/v1/./profile', 400],
    ['/api/v1/profile/', 400],
    ['/api/v1/pro\u0000file', 400],
    ['/api/v1/pro\nfile', 400],
    ['/api/v1/pro\u007ffile', 400],
    ['/api/v1/pro file', 400],
    ['/api/v1/', 400],
    ['/api/v2/profile', 404],
    ['/api/v1x/profile', 404],
    [`/api/v1/${'a/'.repeat(300)}a`, 414],
  ])('refuses %j with %i', (path, status) => {
    expect(statusOf(() => forwardSegments(path))).toBe(status);
  });

  it('splits a clean path into segments', () => {
    expect(forwardSegments('/api/v1/draw/byId/42')).toEqual(['draw', 'byId', '42']);
  });

  it('takes one well-formed LocId from the query, else the session location', () => {
    expect(requestedLocId(new URLSearchParams(''), 'SG')).toBe('SG');
    expect(requestedLocId(new URLSearchParams('LocId=TT'), 'SG')).toBe('TT');
    for (const query of ['LocId=', 'LocId=S G', 'LocId=../x', 'LocId=SG&LocId=TT', 'LocId=ABCDEFGHI']) {
      expect(statusOf(() => requestedLocId(new URLSearchParams(query), 'SG'))).toBe(400);
    }
  });

  it('builds the platform path under /api/v1/{prefix}/ from encoded segments, with exactly one LocId', () => {
    const query = new URLSearchParams('UserId=a&LocId=XX&b=c%26d');
    expect(upstreamPath('tt', ['checkMemberAccess', 'a@b.c'], query, 'TT')).toBe('/api/v1/tt/checkMemberAccess/a%40b.c?UserId=a&b=c%26d&LocId=TT');
    expect(upstreamPath('4d', ['announcements'], new URLSearchParams(''), 'SG')).toBe('/api/v1/4d/announcements?LocId=SG');
  });

  it('never builds a path out of its prefix, whatever reaches it', () => {
    for (const segments of [['..', 'oauth', 'token'], ['.'], [''], ['a', '', 'b']]) {
      expect(statusOf(() => upstreamPath('4d', segments, new URLSearchParams(''), 'SG'))).toBe(400);
    }
    expect(statusOf(() => upstreamPath('x/..' as '4d', ['profile'], new URLSearchParams(''), 'SG'))).toBe(400);
    expect(statusOf(() => upstreamPath('4d', ['profile'], new URLSearchParams(''), 'SG&x=1'))).toBe(400);
    expect(upstreamPath('4d', ['a/b', 'c?d'], new URLSearchParams(''), 'SG')).toBe('/api/v1/4d/a%2Fb/c%3Fd?LocId=SG');
  });
});
