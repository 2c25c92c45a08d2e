'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import type { SubShare } from '@/lib/contract/sub-shares';
import { firstProblemField } from '@/lib/domain/share-claims';
import { MAX_PARTNER, SUB_SHARE_FIELDS, subShareProblems, type SubShareField } from '@/lib/domain/sub-shares';
import type { PickerUser } from '@/lib/domain/user-picker';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import styles from '@/app/_components/form/field-row.module.css';
import money from '@/app/_components/form/sections.module.css';
import { SUB_SHARE_URL } from './calls';
import { SubmitRow } from '@/app/_components/form/submit-row';

/**
 * Add a sub share, or change a partner's percent (POST subShare): the holder (the company or an
 * agent), the partner's name, the percent of the holder's own share and a remark. Checked here first;
 * the first invalid field takes the focus; a refusal keeps everything typed.
 */
export function SubShareForm({ holders }: { holders: readonly PickerUser[] }) {
  const t = useTranslations('shares.subShare.form');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [partner, setPartner] = useState('');
  const [percent, setPercent] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SubShareField, string>>>({});
  const { busy, outcome, run } = useSectionCall();

  const focus = (field: SubShareField) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"] :is(input:not([type="hidden"]), select)`)?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = subShareProblems({ userId, partner, percent });
    setErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`problems.${field}.${problem}`, { max: MAX_PARTNER })])));
    const first = firstProblemField(problems, SUB_SHARE_FIELDS);
    if (first) {
      focus(first);
      return;
    }
    const result = await run(
      () => requestJson<SubShare>(SUB_SHARE_URL, { method: 'POST', json: { UserId: userId, Partner: partner.trim(), Percent: percent.trim(), Remark: remark.trim() } }),
      (saved) => t('done', { partner: saved.Partner, percent: saved.Percent, user: saved.UserId }),
    );
    if (result.ok) {
      setPartner('');
      setPercent('');
      setRemark('');
    } else focus('percent');
  }

  const edited = (field: SubShareField | null, set: (value: string) => void) => (value: string) => {
    set(value);
    if (field && errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="sub-share-form">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <p className={money.note}>{t('hint')}</p>
      <form ref={form} className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
        <div className={styles.fields}>
          <div data-field="user" className={styles.widget}>
            <UserPicker
              users={holders}
              value={userId}
              label={t('holder')}
              onChange={(value) => {
                setUserId(value);
                if (errors.user) setErrors((current) => ({ ...current, user: undefined }));
              }}
              aria-invalid={Boolean(errors.user)}
              aria-describedby={errors.user ? `${id}-user-error` : undefined}
            />
            {errors.user ? (
              <small id={`${id}-user-error`} className={money.error}>
                {errors.user}
              </small>
            ) : null}
          </div>
          <div data-field="partner">
            <Field name="Partner" label={t('partner')} value={partner} error={errors.partner} onChange={edited('partner', setPartner)} autoComplete="off" maxLength={MAX_PARTNER + 10} />
          </div>
          <div data-field="percent">
            <Field name="Percent" label={t('percent')} hint={t('percentHint')} value={percent} error={errors.percent} onChange={edited('percent', setPercent)} inputMode="decimal" autoComplete="off" maxLength={8} />
          </div>
          <div className={styles.wide}>
            <Field name="Remark" label={t('remark')} value={remark} onChange={edited(null, setRemark)} autoComplete="off" maxLength={200} required={false} />
          </div>
        </div>
        <SubmitRow busy={busy} label={t('submit')} busyLabel={t('saving')} />
      </form>
      <OutcomeBox outcome={outcome} />
    </section>
  );
}
