import { cookies, headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { OPERATOR_TIME_ZONE_NAME } from '@/lib/domain/operator-zone';
import { LOCALE_COOKIE, resolveLocale } from './locale';
import { messagesOf } from './messages';

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get('accept-language'));
  return {
    locale,
    messages: await messagesOf(locale),
    timeZone: OPERATOR_TIME_ZONE_NAME,
  };
});
