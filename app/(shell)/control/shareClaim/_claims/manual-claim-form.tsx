'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import { drawDateText } from '@/lib/domain/tickets';
import { formatDollars } from '@/lib/domain/money';
import { claimAmountText, firstProblemField, MANUAL_CLAIM_FIELDS, manualClaimProblems, MAX_CLAIM_REMARK, type ManualClaimField } from '@/lib/domain/share-claims';
import type { PickerUser } from '@/lib/domain/user-picker';
import type { ShareClaim } from '@/lib/contract/share-claims';
import { CLAIM_URL } from './calls';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import money from '@/app/_components/form/sections.module.css';
import styles from '@/app/_components/form/field-row.module.css';
import { SubmitRow } from '@/app/_components/form/submit-row';

export interface ManualClaimFormProps {
  /** The settled draws, newest first. */
  draws: readonly DrawOption[];
  /** The draw the page shows: the form's first choice. */
  drawId: number;
  /** The caller's direct child agents holding the location (reportDownLine). */
  agents: readonly PickerUser[];
}

/**
 * Add a MANUAL claim (POST shareClaim): the draw, the agent (a direct child agent, docs/product.md#shared-widgets user picker),
 * a positive amount and a remark. Checked here first, the first invalid field takes the focus; a
 * refusal keeps everything typed, a success empties the amount and remark for the next one.
 */
export function ManualClaimForm({ draws, drawId: initialDraw, agents }: ManualClaimFormProps) {
  const t = useTranslations('shareClaims.control');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [drawId, setDrawId] = useState<number | null>(initialDraw);
  const [userId, setUserId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ManualClaimField, string>>>({});
  const { busy, outcome, run } = useSectionCall();

  const focus = (field: ManualClaimField) => form.current?.querySelector<HTMLElement>(`[data-field="${field}"] :is(input:not([type="hidden"]), select)`)?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problems = manualClaimProblems({ drawId, userId, amount, remark });
    setErrors({
      draw: problems.draw ? t('problems.drawRequired') : undefined,
      user: problems.user ? t('problems.agentRequired') : undefined,
      amount: problems.amount ? t(`problems.${problems.amount}`) : undefined,
      remark: problems.remark ? t(`problems.${problems.remark}`, { max: MAX_CLAIM_REMARK }) : undefined,
    });
    const first = firstProblemField(problems, MANUAL_CLAIM_FIELDS);
    if (first) {
      focus(first);
      return;
    }
    const result = await run(
      () => requestJson<ShareClaim>(CLAIM_URL, { method: 'POST', json: { DrawId: drawId, UserId: userId, Amount: claimAmountText(amount), Remark: remark.trim() } }),
      (claim) => t('manual.done', { id: claim.ClaimId, amount: formatDollars(claim.Amount), user: claim.UserId, drawDate: drawDateText(claim.DrawDate) }),
    );
    if (result.ok) {
      setAmount('');
      setRemark('');
    } else focus('amount');
  }

  const edited =
    <T,>(field: ManualClaimField, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="share-claim-manual">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('manual.heading')}
      </h2>
      <p className={money.note}>{t('manual.hint')}</p>
      {agents.length === 0 ? (
        <p className={money.note}>{t('manual.noAgents')}</p>
      ) : (
        <form ref={form} className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
          <div className={styles.fields}>
            <div data-field="draw" className={styles.widget}>
              <DrawDatePicker draws={draws} value={drawId} label={t('manual.draw')} onChange={(value) => edited('draw', setDrawId)(value)} />
              {errors.draw ? <small className={money.error}>{errors.draw}</small> : null}
            </div>
            <div data-field="user" className={styles.widget}>
              <UserPicker
                users={agents}
                value={userId}
                label={t('manual.agent')}
                onChange={(value) => edited('user', setUserId)(value)}
                aria-invalid={Boolean(errors.user)}
                aria-describedby={errors.user ? `${id}-user-error` : undefined}
              />
              {errors.user ? (
                <small id={`${id}-user-error`} className={money.error}>
                  {errors.user}
                </small>
              ) : null}
            </div>
            <div data-field="amount">
              <Field name="Amount" label={t('manual.amount')} value={amount} error={errors.amount} onChange={edited('amount', setAmount)} inputMode="decimal" autoComplete="off" maxLength={16} />
            </div>
            <div data-field="remark" className={styles.wide}>
              <Field name="Remark" label={t('manual.remark')} value={remark} error={errors.remark} onChange={edited('remark', setRemark)} autoComplete="off" maxLength={MAX_CLAIM_REMARK + 20} required={false} />
            </div>
          </div>
          <SubmitRow busy={busy} label={t('manual.submit')} busyLabel={t('manual.adding')} />
        </form>
      )}
      <OutcomeBox outcome={outcome} />
    </section>
  );
}
