// The browser side of the language choice: the same `locale` cookie the proxy sets on a first visit.
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './locale';

export function setLocaleCookie(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}
