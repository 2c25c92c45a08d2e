// The message catalogues, loaded on demand per locale (server side only).
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from './locale';

type Messages = AbstractIntlMessages;

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../messages/en.json'),
  zh: () => import('../../messages/zh.json'),
};

export async function messagesOf(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
