'use client';

import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import { newIdempotencyKey } from '@/lib/client/idempotency';
import { sumMoney } from '@/lib/domain/bet-expansion';
import { formatDollars } from '@/lib/domain/money';
import { importRefusalLines, previewImport } from '@/lib/domain/share-claim-import';
import { MAX_IMPORT_LINES } from '@/lib/domain/share-claims';
import { IMPORT_URL, type ClaimBackResult } from './calls';
import { BadLines } from './bad-lines';
import { OutcomeBox } from '@/app/_components/form/outcome-box';
import { useSectionCall } from '@/app/_components/form/use-section-call';
import buttons from '@/app/_components/form/action-buttons.module.css';
import money from '@/app/_components/form/sections.module.css';
import styles from './share-claim.module.css';

/**
 * Claim-backs as text (PUT shareClaimBackImport), one `UserId,DrawDate,Amount[,Remark]` per line.
 * The preview counts the lines and their total as they are typed and names each line the platform
 * would refuse for its shape; the text is sent only without such lines. The platform checks the rest
 * (agents, draws, claims): all lines are recorded or none, and on its refusal (422) every bad line is
 * shown with its text and the reason. The text stays in the box until an import is recorded; one
 * IdempotencyKey per text, kept across retries.
 */
export function ImportBox() {
  const t = useTranslations('shareClaims.control.import');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  // The text of the last send: the platform's "Line N" refers to it, whatever is typed since.
  const [sent, setSent] = useState('');
  const { busy, outcome, setOutcome, run } = useSectionCall();
  const key = useRef('');
  useEffect(() => {
    key.current = '';
  }, [text]);
  const preview = useMemo(() => previewImport(text), [text]);
  const blocked = preview.empty ? t('empty') : preview.tooMany ? t('tooMany', { max: MAX_IMPORT_LINES }) : null;
  const showLocal = checked && (blocked !== null || preview.problems.length > 0);
  const refused = outcome?.kind === 'error' && outcome.lines ? importRefusalLines(outcome.lines, sent) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    setOutcome(null);
    if (blocked || preview.problems.length > 0) {
      box.current?.focus();
      return;
    }
    key.current ||= newIdempotencyKey();
    const json = { Text: text, IdempotencyKey: key.current };
    setSent(text);
    const result = await run(
      () => requestJson<ClaimBackResult>(IMPORT_URL, { method: 'PUT', json }),
      (answer) => t('done', { count: answer.Items.length, total: formatDollars(sumMoney(answer.Items.map((item) => item.Amount))) }),
    );
    if (result.ok) {
      setText('');
      setChecked(false);
    } else box.current?.focus();
  }

  const localLines = preview.problems.map((problem) => ({ Line: problem.Line, Text: problem.Text, Message: t(`lineProblems.${problem.problem}`) }));
  return (
    <section className={money.section} aria-labelledby={`${id}-heading`} data-testid="share-claim-import">
      <h2 id={`${id}-heading`} className={money.heading}>
        {t('heading')}
      </h2>
      <form className={money.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {t('label')}
        </label>
        <small id={`${id}-hint`} className={money.hint}>
          {t('hint')}
        </small>
        <textarea
          ref={box}
          id={`${id}-text`}
          name="Text"
          className={styles.textarea}
          rows={6}
          spellCheck={false}
          autoComplete="off"
          value={text}
          aria-invalid={showLocal || outcome?.kind === 'error' ? true : undefined}
          aria-describedby={`${id}-hint ${id}-preview`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-preview`} className={money.note} aria-live="polite">
          {t('preview', { count: preview.lines.length, total: formatDollars(preview.total) })}
        </p>
        {showLocal ? (
          <div className={money.error} role="alert">
            {blocked ? <p>{blocked}</p> : null}
            {localLines.length > 0 ? <BadLines title={t('fixFirst')} lines={localLines} lineLabel={(line) => t('line', { line })} /> : null}
          </div>
        ) : null}
        <div className={money.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy}>
            {t('submit')}
          </button>
          {busy ? <Spinner inline label={t('importing')} /> : null}
        </div>
      </form>
      {refused && refused.lines.length > 0 ? (
        <AlertBox kind="error">
          <BadLines title={[t('badLines'), ...refused.other].join(' ')} lines={refused.lines} lineLabel={(line) => t('line', { line })} />
        </AlertBox>
      ) : (
        <OutcomeBox outcome={outcome} />
      )}
    </section>
  );
}
