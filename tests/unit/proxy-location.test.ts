// The one place that decides a signed-in page's location (lib/proxy/location.ts, applied by gatePage):
// a link's LocId moves the session when the user has the location, else the layout is told.
import { NextRequest } from 'next/server';
import type { Location } from '@/lib/contract/locations';
import { gatePage } from '@/lib/proxy/gates';
import { askedLocation, isPrefetch, locationStep } from '@/lib/proxy/location';
import { siteRequestHeaders } from '@/lib/proxy/site';
import { SESSION_COOKIE, sealSession, unsealSession } from '@/lib/session/cookie';
import { newSession, nowSeconds, type SessionData } from '@/lib/session/data';
import type { SignedInSession } from '@/lib/session/server';
import { LOCATION_REFUSED_HEADER } from '@/lib/site/header';

const myLocations = jest.fn<Promise<Location[]>, [SignedInSession]>();
jest.mock('@/lib/platform-client/content', () => ({ myLocations: (session: SignedInSession) => myLocations(session) }));
jest.mock('@/lib/platform-client/message', () => ({ cachedServerMessage: async () => null }));

const SG: Location = { LocId: 'SG', Loc: 'Singapore', Game: '4D', Prefix: '4d', IsDefault: true };
const TT: Location = { LocId: 'TT', Loc: 'Toto', Game: 'TT', Prefix: 'tt', IsDefault: false };

function signedIn(locId = 'SG'): SignedInSession {
  const now = nowSeconds();
  return newSession(now, {
    auth: { token: 't', userId: 'admin', locId, prefix: locId === 'TT' ? 'tt' : '4d', termsAccepted: true, flags: {} },
  }) as SignedInSession;
}

async function request(url: string, session: SessionData | null, headers: Record<string, string> = {}): Promise<NextRequest> {
  const cookie = session ? `${SESSION_COOKIE}=${(await sealSession(session)).value}; other=1` : '';
  return new NextRequest(`http://alpha.localhost${url}`, { headers: { host: 'alpha.localhost', ...(cookie ? { cookie } : {}), ...headers } });
}

/** What the render sees: the request headers gatePage forwards (x-middleware-request-*), and the cookie it sets. */
async function gate(url: string, session: SessionData | null, extra: Record<string, string> = {}) {
  const incoming = await request(url, session, extra);
  const { headers } = siteRequestHeaders(incoming);
  const response = await gatePage(incoming, headers);
  const forwarded = (name: string) => response.headers.get(`x-middleware-request-${name}`);
  const renderCookie = /drawdesk_session=([^;]+)/.exec(forwarded('cookie') ?? '')?.[1];
  return {
    response,
    refused: forwarded(LOCATION_REFUSED_HEADER),
    renderSession: renderCookie ? await unsealSession(decodeURIComponent(renderCookie)) : null,
    setSession: response.cookies.get(SESSION_COOKIE)?.value ? await unsealSession(response.cookies.get(SESSION_COOKIE)?.value) : null,
    otherCookieKept: (forwarded('cookie') ?? '').includes('other=1'),
  };
}

beforeEach(() => {
  myLocations.mockReset();
  myLocations.mockResolvedValue([SG, TT]);
});

describe('askedLocation (pure)', () => {
  test.each([
    ['LocId=TT', 'SG', 'TT'],
    ['LocId=SG', 'SG', null],
    ['', 'SG', null],
    ['LocId=', 'SG', null],
    ['LocId=%20TT%20', 'SG', 'TT'],
    ['LocId=TT&LocId=SG', 'SG', 'TT'],
    ['LocId=ABCDEFGHIJKL', 'SG', 'ABCDEFGH'],
  ])('?%s with the session in %s asks for %s', (query, current, expected) => {
    expect(askedLocation(new URLSearchParams(query), current)).toBe(expected);
  });
});

test('a prefetch never moves the session', () => {
  expect(isPrefetch({ headers: new Headers({ 'next-router-prefetch': '1' }) })).toBe(true);
  expect(isPrefetch({ headers: new Headers({ purpose: 'prefetch' }) })).toBe(true);
  expect(isPrefetch({ headers: new Headers() })).toBe(false);
});

test('locationStep: a location of the user moves the session with its prefix; another is refused', () => {
  const session = signedIn('SG');
  expect(locationStep(session, 'TT', [SG, TT])).toEqual({ moved: { ...session, auth: { ...session.auth, locId: 'TT', prefix: 'tt' } } });
  expect(locationStep(session, 'XX', [SG, TT])).toEqual({ refused: 'XX' });
});

describe('gatePage follows a page link’s LocId', () => {
  test('the user has it: the render and the browser both get the session in that location', async () => {
    const result = await gate('/report/collection?LocId=TT&VW=RPTCOL', signedIn('SG'));
    expect(result.refused).toBeNull();
    expect(result.renderSession?.auth).toMatchObject({ locId: 'TT', prefix: 'tt' });
    expect(result.setSession?.auth).toMatchObject({ locId: 'TT', prefix: 'tt' });
    expect(result.otherCookieKept).toBe(true);
    expect(myLocations).toHaveBeenCalledTimes(1);
  });

  test('the user lacks it: the session stays, the layout is told', async () => {
    myLocations.mockResolvedValue([SG]);
    const result = await gate('/admin/home?LocId=TT', signedIn('SG'));
    expect(result.refused).toBe('TT');
    expect(result.renderSession?.auth?.locId).toBe('SG');
    expect(result.setSession?.auth?.locId ?? 'SG').toBe('SG');
  });

  test("the session's own location, no LocId, a prefetch: nothing is asked of the platform", async () => {
    await gate('/admin/home?LocId=SG', signedIn('SG'));
    await gate('/admin/home', signedIn('SG'));
    await gate('/admin/home?LocId=TT', signedIn('SG'), { 'next-router-prefetch': '1' });
    expect(myLocations).not.toHaveBeenCalled();
  });

  test('the locations cannot be read: the page shows the session’s location, no notice', async () => {
    myLocations.mockRejectedValue(new Error('down'));
    const result = await gate('/admin/home?LocId=TT', signedIn('SG'));
    expect(result.refused).toBeNull();
    expect(result.renderSession?.auth?.locId).toBe('SG');
  });

  test('signed out: the gate redirects to sign-in and never looks at the location', async () => {
    const result = await gate('/report/full?LocId=TT', null);
    expect(result.response.status).toBe(307);
    expect(myLocations).not.toHaveBeenCalled();
  });

  test("a page of the other game's variant opens its counterpart in the location followed, keeping the query", async () => {
    const result = await gate('/report/full?LocId=TT&VW=RPTFULL', signedIn('SG'));
    expect(result.response.status).toBe(307);
    expect(result.response.headers.get('location')).toMatch(/\/report\/tt\/full\?LocId=TT&VW=RPTFULL$/);
    expect(result.setSession?.auth).toMatchObject({ locId: 'TT', prefix: 'tt' });
    const back = await gate('/embed/report/tt/strike?LocId=SG', signedIn('TT'));
    expect(back.response.headers.get('location')).toMatch(/\/embed\/report\/strike\?LocId=SG$/);
    const stay = await gate('/report/tt/full?LocId=TT', signedIn('SG'));
    expect(stay.response.headers.get('location')).toBeNull();
  });

  test('a client-sent refusal header never reaches the layout', async () => {
    const result = await gate('/admin/home', signedIn('SG'), { [LOCATION_REFUSED_HEADER]: 'TT' });
    expect(result.refused).toBeNull();
  });
});
