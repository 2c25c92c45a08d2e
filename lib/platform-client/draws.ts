import 'server-only';
import { drawWeekSchema, resultReportSchema, type DrawResult, type DrawWeek } from '@/lib/contract/draws';
import type { SignedInSession } from '@/lib/session/server';
import { scopedJson } from './client';

/*
 * The Draw Setting page's reads, under the session location's prefix: the draws of a week with their
 * result, settlement and bets flags, and the results of that week's draws (to correct one, the form
 * starts from the stored numbers). Changes, result entry and the settle job go from the browser
 * through the BFF; the platform checks the DrawSetting permission on each.
 */

/** GET draw/week: the Monday-to-Sunday week holding `date` (default: this week). */
export function drawWeekOf(session: SignedInSession, date?: string): Promise<DrawWeek> {
  return scopedJson(session, 'draw/week', drawWeekSchema, { Date: date });
}

/** GET draw/resultReport over the week: the stored results by DrawId. */
export async function weekResultsOf(session: SignedInSession, week: Pick<DrawWeek, 'WeekStart' | 'WeekEnd'>): Promise<Record<number, DrawResult>> {
  const report = await scopedJson(session, 'draw/resultReport', resultReportSchema, { DrawFrom: week.WeekStart, DrawTo: week.WeekEnd });
  return Object.fromEntries(report.Items.map((item) => [item.DrawId, item]));
}
