import { LANGUAGE_OPTIONS, localeFromAcceptLanguage, resolveLocale, toLocale } from '@/lib/i18n/locale';

describe('toLocale', () => {
  it.each([
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['zh', 'zh'],
    ['zh-CN', 'zh'],
    ['zh_TW', 'zh'],
    ['ch', 'zh'],
    ['CH', 'zh'],
    [' ch ', 'zh'],
  ])('maps %p to %p', (value, expected) => {
    expect(toLocale(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'fr', 'ja', 'english', '../en', 'e'])('rejects %p', (value) => {
    expect(toLocale(value)).toBeNull();
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,zh;q=0.5', 'zh'],
    ['en;q=0.4, zh-TW;q=0.8', 'zh'],
    ['zh;q=0, en;q=0.1', 'en'],
    ['*', 'en'],
    ['zh;q=abc', 'en'],
  ])('%p gives %p', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});

describe('resolveLocale', () => {
  it('prefers the cookie over the browser language', () => {
    expect(resolveLocale('en', 'zh-CN')).toBe('en');
    expect(resolveLocale('ch', 'en-US')).toBe('zh');
  });

  it('uses the browser language when the cookie is missing or unknown', () => {
    expect(resolveLocale(undefined, 'zh-CN')).toBe('zh');
    expect(resolveLocale('xx', 'zh-CN')).toBe('zh');
    expect(resolveLocale('xx', undefined)).toBe('en');
  });
});

test('the language options are en and ch, and ch selects zh', () => {
  expect(LANGUAGE_OPTIONS.map((option) => [option.value, option.locale])).toEqual([
    ['en', 'en'],
    ['ch', 'zh'],
  ]);
});
