import type { NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeFromAcceptLanguage, toLocale } from '@/lib/i18n/locale';

/** On a first visit, stores the browser's language so the choice stays put across visits. */
export function rememberFirstLocale(request: NextRequest, response: NextResponse): void {
  if (toLocale(request.cookies.get(LOCALE_COOKIE)?.value)) return;
  response.cookies.set(LOCALE_COOKIE, localeFromAcceptLanguage(request.headers.get('accept-language')), {
    path: '/',
    sameSite: 'lax',
    maxAge: LOCALE_COOKIE_MAX_AGE,
  });
}
