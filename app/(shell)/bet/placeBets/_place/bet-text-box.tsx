'use client';

import { useDeferredValue, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { sumMoney } from '@/lib/domain/bet-expansion';
import { parseBetText, type BetTextError, type ParsedBetText } from '@/lib/domain/bet-text';
import { creditCovers } from '@/lib/domain/bet-grid';
import { formatDollars } from '@/lib/domain/money';
import buttons from '@/app/_components/buttons.module.css';
import styles from './place-bets.module.css';

interface BetTextBoxProps {
  location: string;
  creditLeft: string | null;
  submitting: boolean;
  /** Places the text; true when placed (the box then clears). */
  onSubmit: (text: string, total: string, count: number, hasDayCode: boolean, key: string) => Promise<boolean>;
  newKey: () => string;
}

/** What the text costs in all: its bets once per draw of its day code (one draw without a code). */
function textTotal(parsed: ParsedBetText): string {
  const perDraw = sumMoney(parsed.bets.map((bet) => bet.cost));
  return sumMoney(Array.from({ length: Math.max(1, parsed.drawDays.length) }, () => perDraw));
}

/** The text with every error's part marked, so a member sees where each problem is. */
function MarkedText({ text, errors }: { text: string; errors: readonly BetTextError[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  const ranges = [...errors].filter((error) => error.length > 0).sort((a, b) => a.index - b.index);
  for (const error of ranges) {
    if (error.index < at) continue;
    parts.push(text.slice(at, error.index));
    parts.push(<mark key={`${error.index}-${error.code}`}>{text.slice(error.index, error.index + error.length)}</mark>);
    at = error.index + error.length;
  }
  parts.push(text.slice(at));
  return <pre className={styles.marked} aria-hidden="true">{parts}</pre>;
}

/**
 * Bet text as members write it by SMS or the bot (docs/domain.md#bet-text), with a live preview: every bet the
 * text will place with its cost, every error at its position, and what is past the limit.
 */
export function BetTextBox({ location, creditLeft, submitting, onSubmit, newKey }: BetTextBoxProps) {
  const t = useTranslations('placeBets');
  const tError = useTranslations('betText');
  const id = useId();
  const [text, setText] = useState('');
  const key = useRef<string | null>(null);
  const deferred = useDeferredValue(text);
  const parsed: ParsedBetText = useMemo(() => parseBetText(deferred, { location }), [deferred, location]);
  const total = useMemo(() => textTotal(parsed), [parsed]);
  const covered = creditLeft === null || creditCovers(creditLeft, total);
  const blank = deferred.trim() === '';
  const errorText = (error: BetTextError) => tError(error.code, { ...error.params });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = parseBetText(text, { location });
    if (now.errors.length > 0 || now.bets.length === 0) return;
    key.current ??= newKey();
    const placed = await onSubmit(text, textTotal(now), now.bets.length, now.dayCode !== null, key.current);
    if (placed) {
      key.current = null;
      setText('');
    }
  }

  return (
    <form className={styles.section} onSubmit={submit} noValidate aria-busy={submitting}>
      <h2 className={styles.heading}>{t('textTitle')}</h2>
      <label htmlFor={id} className={styles.textLabel}>
        {t('textLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        rows={4}
        spellCheck={false}
        autoCapitalize="off"
        aria-describedby={`${id}-hint ${id}-preview`}
        aria-invalid={!blank && parsed.errors.length > 0 ? true : undefined}
        onChange={(event) => {
          key.current = null;
          setText(event.target.value);
        }}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t(location === 'TT' ? 'textHintToto' : 'textHint')}
      </p>
      <div id={`${id}-preview`} className={styles.preview} aria-live="polite" data-testid="bet-text-preview">
        {blank ? null : (
          <>
            {parsed.errors.length > 0 ? (
              <>
                <MarkedText text={deferred} errors={parsed.errors} />
                <ul className={styles.errors} data-testid="bet-text-errors">
                  {parsed.errors.map((error) => (
                    <li key={`${error.index}-${error.code}`}>{t('errorAt', { position: error.index + 1, message: errorText(error) })}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {parsed.bets.length > 0 ? (
              <ul className={styles.previewBets}>
                {parsed.bets.map((bet) => (
                  <li key={bet.index}>
                    {bet.game === 'TT'
                      ? t('previewEntry', { numbers: bet.numbers.join(' '), amount: formatDollars(bet.amount), count: bet.expanded.length, cost: formatDollars(bet.cost) })
                      : t('previewBet', { number: bet.number, big: formatDollars(bet.big), small: formatDollars(bet.small), kind: t(`kinds.${bet.kind}`), count: bet.expanded.length, cost: formatDollars(bet.cost) })}
                  </li>
                ))}
              </ul>
            ) : null}
            {parsed.drawDays.length > 0 ? <p>{t('previewDays', { days: parsed.drawDays.map((day) => t(`days.${day}`)).join(', ') })}</p> : null}
            {parsed.ignored.length > 0 ? (
              <p className={styles.warning}>{t('previewIgnored', { items: parsed.ignored.map((item) => item.text).join(' ') })}</p>
            ) : null}
            <p className={covered ? styles.total : `${styles.total} ${styles.over}`}>
              {t('total')}: <strong>{formatDollars(total)}</strong>
              {parsed.drawDays.length > 1 ? <span> {t('forDraws', { count: parsed.drawDays.length })}</span> : null}
              {!covered ? <span className={styles.warning}> {t('overCredit')}</span> : null}
            </p>
          </>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={submitting || blank || parsed.errors.length > 0 || parsed.bets.length === 0}>
          {submitting ? t('placing') : t('placeText')}
        </button>
      </div>
    </form>
  );
}
