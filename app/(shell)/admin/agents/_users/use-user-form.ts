import { useState } from 'react';
import useSWR from 'swr';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { ProfileForm } from '@/lib/contract/agents';
import type { Game } from '@/lib/contract/common';
import { withLoc } from './user-forms';

/** GET profileEditFull (profileTEditFull in a TT location) through the BFF forwarder. */
export function userFormUrl(userId: string, game: Game, locId: string): string {
  return withLoc(`/api/v1/${game === 'TT' ? 'profileTEditFull' : 'profileEditFull'}?UserId=${encodeURIComponent(userId)}`, locId);
}

const fetchForm = (url: string) => requestJson<ProfileForm>(url);

/**
 * The edit form's data of one user (its values, the caps of its parent, the floors of its downline).
 * A failure goes through handleApiFailure and belongs to the user that failed.
 */
export function useUserForm(userId: string | null, game: Game, locId: string, genericText: string) {
  const key = userId === null ? null : userFormUrl(userId, game, locId);
  const [failure, setFailure] = useState<{ key: string; text: string } | null>(null);
  const { data, isLoading, mutate } = useSWR<ProfileForm>(key, fetchForm, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    onError: (error, failedKey) => {
      const text = handleApiFailure(error, genericText);
      if (text !== null) setFailure({ key: failedKey, text });
    },
    onSuccess: (_form, loadedKey) => setFailure((current) => (current?.key === loadedKey ? null : current)),
  });
  return { form: data, loading: isLoading, errorText: failure && failure.key === key ? failure.text : null, reload: mutate };
}
