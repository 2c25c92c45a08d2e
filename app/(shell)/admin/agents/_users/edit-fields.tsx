'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import type { DownlineUser, FlagName, ProfileForm } from '@/lib/contract/agents';
import { formatDollars } from '@/lib/domain/money';
import { FlagFields } from './flag-fields';
import { RateSelect } from './rate-select';
import { useSave, type SaveCall } from './use-save';
import { editCalls, fieldsOf, missingField, type FormField, type UserFields, type UserKind } from './user-forms';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './users.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface EditFieldsProps {
  kind: UserKind;
  /** profileEditFull: the choices and bounds. */
  form: ProfileForm;
  /** The user as it is (the form is keyed by it, so a reload starts it afresh). */
  user: DownlineUser;
  locId: string;
  onSaved: () => void;
  onChange: () => void;
}

type Section = 'profile' | 'position' | 'credit';

/**
 * The edit forms of one user. An agent has three (profile: name and flags; rates; credit), each its
 * own call, so a refused rate never holds back a new name; a player has one (players/update).
 */
export function EditFields({ kind, form, user, locId, onSaved, onChange }: EditFieldsProps) {
  const t = useTranslations('adminUsers');
  const [fields, setFields] = useState<UserFields>(() => fieldsOf(user));
  const [section, setSection] = useState<Section | null>(null);
  const { busy, problem, setProblem, save } = useSave(locId);
  const calls = editCalls(kind, user.UserId, fields, form.Flags);
  const agent = kind === 'agent';

  function change(patch: Partial<UserFields>) {
    setProblem(null);
    onChange();
    setFields((current) => ({ ...current, ...patch }));
  }

  async function submit(event: FormEvent, which: Section, call: SaveCall | undefined) {
    event.preventDefault();
    if (!call) return;
    setSection(which);
    const missing = which === 'profile' ? missingField(fields, { creating: false }) : null;
    if (missing) {
      setProblem({ field: missing, text: t('form.required', { field: t('form.userName') }) });
      return;
    }
    if (await save('PUT', call)) onSaved();
  }

  const errorOf = (field: FormField, which: Section) => (problem?.field === field && section === which ? problem.text : undefined);
  const general = (which: Section) =>
    problem && section === which && (problem.field === null || !['UserName', 'Credit', 'Share', 'Commission', 'Tax', 'flags'].includes(problem.field)) ? (
      <p className={styles.error} role="alert">
        {problem.text}
      </p>
    ) : null;
  const creditHint = form.MaxCredit === null
    ? t('form.creditFrom', { min: formatDollars(form.MinCredit) })
    : t('form.creditRange', { min: formatDollars(form.MinCredit), max: formatDollars(form.MaxCredit) });
  const sectionForm = (which: Section, title: string, submitText: string, children: ReactNode) => (
    <form className={styles.form} onSubmit={(event) => void submit(event, which, calls[which as keyof typeof calls])} noValidate>
      {agent ? <h3 className={shared.heading}>{title}</h3> : null}
      {children}
      {general(which)}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy && section === which}>
          {busy && section === which ? t('edit.saving') : submitText}
        </button>
      </div>
    </form>
  );
  const nameField = <Field name="UserName" label={t('form.userName')} value={fields.userName} onChange={(userName) => change({ userName })} error={errorOf('UserName', 'profile')} maxLength={60} />;
  const flagFields = (
    <FlagFields names={form.Flags} values={fields.flags} onChange={(name: FlagName, value) => change({ flags: { ...fields.flags, [name]: value } })} error={errorOf('flags', 'profile')} />
  );
  const creditField = (which: Section) => (
    <Field name="Credit" label={t('form.credit')} hint={creditHint} value={fields.credit} onChange={(credit) => change({ credit })} error={errorOf('Credit', which)} inputMode="decimal" />
  );
  const commissionField = (which: Section) => (
    <RateSelect name="Commission" label={t('form.commission')} choices={form.Commission} value={fields.commission} onChange={(commission) => change({ commission })} error={errorOf('Commission', which)} />
  );

  if (!agent) {
    return sectionForm('profile', t('edit.profile'), t('edit.save'), (
      <>
        <div className={styles.fields}>
          {nameField}
          {creditField('profile')}
          {commissionField('profile')}
        </div>
        {flagFields}
      </>
    ));
  }
  return (
    <>
      {sectionForm('profile', t('edit.profile'), t('edit.saveProfile'), (
        <>
          <div className={styles.fields}>{nameField}</div>
          {flagFields}
        </>
      ))}
      {sectionForm('position', t('edit.position'), t('edit.savePosition'), (
        <div className={styles.fields}>
          <RateSelect name="Share" label={t('form.share')} choices={form.Share} value={fields.share} onChange={(share) => change({ share })} error={errorOf('Share', 'position')} />
          {commissionField('position')}
          <RateSelect name="Tax" label={t('form.tax')} choices={form.Tax} value={fields.tax} onChange={(tax) => change({ tax })} error={errorOf('Tax', 'position')} />
        </div>
      ))}
      {sectionForm('credit', t('edit.credit'), t('edit.saveCredit'), <div className={styles.fields}>{creditField('credit')}</div>)}
    </>
  );
}
