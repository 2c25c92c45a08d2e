import type { NextRequest } from 'next/server';
import { resolveSite, type Site } from '@/sites';
import { LOCATION_REFUSED_HEADER, PATH_HEADER, SITE_HEADER } from '@/lib/site/header';

/**
 * Resolves the site from the raw Host header (never X-Forwarded-Host, which a client controls) and
 * returns the request headers the app will see: client copies of our headers are dropped, and the
 * site header is replaced by ours.
 */
export function siteRequestHeaders(request: NextRequest): { site: Site; headers: Headers } {
  const site = resolveSite(request.headers.get('host'));
  const headers = new Headers(request.headers);
  headers.delete(SITE_HEADER);
  headers.delete(PATH_HEADER);
  headers.delete(LOCATION_REFUSED_HEADER);
  headers.set(SITE_HEADER, site.key);
  return { site, headers };
}
