import { addDays, LOCAL_OFFSET_MINUTES } from '@/lib/domain/draw-calendar';

/** The local (GMT+8) 'HH:mm' of an ISO instant. */
export function localTime(iso: string): string {
  return new Date(Date.parse(iso) + LOCAL_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** The Monday of the week before and after a week starting on `weekStart`. */
export function neighbourWeeks(weekStart: string): { previous: string; next: string } {
  return { previous: addDays(weekStart, -7), next: addDays(weekStart, 7) };
}

/** The page's address for the week holding `date`. */
export const weekHref = (basePath: string, date: string): string => `${basePath}?${new URLSearchParams({ Date: date })}`;
