import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { defaultSite, resolveSite, siteByKey, type Site } from '@/sites';
import { SITE_HEADER } from './header';

/**
 * The site of the current request. proxy.ts sets the header (and strips client copies); should a
 * request ever reach the app without it, the Host header is resolved the same way.
 */
export const getCurrentSite = cache(async (): Promise<Site> => {
  const store = await headers();
  const key = store.get(SITE_HEADER);
  if (key) return siteByKey(key) ?? defaultSite;
  return resolveSite(store.get('host'));
});
