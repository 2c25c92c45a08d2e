// Locale rules, pure so proxy.ts, the request config and jest share them.
// The UI offers en and ch (spec: "Chinese maps to zh"); messages exist for en and zh.

export const LOCALES = ['en', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
/** The language choice is kept for a year. */
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The language options shown to users, with the locale each one selects. */
export const LANGUAGE_OPTIONS = [
  { value: 'en', locale: 'en' },
  { value: 'ch', locale: 'zh' },
] as const satisfies readonly { value: string; locale: Locale }[];

const ALIASES: Record<string, Locale> = { en: 'en', zh: 'zh', ch: 'zh', cn: 'zh' };

/** Maps a stored or chosen value (en, zh, ch, EN, CH, zh-CN, ...) to a locale, or null if unknown. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const prefix = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return ALIASES[prefix] ?? null;
}

/**
 * Picks the first supported language of an Accept-Language header by its prefix, honouring q-values.
 * `zh-TW;q=0.8, en;q=0.5` gives zh. Anything unsupported falls back to en.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const entry of ranked) {
    const locale = toLocale(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** The cookie wins; a first visit (no valid cookie) takes the browser's language. */
export function resolveLocale(cookieValue: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  return toLocale(cookieValue) ?? localeFromAcceptLanguage(acceptLanguage);
}
