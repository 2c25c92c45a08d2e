// A draw's result as people read it (RPTRESULT): 4D the 1st, 2nd and 3rd prizes, then the ten
// starters (Magnum: specials) and the ten consolations; Toto the six winning numbers, the additional
// and the dividends of groups 1-4 per $1. Server-rendered markup, no script.
import type { DrawResult } from '@/lib/contract/draws';
import { formatDollars } from '@/lib/domain/money';
import type { Translate } from './strike-rows';
import styles from './result.module.css';

export interface ResultBoardProps {
  result: DrawResult;
  /** Over the namespace's `result`. */
  t: Translate;
  /** Over the namespace's `prizes`. */
  prize: Translate;
  starterKey: 'STARTER' | 'SPECIAL';
}

const byPosition = (result: DrawResult, prize: string) => result.Results.filter((row) => row.Prize === prize).sort((a, b) => a.Position - b.Position);

function NumberGrid({ title, rows }: { title: string; rows: DrawResult['Results'] }) {
  return (
    <section className={styles.group} aria-label={title}>
      <h2>{title}</h2>
      <ol className={styles.numbers}>
        {rows.map((row) => (
          <li key={row.Position}>
            <small>{row.Position}</small>
            {row.Number}
          </li>
        ))}
      </ol>
    </section>
  );
}

function FourDBoard({ result, prize, starterKey }: ResultBoardProps) {
  return (
    <>
      <dl className={styles.top}>
        {(['FIRST', 'SECOND', 'THIRD'] as const).map((key) => (
          <div key={key}>
            <dt>{prize(key)}</dt>
            <dd>{byPosition(result, key)[0]?.Number ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <NumberGrid title={prize(starterKey)} rows={byPosition(result, 'STARTER')} />
      <NumberGrid title={prize('CONSOLATION')} rows={byPosition(result, 'CONSOLATION')} />
    </>
  );
}

function TotoBoard({ result, t, prize }: ResultBoardProps) {
  const additional = byPosition(result, 'ADDITIONAL')[0]?.Number;
  return (
    <>
      <section className={styles.group} aria-label={t('numbers')}>
        <h2>{t('numbers')}</h2>
        <ul className={styles.balls}>
          {byPosition(result, 'WINNING').map((row) => (
            <li key={row.Position}>{row.Number}</li>
          ))}
          {additional ? (
            <li className={styles.additional} aria-label={t('additionalNumber', { number: additional })} title={prize('ADDITIONAL')}>
              {additional}
            </li>
          ) : null}
        </ul>
      </section>
      <table className={styles.dividends}>
        <caption className={styles.caption}>{t('dividends')}</caption>
        <tbody>
          {result.Dividends.map((row) => (
            <tr key={row.Group}>
              <th scope="row">{prize('group', { group: row.Group })}</th>
              <td>{formatDollars(row.Amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function ResultBoard(props: ResultBoardProps) {
  const toto = props.result.Results.some((row) => row.Prize === 'WINNING');
  return (
    <div className={styles.board} data-testid="draw-result">
      {toto ? <TotoBoard {...props} /> : <FourDBoard {...props} />}
    </div>
  );
}
