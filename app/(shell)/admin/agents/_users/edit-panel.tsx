'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Game } from '@/lib/contract/common';
import { EditFields } from './edit-fields';
import { SignOutUser } from './sign-out-user';
import { useUserForm } from './use-user-form';
import type { UserKind } from './user-forms';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './users.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface EditPanelProps {
  kind: UserKind;
  userId: string;
  game: Game;
  locId: string;
  onClose: () => void;
  /** A change went through: the list is out of date. */
  onSaved: () => void;
}

/**
 * Editing one user: its profile, rates and credit as the platform's edit form gives them (the
 * choices between its downline's floor and its parent's cap), and signing it out everywhere. The
 * heading takes the focus when it opens, so a keyboard user lands on what just opened.
 */
export function EditPanel({ kind, userId, game, locId, onClose, onSaved }: EditPanelProps) {
  const t = useTranslations('adminUsers');
  const tApp = useTranslations('app');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const { form, loading, errorText, reload } = useUserForm(userId, game, locId, tApp('genericError'));

  useEffect(() => {
    heading.current?.focus();
  }, [userId]);

  function done(text: string) {
    setSaved(text);
    void reload();
    onSaved();
  }

  return (
    <section className={`${shared.section} ${shared.screenOnly}`} aria-labelledby={`${id}-heading`} data-testid="edit-user">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className={shared.heading}>
        {t('edit.heading', { userId })}
      </h2>
      {loading ? <p className={shared.note}>{t('edit.loading')}</p> : null}
      {errorText ? <AlertBox kind="error">{errorText}</AlertBox> : null}
      {form?.User ? (
        <EditFields
          key={JSON.stringify(form.User)}
          kind={kind}
          form={form}
          user={form.User}
          locId={locId}
          onSaved={() => done(t('result.saved', { userId }))}
          onChange={() => setSaved(null)}
        />
      ) : null}
      {saved ? <AlertBox kind="success">{saved}</AlertBox> : null}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondaryButton} onClick={onClose}>
          {t('edit.close')}
        </button>
        <SignOutUser userId={userId} locId={locId} />
      </div>
    </section>
  );
}
