import useSWR from 'swr';
import { fetchData } from '@/lib/client/api-failure';
import type { MemberAccess } from '@/lib/contract/members';

export type MemberAccessState = 'loading' | 'allowed' | 'denied';

/** GET checkMemberAccess/{id}; the BFF forwarder adds the location prefix and LocId. */
export function memberAccessUrl(userId: string): string {
  return `/api/v1/checkMemberAccess/${encodeURIComponent(userId)}`;
}

const fetchAccess = (url: string) => fetchData<MemberAccess>(url);

/**
 * Whether the signed-in user may see `userId` (the member-tree guard of docs/product.md#shared-widgets). Anything but a
 * clear `{ success: true }` is denied: false, an error, a malformed answer, an empty id. Answers are
 * keyed by id, so an answer for a previous id never shows for the current one. A failed check is not
 * retried: the guard shows its denial until the page asks again.
 */
export function useMemberAccess(userId: string): MemberAccessState {
  const { data, error } = useSWR(userId ? memberAccessUrl(userId) : null, fetchAccess, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  if (!userId || error) return 'denied';
  if (data === undefined) return 'loading';
  return data?.success === true ? 'allowed' : 'denied';
}
