'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { requestJson } from '@/lib/client/http';
import type { DistributorRow, Partner } from '@/lib/contract/distributors';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { OutsetRunPanel } from './outset-run';
import { RuleForm } from './rule-form';
import tabs from './tabs.module.css';
import { useCall } from './use-call';

const URL = '/api/v1/distributors';

export interface DistributorDetailProps {
  distributor: DistributorRow;
  onChanged: () => void;
  onDeleted: () => void;
}

/** One distributor: its fields, partners, rule and outset job, and delete. */
export function DistributorDetail({ distributor, onChanged, onDeleted }: DistributorDetailProps) {
  const t = useTranslations('distributors');
  const { busy, outcome, run } = useCall();
  const [name, setName] = useState(distributor.Name);
  const [contact, setContact] = useState(distributor.Contact);
  const [remark, setRemark] = useState(distributor.Remark);
  const [active, setActive] = useState(distributor.Active);
  const [partners, setPartners] = useState<Partner[]>(distributor.Partners);
  const id = distributor.DistributorId;

  async function save(event: FormEvent) {
    event.preventDefault();
    const saved = await run(
      () => requestJson(URL, { method: 'PUT', json: { DistributorId: id, Name: name, Contact: contact, Remark: remark, Active: active } }),
      t('saved', { name: name.trim() }),
    );
    if (saved) onChanged();
  }
  async function savePartners(event: FormEvent) {
    event.preventDefault();
    const kept = partners.filter((p) => p.Name.trim() !== '' || p.Phone.trim() !== '');
    const saved = await run(() => requestJson(`${URL}/${id}/partners`, { method: 'PUT', json: { Partners: kept } }), t('partnersSaved'));
    if (saved) onChanged();
  }
  async function remove() {
    if (!window.confirm(t('deleteConfirm', { name: distributor.Name }))) return;
    const done = await run(() => requestJson(`${URL}/${id}`, { method: 'DELETE' }));
    if (done) onDeleted();
  }
  const setPartner = (index: number, field: keyof Partner, value: string) =>
    setPartners((list) => list.map((p, i) => (i === index ? { ...p, [field]: value } : p)));

  return (
    <section className={tabs.card} aria-labelledby={`distributor-${id}-heading`}>
      <h3 id={`distributor-${id}-heading`} className={styles.heading}>
        {distributor.Name}
      </h3>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <form className={styles.form} onSubmit={(event) => void save(event)} aria-label={t('editTitle')}>
        <div className={tabs.inline}>
          <div className={styles.field}>
            <label htmlFor={`d${id}-name`}>{t('name')}</label>
            <input id={`d${id}-name`} value={name} maxLength={60} onChange={(event) => setName(event.target.value)} required />
          </div>
          <div className={styles.field}>
            <label htmlFor={`d${id}-contact`}>{t('contact')}</label>
            <input id={`d${id}-contact`} value={contact} maxLength={60} onChange={(event) => setContact(event.target.value)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`d${id}-remark`}>{t('remark')}</label>
            <input id={`d${id}-remark`} value={remark} maxLength={200} onChange={(event) => setRemark(event.target.value)} />
          </div>
          <label className={styles.check}>
            <input type="checkbox" checked={active} onChange={(event) => setActive(event.target.checked)} /> {t('active')}
          </label>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('save')}
          </button>
          <button type="button" className={buttons.dangerButton} disabled={busy} onClick={() => void remove()}>
            {t('delete')}
          </button>
        </div>
      </form>
      <form className={styles.form} onSubmit={(event) => void savePartners(event)} aria-labelledby={`d${id}-partners`}>
        <h4 id={`d${id}-partners`}>{t('partners')}</h4>
        {partners.length === 0 ? <p className={styles.note}>{t('noPartners')}</p> : null}
        {partners.map((partner, index) => (
          <div key={index} className={tabs.inline}>
            <div className={styles.field}>
              <label htmlFor={`d${id}-p${index}-name`}>{t('partnerName', { n: index + 1 })}</label>
              <input id={`d${id}-p${index}-name`} value={partner.Name} maxLength={60} onChange={(event) => setPartner(index, 'Name', event.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`d${id}-p${index}-phone`}>{t('partnerPhone', { n: index + 1 })}</label>
              <input id={`d${id}-p${index}-phone`} value={partner.Phone} maxLength={30} inputMode="tel" onChange={(event) => setPartner(index, 'Phone', event.target.value)} />
            </div>
            <button type="button" className={buttons.secondaryButton} onClick={() => setPartners((list) => list.filter((_, i) => i !== index))}>
              {t('removePartner', { n: index + 1 })}
            </button>
          </div>
        ))}
        <div className={styles.actions}>
          <button type="button" className={buttons.secondaryButton} disabled={partners.length >= 20} onClick={() => setPartners((list) => [...list, { Name: '', Phone: '' }])}>
            {t('addPartner')}
          </button>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {t('savePartners')}
          </button>
        </div>
      </form>
      <RuleForm distributorId={id} />
      <OutsetRunPanel distributorId={id} onFinished={onChanged} />
    </section>
  );
}
