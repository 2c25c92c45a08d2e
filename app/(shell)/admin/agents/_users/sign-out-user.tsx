'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { SessionsEnded } from '@/lib/contract/sessions';
import { withLoc } from './user-forms';
import buttons from '@/app/_components/form/action-buttons.module.css';

/**
 * Sign out everywhere, in a downline user's edit panel: after a confirmation every session of the user
 * ends (POST sessions/endUser, docs/decisions/sessions.md) and the panel says how many.
 */
export function SignOutUser({ userId, locId }: { userId: string; locId: string }) {
  const t = useTranslations('adminUsers');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signOut = useConfirmedDelete<string, SessionsEnded>({
    send: (target) => requestJson<SessionsEnded>(withLoc('/api/v1/sessions/endUser', locId), { method: 'POST', json: { UserId: target } }),
    confirmTexts: (target) => ({ title: t('signOut.title', { userId: target }), text: t('signOut.text', { userId: target }) }),
    doneText: (target, ended) => t('signOut.done', { userId: target, count: ended.Ended }),
    onOutcome: setOutcome,
    onDeleted: () => undefined,
  });
  return (
    <>
      <button
        type="button"
        className={buttons.dangerButton}
        disabled={signOut.busy}
        onClick={() => {
          setOutcome(null);
          signOut.ask(userId);
        }}
      >
        {t('actions.signOutName', { userId })}
      </button>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ConfirmDialog {...signOut.dialog} confirmText={t('actions.signOut')} busyText={t('signOut.busy')} />
    </>
  );
}
