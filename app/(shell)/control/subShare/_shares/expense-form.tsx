'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Field } from '@/app/_components/form/field';
import { DrawDatePicker, type DrawOption } from '@/app/_components/widgets/draw-date-picker';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import { requestJson } from '@/lib/client/http';
import type { GroupExpense } from '@/lib/contract/sub-shares';
import { formatDollars } from '@/lib/domain/money';
import { claimAmountText, firstProblemField, MANUAL_CLAIM_FIELDS, manualClaimProblems, MAX_CLAIM_REMARK, type ManualClaimField } from '@/lib/domain/share-claims';
import { drawDateText } from '@/lib/domain/tickets';
import type { PickerUser } from '@/lib/domain/user-picker';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import styles from '@/app/_components/form/field-row.module.css';
import money from '@/app/_components/form/sections.module.css';
import { GROUP_EXPENSE_URL } from './calls';
import { SubmitRow } from '@/app/_components/form/submit-row';

export interface ExpenseFormProps {
  draws: readonly DrawOption[];
  /** The draw the page shows: the form's first choice. */
  drawId: number;
  /** The agents of the location: each heads a group in its parent's report. */
  groups: readonly PickerUser[];
}

/**
 * Add a group expense (POST groupExpense): the draw, the group (an agent), a positive amount and a
 * remark. The same checks as a manual share claim; a refusal keeps everything typed.
 */
export function ExpenseForm({ draws, drawId: initialDraw, groups }: ExpenseFormProps) {
  const t = useTranslations('shares.expense.form');
  const tp = useTranslations('shareClaims.control.problems');
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
      draw: problems.draw ? tp('drawRequired') : undefined,
      user: problems.user ? t('groupRequired') : undefined,
      amount: problems.amount ? tp(problems.amount) : undefined,
      remark: problems.remark ? tp(problems.remark, { max: MAX_CLAIM_REMARK }) : undefined,
    });
    const first = firstProblemField(problems, MANUAL_CLAIM_FIELDS);
    if (first) {
      focus(first);
      return;
    }
    const result = await run(
      () => requestJson<GroupExpense>(GROUP_EXPENSE_URL, { method: 'POST', json: { DrawId: drawId, UserId: userId, Amount: claimAmountText(amount), Remark: remark.trim() } }),
      (saved) => t('done', { amount: formatDollars(saved.Amount), user: saved.UserId, drawDate: drawDateText(saved.DrawDate) }),
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
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="expense-form">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <p className={money.note}>{t('hint')}</p>
      <form ref={form} className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
        <div className={styles.fields}>
          <div data-field="draw" className={styles.widget}>
            <DrawDatePicker draws={draws} value={drawId} label={t('draw')} onChange={(value) => edited('draw', setDrawId)(value)} />
            {errors.draw ? <small className={money.error}>{errors.draw}</small> : null}
          </div>
          <div data-field="user" className={styles.widget}>
            <UserPicker
              users={groups}
              value={userId}
              label={t('group')}
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
            <Field name="Amount" label={t('amount')} value={amount} error={errors.amount} onChange={edited('amount', setAmount)} inputMode="decimal" autoComplete="off" maxLength={16} />
          </div>
          <div data-field="remark" className={styles.wide}>
            <Field name="Remark" label={t('remark')} value={remark} error={errors.remark} onChange={edited('remark', setRemark)} autoComplete="off" maxLength={MAX_CLAIM_REMARK + 20} required={false} />
          </div>
        </div>
        <SubmitRow busy={busy} label={t('submit')} busyLabel={t('saving')} />
      </form>
      <OutcomeBox outcome={outcome} />
    </section>
  );
}
