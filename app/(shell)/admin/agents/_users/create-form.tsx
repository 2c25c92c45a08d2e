'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { DownlineUser, FlagName, ProfileForm } from '@/lib/contract/agents';
import { formatDollars } from '@/lib/domain/money';
import { FlagFields } from './flag-fields';
import { RateSelect } from './rate-select';
import { useSave } from './use-save';
import { createCall, EMPTY_FIELDS, missingField, type FormField, type UserFields, type UserKind } from './user-forms';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from './users.module.css';
import shared from '@/app/_components/form/sections.module.css';

export interface CreateFormProps {
  kind: UserKind;
  /** profileNewFull: the parent, its caps and the flags it may grant. */
  form: ProfileForm;
  locId: string;
}

const LABEL_KEYS: Record<FormField, string> = {
  UserId: 'form.userId', UserName: 'form.userName', Password: 'form.password', Credit: 'form.credit',
  Share: 'form.share', Commission: 'form.commission', Tax: 'form.tax', flags: 'form.flags',
};

/**
 * The create form of an agent (full, or the simple form: ID, name, password and credit) or a player.
 * The rates are the platform's choices within the parent's caps; the platform checks everything again
 * and its refusal shows at the field it names. A created user appears in the list (the page reloads).
 */
export function CreateForm({ kind, form, locId }: CreateFormProps) {
  const t = useTranslations('adminUsers');
  const router = useRouter();
  const id = useId();
  const [fields, setFields] = useState<UserFields>(EMPTY_FIELDS);
  const [simple, setSimple] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const { busy, problem, setProblem, save } = useSave(locId);
  const agent = kind === 'agent';
  const full = !agent || !simple;

  function change(patch: Partial<UserFields>) {
    setProblem(null);
    setFields((current) => ({ ...current, ...patch }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    const missing = missingField(fields, { creating: true });
    if (missing) {
      setProblem({ field: missing, text: t('form.required', { field: t(LABEL_KEYS[missing]) }) });
      return;
    }
    const answer = await save<DownlineUser>('POST', createCall(kind, fields, { simple: agent && simple, allowedFlags: form.Flags }));
    if (!answer) return;
    setCreated(t('result.created', { userId: answer.UserId }));
    setFields(EMPTY_FIELDS);
    router.refresh();
  }

  const shown: readonly FormField[] = ['UserId', 'UserName', 'Password', 'Credit', ...(full ? (['Commission', 'flags'] as const) : []), ...(full && agent ? (['Share', 'Tax'] as const) : [])];
  const errorOf = (field: FormField) => (problem?.field === field ? problem.text : undefined);
  const general = problem !== null && (problem.field === null || !shown.includes(problem.field));
  const creditHint = form.MaxCredit === null ? undefined : t('form.creditLimit', { max: formatDollars(form.MaxCredit) });

  return (
    <section className={`${shared.section} ${shared.screenOnly}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={shared.heading}>
        {t(agent ? 'form.createAgent' : 'form.createPlayer')}
      </h2>
      <p className={shared.note}>{t('form.parent', { userId: form.Parent.UserId, userName: form.Parent.UserName })}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid={`create-${kind}`}>
        {agent ? (
          <div>
            <label className={styles.check}>
              <input type="checkbox" name="Simple" checked={simple} onChange={(event) => setSimple(event.target.checked)} aria-describedby={`${id}-simple`} />
              <span>{t('form.simple')}</span>
            </label>
            <small id={`${id}-simple`} className={shared.note}>
              {t('form.simpleHint')}
            </small>
          </div>
        ) : null}
        <div className={styles.fields}>
          <Field name="UserId" label={t('form.userId')} hint={t('form.userIdHint')} value={fields.userId} onChange={(userId) => change({ userId })} error={errorOf('UserId')} autoComplete="off" maxLength={20} />
          <Field name="UserName" label={t('form.userName')} value={fields.userName} onChange={(userName) => change({ userName })} error={errorOf('UserName')} autoComplete="off" maxLength={60} />
          <Field name="Password" type="password" label={t('form.password')} hint={t('form.passwordHint')} value={fields.password} onChange={(password) => change({ password })} error={errorOf('Password')} autoComplete="new-password" maxLength={15} />
          <Field name="Credit" label={t('form.credit')} hint={creditHint} value={fields.credit} onChange={(credit) => change({ credit })} error={errorOf('Credit')} inputMode="decimal" autoComplete="off" required={false} placeholder="0.00" />
          {full && agent ? <RateSelect name="Share" label={t('form.share')} choices={form.Share} value={fields.share} onChange={(share) => change({ share })} error={errorOf('Share')} /> : null}
          {full ? <RateSelect name="Commission" label={t('form.commission')} choices={form.Commission} value={fields.commission} onChange={(commission) => change({ commission })} error={errorOf('Commission')} /> : null}
          {full && agent ? <RateSelect name="Tax" label={t('form.tax')} choices={form.Tax} value={fields.tax} onChange={(tax) => change({ tax })} error={errorOf('Tax')} /> : null}
        </div>
        {full ? (
          <FlagFields
            names={form.Flags}
            values={fields.flags}
            onChange={(name: FlagName, value) => change({ flags: { ...fields.flags, [name]: value } })}
            error={errorOf('flags')}
          />
        ) : null}
        {problem && general ? (
          <p className={styles.error} role="alert">
            {problem.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy}>
            {busy ? t('form.submitting') : t('form.submit')}
          </button>
        </div>
      </form>
      {created ? <AlertBox kind="success">{created}</AlertBox> : null}
    </section>
  );
}
