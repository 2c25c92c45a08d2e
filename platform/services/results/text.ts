// GET draw/result/SMSString and draw/result/feed: a draw's result as SMS text, and the location's
// latest results as a JSON Feed 1.1 (https://jsonfeed.org/version/1.1), one item per resulted draw.
// SMS (docs/decisions/results-and-settlement.md "Result texts"): GSM 7-bit characters only, the date as DD/MM/YYYY (how the
// members write it), prizes in entry order:
//   SG 4D 20/04/2025 1st 1234 2nd 5678 3rd 9012 S: 0001 ... (10) C: 0002 ... (10)   (149 characters)
//   TT 17/04/2025 01 02 03 04 05 06 +07 G1 1234567.89 G2 ... G4 345.00
// A 4D result always fits one message of 160; a longer text is cut at spaces into 160-character parts.
// The texts are lib/domain/sms-text.ts's, which the SMS send pages use too.
import type { ResultFeed, SmsString } from '@/lib/contract/results';
import { smsParts, smsText } from '@/lib/domain/sms-text';
import type { Db } from '../../db/client';
import { PlatformError } from '../../errors';
import { drawResultsOf, findDraw, resultedDraws, type DrawRow } from '../draws/read';
import type { LocationRow } from '../users/locations';

const NO_RESULT = 'The draw has no result yet.';

/** GET draw/result/SMSString: 404 for another location's draw or one without a result. */
export async function smsString(db: Db, location: LocationRow, drawId: number, now: Date): Promise<SmsString> {
  const draw = await findDraw(db, location.locId, drawId);
  if (!draw) throw PlatformError.notFound('Draw not found.');
  if (draw.status !== 'RESULTED') throw PlatformError.notFound(NO_RESULT);
  const [result] = await drawResultsOf(db, [draw], now);
  if (!result || result.Results.length === 0) throw PlatformError.notFound(NO_RESULT);
  const text = smsText(location, result);
  return { DrawId: draw.id, DrawDate: draw.drawDate, Text: text, Length: text.length, Parts: smsParts(text) };
}

const published = (draw: DrawRow) => (draw.resultAt ?? draw.drawAt).toISOString();

/** GET draw/result/feed: the latest `limit` results of the location, newest first. */
export async function resultFeed(db: Db, location: LocationRow, limit: number, now: Date): Promise<ResultFeed> {
  const rows = await resultedDraws(db, location.locId, { limit });
  const results = await drawResultsOf(db, rows, now);
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${location.name} results`,
    description: `The latest ${location.game} results of ${location.name} (${location.locId}), newest first.`,
    language: 'en',
    items: rows.flatMap((draw, index) => {
      const result = results[index];
      if (!result || result.Results.length === 0) return [];
      return [
        {
          id: `${location.locId}:${draw.drawDate}`,
          title: `${location.name} ${location.game} result of ${draw.drawDate}`,
          content_text: smsText(location, result),
          date_published: published(draw),
          date_modified: published(draw),
          tags: [location.locId, location.game],
          _draw: result,
        },
      ];
    }),
  };
}
