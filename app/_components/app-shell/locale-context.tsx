'use client';

import { createContext, use, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale';

// The request's locale for client code above the shell (the root error boundary), without the
// client translation runtime that NextIntlClientProvider would add to every page.
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export function useAppLocale(): Locale {
  return use(LocaleContext);
}
