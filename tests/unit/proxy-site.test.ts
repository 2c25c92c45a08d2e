import { NextRequest } from 'next/server';
import { siteRequestHeaders } from '@/lib/proxy/site';
import { SITE_HEADER } from '@/lib/site/header';
import { defaultSite, sites } from '@/sites';

const named = sites.find((site) => !site.default && site.hosts.length > 0);
if (!named) throw new Error('the registry needs a non-default site');
const host = named.hosts[0] as string;

function request(headers: Record<string, string>) {
  return new NextRequest('http://internal/login', { headers });
}

test('resolves the site from the Host header', () => {
  const { site, headers } = siteRequestHeaders(request({ host }));
  expect(site.key).toBe(named.key);
  expect(headers.get(SITE_HEADER)).toBe(named.key);
});

test('normalises case, port and a trailing dot', () => {
  expect(siteRequestHeaders(request({ host: `${host.toUpperCase()}.:3000` })).site.key).toBe(named.key);
});

test('a client-sent site header is replaced by the resolved one', () => {
  const { headers } = siteRequestHeaders(request({ host: 'evil.example', [SITE_HEADER]: named.key }));
  expect(headers.get(SITE_HEADER)).toBe(defaultSite.key);
});

test('X-Forwarded-Host is ignored: only the Host header counts', () => {
  const { site } = siteRequestHeaders(request({ host: 'evil.example', 'x-forwarded-host': host }));
  expect(site.key).toBe(defaultSite.key);
});

test('an unknown or missing host gets the default site', () => {
  expect(siteRequestHeaders(request({ host: 'evil.example' })).site.key).toBe(defaultSite.key);
  expect(siteRequestHeaders(request({})).site.key).toBe(defaultSite.key);
});
