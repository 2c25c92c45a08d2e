// GET /assets/i18n/{lang}.json: the translation file of en, zh or ch (= zh); any other language gets en.
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/locale';

const MESSAGES: Record<Locale, unknown> = { en, zh };
const JSON_NAME = /^(.*)\.json$/;

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const match = JSON_NAME.exec(file);
  if (!match) return Response.json({ message: 'Not found.' }, { status: 404 });
  // toLocale also accepts cn and region tags (zh-TW); anything it does not know is en.
  const locale = toLocale(match[1]) ?? DEFAULT_LOCALE;
  return Response.json(MESSAGES[locale], {
    headers: { 'Cache-Control': 'public, max-age=300', 'X-Content-Type-Options': 'nosniff' },
  });
}
