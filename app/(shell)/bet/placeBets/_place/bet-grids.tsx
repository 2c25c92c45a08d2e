'use client';

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { BET_KINDS, type BetKind } from '@/lib/domain/bet-expansion';
import {
  checkFourDRow,
  checkTotoRow,
  creditCovers,
  gridTicket,
  type FourDRowInput,
  type FourDWireBet,
  type RowCheck,
  type RowProblem,
  type TotoRowInput,
  type TotoWireBet,
} from '@/lib/domain/bet-grid';
import { formatDollars } from '@/lib/domain/money';
import buttons from '@/app/_components/buttons.module.css';
import styles from './place-bets.module.css';

/** Places the grid's bets with this idempotency key; true when placed (the grid then clears). */
export type GridSubmit = (bets: (FourDWireBet | TotoWireBet)[], total: string, key: string) => Promise<boolean>;

interface GridProps {
  rowCount: number;
  creditLeft: string | null;
  submitting: boolean;
  onSubmit: GridSubmit;
  newKey: () => string;
}

interface GridShellProps<R, B> extends GridProps {
  title: string;
  /** Which grid: on a phone its cells take two lines per row, laid out per grid (place-bets.module.css). */
  kind: 'fourD' | 'toto';
  blank: () => R;
  check: (row: R) => RowCheck<B>;
  head: ReactNode;
  renderRow: (row: R, index: number, update: (patch: Partial<R>) => void, problems: RowProblem[] | undefined, cost: string | null) => ReactNode;
}

/**
 * What both grids share: the rows, their live check and total, the idempotency key (kept across
 * retries of the same bets, new once they change), the submit and the clear.
 */
function GridShell<R, B extends FourDWireBet | TotoWireBet>({ rowCount, creditLeft, submitting, onSubmit, newKey, title, kind, blank, check, head, renderRow }: GridShellProps<R, B>) {
  const t = useTranslations('placeBets');
  const [rows, setRows] = useState<R[]>(() => Array.from({ length: rowCount }, blank));
  /** Problems show once a submit was tried (not while a number is half typed). */
  const [tried, setTried] = useState(false);
  /** Bumped by a refused submit: focus then moves to the first invalid input (docs/product.md#validation-rules). */
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  /** The key of the submission being tried: kept across retries, dropped by any edit. */
  const [key, setKey] = useState<string | null>(null);
  const ticket = useMemo(() => gridTicket(rows, check), [rows, check]);
  const covered = creditLeft === null || creditCovers(creditLeft, ticket.total);

  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const update = (index: number, patch: Partial<R>) => {
    setKey(null);
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  };
  const clear = () => {
    setKey(null);
    setTried(false);
    setRows(Array.from({ length: rowCount }, blank));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (ticket.problems.size > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    const submission = key ?? newKey();
    setKey(submission);
    if (await onSubmit(ticket.bets, ticket.total, submission)) clear();
  }

  return (
    <form ref={form} className={styles.section} onSubmit={submit} noValidate aria-busy={submitting}>
      <h2 className={styles.heading}>{title}</h2>
      <div className={styles.gridScroll}>
        <table className={styles.grid} data-grid={kind}>
          <thead>{head}</thead>
          <tbody>
            {rows.map((row, index) => {
              const verdict = check(row);
              const problems = tried ? ticket.problems.get(index) : undefined;
              return renderRow(row, index, (patch) => update(index, patch), problems, verdict.kind === 'bet' ? verdict.cost : null);
            })}
          </tbody>
        </table>
      </div>
      <p className={covered ? styles.total : `${styles.total} ${styles.over}`} data-testid="grid-total">
        {t('total')}: <strong>{formatDollars(ticket.total)}</strong>
        {creditLeft !== null ? <span> / {t('creditLeft')} {formatDollars(creditLeft)}</span> : null}
        {!covered ? <span className={styles.warning}> {t('overCredit')}</span> : null}
      </p>
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={submitting || (ticket.bets.length === 0 && ticket.problems.size === 0)}>
          {submitting ? t('placing') : t('place')}
        </button>
        <button type="button" className={buttons.secondary} onClick={clear} disabled={submitting}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}

/** The problems of one field as text, for aria-describedby and the visible line under the row. */
function useProblemText() {
  const t = useTranslations('placeBets.problem');
  return (problems: RowProblem[] | undefined, field: RowProblem['field']) => problems?.filter((problem) => problem.field === field).map((problem) => t(problem.code));
}

function Cell({ id, label, value, onChange, problems, inputMode, maxLength, width }: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems: string[] | undefined;
  inputMode: 'numeric' | 'decimal' | 'text';
  maxLength: number;
  width: 'number' | 'stake' | 'numbers';
}) {
  const invalid = Boolean(problems?.length);
  return (
    <td className={styles[width]}>
      <input
        id={id}
        aria-label={label}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <span id={`${id}-problem`} className={styles.problem}>
          {problems?.join(' ')}
        </span>
      ) : null}
    </td>
  );
}

const blankFourD = (): FourDRowInput => ({ number: '', big: '', small: '', kind: 'ordinary' });

/** 4D: number, Big, Small and the kind on each row. */
export function FourDGrid(props: GridProps) {
  const t = useTranslations('placeBets');
  const problemText = useProblemText();
  return (
    <GridShell<FourDRowInput, FourDWireBet>
      {...props}
      title={t('gridTitle')}
      kind="fourD"
      blank={blankFourD}
      check={checkFourDRow}
      head={
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('number')}</th>
          <th scope="col">{t('big')}</th>
          <th scope="col">{t('small')}</th>
          <th scope="col">{t('kind')}</th>
          <th scope="col">{t('cost')}</th>
        </tr>
      }
      renderRow={(row, index, update, problems, cost) => {
        const label = (field: string) => t('cellLabel', { field, row: index + 1 });
        const kindProblems = problemText(problems, 'kind');
        return (
          <tr key={index} data-row={index + 1}>
            <th scope="row">{index + 1}</th>
            <Cell id={`bet-${index}-number`} label={label(t('number'))} value={row.number} onChange={(number) => update({ number })} problems={problemText(problems, 'number')} inputMode="text" maxLength={4} width="number" />
            <Cell id={`bet-${index}-big`} label={label(t('big'))} value={row.big} onChange={(big) => update({ big })} problems={problemText(problems, 'big')} inputMode="decimal" maxLength={9} width="stake" />
            <Cell id={`bet-${index}-small`} label={label(t('small'))} value={row.small} onChange={(small) => update({ small })} problems={problemText(problems, 'small')} inputMode="numeric" maxLength={6} width="stake" />
            <td>
              <select
                aria-label={label(t('kind'))}
                value={row.kind}
                aria-invalid={kindProblems?.length ? true : undefined}
                onChange={(event) => update({ kind: event.target.value as BetKind })}
              >
                {BET_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kinds.${kind}`)}
                  </option>
                ))}
              </select>
              {kindProblems?.length ? <span className={styles.problem}>{kindProblems.join(' ')}</span> : null}
            </td>
            <td className={styles.cost}>{cost === null ? '' : formatDollars(cost)}</td>
          </tr>
        );
      }}
    />
  );
}

const blankToto = (): TotoRowInput => ({ numbers: '', roll: false, amount: '' });

/** Toto: the numbers (6 to 12, or 5 with roll) and the amount per combination on each row. */
export function TotoGrid(props: GridProps) {
  const t = useTranslations('placeBets');
  const problemText = useProblemText();
  return (
    <GridShell<TotoRowInput, TotoWireBet>
      {...props}
      title={t('totoGridTitle')}
      kind="toto"
      blank={blankToto}
      check={checkTotoRow}
      head={
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('numbers')}</th>
          <th scope="col">{t('roll')}</th>
          <th scope="col">{t('amount')}</th>
          <th scope="col">{t('cost')}</th>
        </tr>
      }
      renderRow={(row, index, update, problems, cost) => {
        const label = (field: string) => t('cellLabel', { field, row: index + 1 });
        return (
          <tr key={index} data-row={index + 1}>
            <th scope="row">{index + 1}</th>
            <Cell id={`entry-${index}-numbers`} label={label(t('numbers'))} value={row.numbers} onChange={(numbers) => update({ numbers })} problems={problemText(problems, 'numbers')} inputMode="numeric" maxLength={40} width="numbers" />
            <td>
              <input type="checkbox" aria-label={label(t('roll'))} checked={row.roll} onChange={(event) => update({ roll: event.target.checked })} />
            </td>
            <Cell id={`entry-${index}-amount`} label={label(t('amount'))} value={row.amount} onChange={(amount) => update({ amount })} problems={problemText(problems, 'amount')} inputMode="decimal" maxLength={9} width="stake" />
            <td className={styles.cost}>{cost === null ? '' : formatDollars(cost)}</td>
          </tr>
        );
      }}
    />
  );
}
