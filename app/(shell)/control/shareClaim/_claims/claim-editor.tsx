'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { Field } from '@/app/_components/form/field';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { requestJson } from '@/lib/client/http';
import { formatDollars } from '@/lib/domain/money';
import { changeProblem, claimAmountText, claimRemarkProblem, collectProblem, firstProblemField, MAX_CLAIM_REMARK } from '@/lib/domain/share-claims';
import type { ShareClaim } from '@/lib/contract/share-claims';
import { CLAIM_BACK_URL, UPDATE_CLAIM_URL, type ClaimBackResult } from './calls';
import type { CallResult } from '@/app/_components/form/use-section-call';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';
import styles from './share-claim.module.css';
import row from '@/app/_components/form/field-row.module.css';

/** The claim being changed or collected on, as its table row holds it. */
export interface EditedClaim {
  ClaimId: number;
  UserId: string;
  Amount: string;
  Collected: string;
  Outstanding: string;
  Remark: string;
}

export interface ClaimEditorProps {
  mode: 'change' | 'collect';
  claim: EditedClaim;
  busy: boolean;
  run: <T>(call: () => Promise<T>, done: (answer: T) => string) => Promise<CallResult<T>>;
  /** The change was recorded (the editor closes). */
  onDone: () => void;
  onCancel: () => void;
}

type EditorField = 'amount' | 'remark';
const EDITOR_FIELDS: readonly EditorField[] = ['amount', 'remark'];

/**
 * Change a claim's amount and remark (PUT updateReportShare; never below what was collected), or
 * collect on it (POST shareClaimBack, at most what is outstanding, with an IdempotencyKey kept across
 * retries: a lost answer sent again is recorded once; a new amount, remark or claim is a new key).
 * Checked here first; the first invalid field takes the focus; nothing typed is lost on a refusal.
 */
export function ClaimEditor({ mode, claim, busy, run, onDone, onCancel }: ClaimEditorProps) {
  const t = useTranslations('shareClaims.control');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [amount, setAmount] = useState(mode === 'change' ? claim.Amount : claim.Outstanding);
  const [remark, setRemark] = useState(mode === 'change' ? claim.Remark : '');
  const [errors, setErrors] = useState<Partial<Record<EditorField, string>>>({});
  const key = useRef('');
  useEffect(() => {
    key.current = '';
  }, [claim.ClaimId, amount, remark]);
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input[name="Amount"]')?.focus();
  }, [claim.ClaimId, mode]);

  const values = { id: claim.ClaimId, user: claim.UserId, collected: formatDollars(claim.Collected), outstanding: formatDollars(claim.Outstanding) };

  function check(): Partial<Record<EditorField, string>> {
    const amountProblem = mode === 'change' ? changeProblem(amount, claim.Collected) : collectProblem(amount, claim.Outstanding);
    const remarkProblem = claimRemarkProblem(remark);
    return {
      amount: amountProblem ? t(`problems.${amountProblem}`, values) : undefined,
      remark: remarkProblem ? t(`problems.${remarkProblem}`, { max: MAX_CLAIM_REMARK }) : undefined,
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    const first = firstProblemField(found, EDITOR_FIELDS);
    if (first) {
      form.current?.querySelector<HTMLInputElement>(`input[name="${first === 'amount' ? 'Amount' : 'Remark'}"]`)?.focus();
      return;
    }
    const body = { Amount: claimAmountText(amount), Remark: remark.trim() };
    const result =
      mode === 'change'
        ? await run(
            () => requestJson<ShareClaim>(UPDATE_CLAIM_URL, { method: 'PUT', json: { ClaimId: claim.ClaimId, ...body } }),
            (answer) => t('change.done', { id: answer.ClaimId, user: answer.UserId, amount: formatDollars(answer.Amount) }),
          )
        : await run(
            () => {
              key.current ||= newIdempotencyKey();
              return requestJson<ClaimBackResult>(CLAIM_BACK_URL, { method: 'POST', json: { Items: [{ ClaimId: claim.ClaimId, ...body }], IdempotencyKey: key.current } });
            },
            (answer) => {
              const after = answer.Claims.find((item) => item.ClaimId === claim.ClaimId);
              const taken = answer.Items[0]?.Amount ?? body.Amount;
              return t('collect.done', { id: claim.ClaimId, user: claim.UserId, amount: formatDollars(taken), outstanding: formatDollars(after?.Outstanding ?? '0.00') });
            },
          );
    if (result.ok) {
      key.current = '';
      onDone();
    } else {
      form.current?.querySelector<HTMLInputElement>('input[name="Amount"]')?.focus();
    }
  }

  const edited = (field: EditorField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={form} className={`${money.form} ${styles.editor}`} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`} data-testid={`claim-${mode}`}>
      <h3 id={`${id}-heading`} className={money.heading}>
        {t(`${mode}.heading`, values)}
      </h3>
      <div className={row.fields}>
        <Field
          name="Amount"
          label={t(`${mode}.amount`)}
          hint={t(`${mode}.amountHint`, values)}
          value={amount}
          error={errors.amount}
          onChange={edited('amount', setAmount)}
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
        />
        <Field name="Remark" label={t(`${mode}.remark`)} value={remark} error={errors.remark} onChange={edited('remark', setRemark)} autoComplete="off" maxLength={MAX_CLAIM_REMARK + 20} required={false} />
      </div>
      <div className={money.actions}>
        <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy}>
          {t(`${mode}.submit`)}
        </button>
        <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={onCancel}>
          {t('cancel')}
        </button>
        {busy ? <Spinner inline label={t(mode === 'change' ? 'change.saving' : 'collect.collecting')} /> : null}
      </div>
    </form>
  );
}
