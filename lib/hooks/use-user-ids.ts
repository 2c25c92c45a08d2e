import useSWR from 'swr';
import { fetchData } from '@/lib/client/api-failure';
import type { ApiError } from '@/lib/http/api-error';
import type { BetUser } from '@/lib/contract/members';

export interface UserIdsParams {
  /** The location to list; without it the BFF uses the session's. */
  locId?: string;
  /** The list the server page already loaded (shown at once, then refreshed). */
  fallbackData?: BetUser[];
}

/** GET bet/userIds: whom bets may be placed for or searched by (the user picker's options). */
export function userIdsUrl(locId?: string): string {
  return locId ? `/api/v1/bet/userIds?LocId=${encodeURIComponent(locId)}` : '/api/v1/bet/userIds';
}

const fetchUsers = (url: string) => fetchData<BetUser[]>(url);

/**
 * The user picker's options. `users` is undefined while the first load runs (the picker says
 * 'Loading...') and an empty list after a failure (the picker says 'No data.'); `error` tells why.
 */
export function useUserIds({ locId, fallbackData }: UserIdsParams = {}) {
  const { data, error, isLoading, mutate } = useSWR<BetUser[], ApiError>(userIdsUrl(locId), fetchUsers, {
    fallbackData,
    revalidateOnFocus: false,
  });
  return { users: data ?? (error ? [] : undefined), error, isLoading, mutate };
}
