'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { DistributorFigures, DistributorTotals } from '@/lib/contract/distributors';
import type { OutBets } from '@/lib/contract/out-bets';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import tabs from '../../outSetting3/_tabs/tabs.module.css';
import { useCall } from '../../outSetting3/_tabs/use-call';
import { usePlaceableDraws } from '../../outSetting3/_tabs/use-draws';

const NUMBER = /^\d{4}$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
type Field = 'number' | 'big' | 'small';

/** Throw Number: pick a draw and a distributor, throw a number's Big and Small, see the company's Out and the distributor's throws. */
export function ThrowBoard() {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  // Reloads have their own call state, so a reload after a throw keeps the throw's message.
  const loader = useCall();
  const reload = loader.run;
  const { draws } = usePlaceableDraws();
  const [distributors, setDistributors] = useState<DistributorTotals['Items'] | null>(null);
  const [drawId, setDrawId] = useState<number | null>(null);
  const [distributorId, setDistributorId] = useState<number | null>(null);
  const [number, setNumber] = useState('');
  const [big, setBig] = useState('');
  const [small, setSmall] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [out, setOut] = useState<OutBets['Items'][number] | null>(null);
  const [figures, setFigures] = useState<DistributorFigures | null>(null);

  useEffect(() => {
    void run(() => requestJson<DistributorTotals>('/api/v1/distributors/total')).then((answer) => answer && setDistributors(answer.Items.filter((d) => d.Active)));
  }, [run]);
  const draw = drawId ?? draws?.[0]?.DrawId ?? null;
  const distributor = distributorId ?? distributors?.[0]?.DistributorId ?? null;

  const [version, setVersion] = useState(0);
  const loadFigures = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    if (draw === null || distributor === null) return;
    void reload(() => requestJson<DistributorFigures>(`/api/v1/distributors/users/${distributor}?DrawId=${draw}`)).then((answer) => answer && setFigures(answer));
  }, [reload, draw, distributor, version]);

  const loadOut = useCallback(
    async (of: string) => {
      if (draw === null || !NUMBER.test(of)) return setOut(null);
      const answer = await reload(() => requestJson<OutBets>(`/api/v1/bet/throw?DrawId=${draw}&Number=${of}`));
      if (answer) setOut(answer.Items[0] ?? null);
    },
    [reload, draw],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {
      number: NUMBER.test(number.trim()) ? undefined : t('numberInvalid'),
      big: big.trim() === '' || AMOUNT.test(big.trim()) ? undefined : t('amountInvalid'),
      small: small.trim() === '' || AMOUNT.test(small.trim()) ? undefined : t('amountInvalid'),
    };
    if (!found.big && !found.small && Number(big || 0) + Number(small || 0) <= 0) found.big = t('stakeRequired');
    setErrors(found);
    const first = (['number', 'big', 'small'] as const).find((field) => found[field]);
    if (first) return document.getElementById(`throw-${first}`)?.focus();
    if (draw === null || distributor === null) return;
    const n = number.trim();
    const done = await run(
      () => requestJson('/api/v1/bet/throw', { method: 'POST', json: { DrawId: draw, DistributorId: distributor, Items: [{ Number: n, Big: big.trim() || '0', Small: small.trim() || '0' }] } }),
      t('thrown', { number: n }),
    );
    await loadOut(n);
    if (done) {
      setBig('');
      setSmall('');
      loadFigures();
    }
  }
  async function throwAll() {
    const n = number.trim();
    if (!NUMBER.test(n)) {
      setErrors({ number: t('numberInvalid') });
      return document.getElementById('throw-number')?.focus();
    }
    if (draw === null || distributor === null) return;
    const done = await run(() => requestJson('/api/v1/throw', { method: 'POST', json: { DrawId: draw, DistributorId: distributor, Numbers: [n] } }), t('thrown', { number: n }));
    await loadOut(n);
    if (done) loadFigures();
  }
  async function takeBack(placementId: number, of: string) {
    const done = await run(() => requestJson('/api/v1/bet/throws', { method: 'DELETE', json: { PlacementIds: [placementId] } }), t('takenBack', { number: of }));
    if (done) {
      loadFigures();
      if (of === number.trim()) await loadOut(of);
    }
  }

  const fieldProps = (field: Field) => ({ id: `throw-${field}`, 'aria-invalid': errors[field] ? true : undefined, 'aria-describedby': errors[field] ? `throw-${field}-error` : undefined });
  const error = (field: Field) =>
    errors[field] ? (
      <small id={`throw-${field}-error`} className={styles.error}>
        {errors[field]}
      </small>
    ) : null;
  if (draws && draws.length === 0) return <p className={styles.note}>{t('noPlaceableDraw')}</p>;
  if (distributors && distributors.length === 0) return <p className={styles.note}>{t('noDistributor')}</p>;
  return (
    <section aria-labelledby="throw-heading">
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="throw-heading">
        <h2 id="throw-heading" className={styles.heading}>
          {t('throwForm')}
        </h2>
        {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
        <div className={tabs.inline}>
          <div className={styles.field}>
            <label htmlFor="throw-draw">{t('draw')}</label>
            <select id="throw-draw" value={draw ?? ''} onChange={(event) => setDrawId(Number(event.target.value))}>
              {(draws ?? []).map((d) => (
                <option key={d.DrawId} value={d.DrawId}>
                  {d.DrawDate}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="throw-distributor">{t('distributor')}</label>
            <select id="throw-distributor" value={distributor ?? ''} onChange={(event) => setDistributorId(Number(event.target.value))}>
              {(distributors ?? []).map((d) => (
                <option key={d.DistributorId} value={d.DistributorId}>
                  {d.Name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={tabs.inline}>
          <div className={styles.field}>
            <label htmlFor="throw-number">{t('number')}</label>
            <input {...fieldProps('number')} inputMode="numeric" maxLength={4} autoComplete="off" value={number} onChange={(event) => setNumber(event.target.value)} onBlur={() => void loadOut(number.trim())} />
            {error('number')}
          </div>
          <div className={styles.field}>
            <label htmlFor="throw-big">{t('big')}</label>
            <input {...fieldProps('big')} inputMode="decimal" maxLength={10} autoComplete="off" value={big} onChange={(event) => setBig(event.target.value)} />
            {error('big')}
          </div>
          <div className={styles.field}>
            <label htmlFor="throw-small">{t('small')}</label>
            <input {...fieldProps('small')} inputMode="decimal" maxLength={10} autoComplete="off" value={small} onChange={(event) => setSmall(event.target.value)} />
            {error('small')}
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('throw')}
          </button>
          <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={() => void throwAll()}>
            {t('throwAll')}
          </button>
        </div>
      </form>
      {out ? (
        <div className={tabs.scroll}>
          <table className={tabs.table} data-testid="company-out">
            <caption>{t('companyOut', { number: out.Number })}</caption>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col" className={tabs.money}>{t('in')}</th>
                <th scope="col" className={tabs.money}>{t('held')}</th>
                <th scope="col" className={tabs.money}>{t('out')}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{t('big')}</th>
                <td className={tabs.money}>{out.ttBigIn}</td>
                <td className={tabs.money}>{out.ttBigIntake}</td>
                <td className={tabs.money}>{out.ttBigOut}</td>
              </tr>
              <tr>
                <th scope="row">{t('small')}</th>
                <td className={tabs.money}>{out.ttSmallIn}</td>
                <td className={tabs.money}>{out.ttSmallIntake}</td>
                <td className={tabs.money}>{out.ttSmallOut}</td>
              </tr>
            </tbody>
          </table>
        </div>
      ) : null}
      {figures ? (
        <div className={tabs.scroll}>
          <table className={tabs.table} data-testid="distributor-figures">
            <caption>{t('figuresOf', { name: figures.Name, date: figures.DrawDate })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('number')}</th>
                <th scope="col">{t('source')}</th>
                <th scope="col" className={tabs.money}>{t('big')}</th>
                <th scope="col" className={tabs.money}>{t('small')}</th>
                <th scope="col">{t('by')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('takeBack')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {figures.Items.length === 0 ? (
                <tr>
                  <td colSpan={6}>{t('noThrows')}</td>
                </tr>
              ) : (
                figures.Items.map((row) => (
                  <tr key={row.PlacementId}>
                    <td>{row.Number}</td>
                    <td>{t(`sources.${row.Source}`)}</td>
                    <td className={tabs.money}>{row.Taken.Big}</td>
                    <td className={tabs.money}>{row.Taken.Small}</td>
                    <td>{row.CreatedBy}</td>
                    <td>
                      {row.Source === 'THROW' ? (
                        <button type="button" className={buttons.secondaryButton} disabled={busy} onClick={() => void takeBack(row.PlacementId, row.Number)}>
                          {t('takeBackOf', { number: row.Number })}
                        </button>
                      ) : null}
                    </td>
                  </tr>
                ))
              )}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>{t('sum')}</th>
                <td className={tabs.money}>{figures.Sum.Big}</td>
                <td className={tabs.money}>{figures.Sum.Small}</td>
                <td colSpan={2} />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </section>
  );
}
