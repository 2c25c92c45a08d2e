// The strike pages' texts on the server: the `strikeReports` translator and the row labels (prizes,
// kinds, the location's name for its starters) that strike-rows.ts turns answers into rows with.
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { starterKeyOf, type RowLabels } from './strike-rows';

/** The strike pages' translator (namespace `strikeReports`). */
export type StrikeTranslate = Awaited<ReturnType<typeof getTranslations<'strikeReports'>>>;

/** The strike pages' messages, and the row labels built on them for the session's location. */
export async function strikeTexts(locId: string): Promise<{ t: StrikeTranslate; labels: RowLabels }> {
  const t = await getTranslations('strikeReports');
  return {
    t,
    labels: {
      prize: (key, values) => t(`prizes.${key}`, values),
      kind: (key) => t(`kinds.${key}`),
      starterKey: starterKeyOf(locId),
    },
  };
}
