'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import { DateInput } from '@/app/_components/widgets/date-input';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import type { ShareClaimSetting } from '@/lib/contract/sub-shares';
import { displayToIsoDate } from '@/lib/domain/date-input';
import { formatShownDate } from '@/lib/domain/operator-time';
import { claimAmountProblem, claimAmountText } from '@/lib/domain/share-claims';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import styles from '@/app/_components/form/field-row.module.css';
import money from '@/app/_components/form/sections.module.css';
import { CLAIM_SETTING_URL } from '../../subShare/_shares/calls';
import { SubmitRow } from '@/app/_components/form/submit-row';

type SettingField = 'user' | 'fromDate' | 'maxAmount';

/**
 * Save one agent's Share Claim Setting (POST shareClaimSetting): whether it may claim on its direct
 * agents, from which draw date (empty: any) and up to what a claim (empty: no cap). Picking an agent
 * fills the form with its setting now. A refusal keeps everything typed.
 */
export function SettingForm({ settings }: { settings: readonly ShareClaimSetting[] }) {
  const t = useTranslations('shares.setting.form');
  const tp = useTranslations('shareClaims.control.problems');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [userId, setUserId] = useState<string | null>(null);
  const [mayClaim, setMayClaim] = useState(true);
  const [fromDate, setFromDate] = useState('');
  const [maxAmount, setMaxAmount] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SettingField, string>>>({});
  const { busy, outcome, run } = useSectionCall();

  const focus = (field: SettingField) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"] input:not([type="hidden"])`)?.focus();

  function pick(value: string | null) {
    setUserId(value);
    setErrors({});
    const current = settings.find((setting) => setting.UserId === value);
    setMayClaim(current?.MayClaim ?? true);
    setFromDate(current?.FromDate ? formatShownDate(current.FromDate) : '');
    setMaxAmount(current?.MaxAmount ?? '');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const isoFrom = fromDate.trim() ? displayToIsoDate(fromDate.trim()) : null;
    const amountProblem = maxAmount.trim() ? claimAmountProblem(maxAmount) : null;
    const found: Partial<Record<SettingField, string>> = {
      user: userId ? undefined : t('agentRequired'),
      fromDate: fromDate.trim() && !isoFrom ? t('dateFormat') : undefined,
      maxAmount: amountProblem ? tp(amountProblem) : undefined,
    };
    setErrors(found);
    const first = (['user', 'fromDate', 'maxAmount'] as const).find((field) => found[field]);
    if (first) {
      focus(first);
      return;
    }
    await run(
      () =>
        requestJson<ShareClaimSetting>(CLAIM_SETTING_URL, {
          method: 'POST',
          json: { UserId: userId, MayClaim: mayClaim, FromDate: isoFrom, MaxAmount: maxAmount.trim() ? claimAmountText(maxAmount) : null },
        }),
      (saved) => t('done', { user: saved.UserId }),
    );
  }

  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="claim-setting-form">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <p className={money.note}>{t('hint')}</p>
      <form ref={form} className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
        <div className={styles.fields}>
          <div data-field="user" className={styles.widget}>
            <UserPicker
              users={settings.map(({ UserId, UserName }) => ({ UserId, UserName, Role: 'AG' }))}
              value={userId}
              label={t('agent')}
              onChange={pick}
              aria-invalid={Boolean(errors.user)}
              aria-describedby={errors.user ? `${id}-user-error` : undefined}
            />
            {errors.user ? (
              <small id={`${id}-user-error`} className={money.error}>
                {errors.user}
              </small>
            ) : null}
          </div>
          <div className={money.check}>
            <label>
              <input type="checkbox" name="MayClaim" checked={mayClaim} onChange={(event) => setMayClaim(event.target.checked)} /> {t('mayClaim')}
            </label>
          </div>
          <div data-field="fromDate">
            <DateInput
              name="FromDate"
              label={t('fromDate')}
              value={fromDate}
              error={errors.fromDate}
              onChange={(value) => {
                setFromDate(value);
                if (errors.fromDate) setErrors((current) => ({ ...current, fromDate: undefined }));
              }}
            />
          </div>
          <div data-field="maxAmount">
            <Field
              name="MaxAmount"
              label={t('maxAmount')}
              hint={t('maxAmountHint')}
              value={maxAmount}
              error={errors.maxAmount}
              onChange={(value) => {
                setMaxAmount(value);
                if (errors.maxAmount) setErrors((current) => ({ ...current, maxAmount: undefined }));
              }}
              inputMode="decimal"
              autoComplete="off"
              maxLength={16}
              required={false}
            />
          </div>
        </div>
        <SubmitRow busy={busy} label={t('submit')} busyLabel={t('saving')} />
      </form>
      <OutcomeBox outcome={outcome} />
    </section>
  );
}
