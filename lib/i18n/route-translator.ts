// Translations inside a route handler, where next-intl's request config is not in play: the locale
// comes from the request's own cookie and Accept-Language, as in lib/i18n/request.ts.
import 'server-only';
import { createTranslator } from 'next-intl';
import type { NextRequest } from 'next/server';
import { LOCALE_COOKIE, resolveLocale } from './locale';
import { messagesOf } from './messages';

export type RouteTranslate = (key: string, values?: Record<string, string | number>) => string;

export async function routeTranslator(request: NextRequest, namespace: string): Promise<RouteTranslate> {
  const locale = resolveLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'));
  // Keys are checked by the message tests (tests/unit/messages.test.ts) and the handler tests, not by types: the catalogue
  // is loaded at run time.
  const translate = createTranslator({ locale, messages: await messagesOf(locale) }) as unknown as RouteTranslate;
  return (key, values) => translate(`${namespace}.${key}`, values);
}
