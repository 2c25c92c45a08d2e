import { addDays } from '@/lib/domain/operator-time';

/** The Monday of the week before and after a week starting on `weekStart`. */
export function neighbourWeeks(weekStart: string): { previous: string; next: string } {
  return { previous: addDays(weekStart, -7), next: addDays(weekStart, 7) };
}

/** The page's address for the week holding `date`. */
export const weekHref = (basePath: string, date: string): string => `${basePath}?${new URLSearchParams({ Date: date })}`;
