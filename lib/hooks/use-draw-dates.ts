import useSWR from 'swr';
import { fetchData } from '@/lib/client/api-failure';
import type { ApiError } from '@/lib/http/api-error';
import type { DrawDate } from '@/lib/contract/draws';

export const DRAW_DATES_URL = '/api/v1/draw/dateAll';

const fetchDraws = (url: string) => fetchData<DrawDate[]>(url);

/**
 * The location's draws, newest first (GET draw/dateAll; the BFF adds the prefix and LocId). `draws`
 * is undefined while the first load runs and an empty list after a failure; `error` tells why.
 */
export function useDrawDates({ fallbackData }: { fallbackData?: DrawDate[] } = {}) {
  const { data, error, isLoading, mutate } = useSWR<DrawDate[], ApiError>(DRAW_DATES_URL, fetchDraws, {
    fallbackData,
    revalidateOnFocus: false,
  });
  return { draws: data ?? (error ? [] : undefined), error, isLoading, mutate };
}
