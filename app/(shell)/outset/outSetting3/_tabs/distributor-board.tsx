'use client';

import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { DistributorRow, DistributorTotals } from '@/lib/contract/distributors';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { DistributorDetail } from './distributor-detail';
import tabs from './tabs.module.css';
import { useCall } from './use-call';

export const DISTRIBUTORS_URL = '/api/v1/distributors';

/** The distributor tab: the location's distributors with what each takes of the latest draw; add one; open one. */
export function DistributorBoard() {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  // Reloads have their own call state, so a reload after a change keeps the change's message.
  const loader = useCall();
  const reload = loader.run;
  const [totals, setTotals] = useState<DistributorTotals | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [contact, setContact] = useState('');

  const [version, setVersion] = useState(0);
  const load = useCallback(() => setVersion((v) => v + 1), []);
  useEffect(() => {
    void reload(() => requestJson<DistributorTotals>(`${DISTRIBUTORS_URL}/total`)).then((answer) => answer && setTotals(answer));
  }, [reload, version]);

  async function create(event: FormEvent) {
    event.preventDefault();
    const made = await run(() => requestJson<{ Distributor: DistributorRow }>(DISTRIBUTORS_URL, { method: 'POST', json: { Name: name, Contact: contact } }), t('created', { name: name.trim() }));
    if (!made) return;
    setName('');
    setContact('');
    setOpenId(made.Distributor.DistributorId);
    load();
  }

  const open = totals?.Items.find((item) => item.DistributorId === openId) ?? null;
  return (
    <section aria-labelledby="distributors-heading">
      <h2 id="distributors-heading" className={styles.heading}>
        {t('listTitle')}
      </h2>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {loader.outcome ? <AlertBox kind={loader.outcome.kind}>{loader.outcome.text}</AlertBox> : null}
      <form className={styles.form} onSubmit={(event) => void create(event)} aria-label={t('addTitle')}>
        <div className={tabs.inline}>
          <div className={styles.field}>
            <label htmlFor="distributor-name">{t('name')}</label>
            <input id="distributor-name" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} required />
          </div>
          <div className={styles.field}>
            <label htmlFor="distributor-contact">{t('contact')}</label>
            <input id="distributor-contact" value={contact} maxLength={60} onChange={(event) => setContact(event.target.value)} />
          </div>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('add')}
          </button>
        </div>
      </form>
      {totals ? (
        <div className={tabs.scroll}>
          <p className={styles.note}>{totals.DrawDate ? t('takenOn', { date: totals.DrawDate }) : t('noDraw')}</p>
          {totals.Items.length === 0 ? (
            <p>{t('none')}</p>
          ) : (
            <table className={tabs.table} data-testid="distributor-list">
              <thead>
                <tr>
                  <th scope="col">{t('name')}</th>
                  <th scope="col">{t('contact')}</th>
                  <th scope="col">{t('active')}</th>
                  <th scope="col" className={tabs.money}>{t('big')}</th>
                  <th scope="col" className={tabs.money}>{t('small')}</th>
                  <th scope="col" className={tabs.money}>{t('unit')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {totals.Items.map((item) => (
                  <tr key={item.DistributorId}>
                    <td>{item.Name}</td>
                    <td>{item.Contact}</td>
                    <td>{item.Active ? t('yes') : t('no')}</td>
                    <td className={tabs.money}>{item.Taken.Big}</td>
                    <td className={tabs.money}>{item.Taken.Small}</td>
                    <td className={tabs.money}>{item.Taken.Unit}</td>
                    <td>
                      <button type="button" className={buttons.secondaryButton} onClick={() => setOpenId(item.DistributorId === openId ? null : item.DistributorId)} aria-expanded={item.DistributorId === openId}>
                        {item.DistributorId === openId ? t('close') : t('manage', { name: item.Name })}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={3}>{t('sum')}</th>
                  <td className={tabs.money}>{totals.Sum.Big}</td>
                  <td className={tabs.money}>{totals.Sum.Small}</td>
                  <td className={tabs.money}>{totals.Sum.Unit}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      ) : null}
      {open ? (
        <DistributorDetail
          key={open.DistributorId}
          distributor={open}
          onChanged={load}
          onDeleted={() => {
            setOpenId(null);
            load();
          }}
        />
      ) : null}
    </section>
  );
}
