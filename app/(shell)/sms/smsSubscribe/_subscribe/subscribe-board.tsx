'use client';

import { useId, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import { SMS_KINDS, type SmsCandidate, type SmsKind, type SmsSubscription } from '@/lib/contract/sms';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

interface Props {
  locId: string;
  users: readonly SmsCandidate[];
  results: readonly SmsSubscription[];
  strikes: readonly SmsSubscription[];
}

/** SMS Subscribe's client part: subscribe users (those with a mobile) to a kind; the two lists with Delete. */
export function SubscribeBoard({ locId, users, results, strikes }: Props) {
  const t = useTranslations('smsPages.subscribe');
  const tApp = useTranslations('app');
  const router = useRouter();
  const id = useId();
  const [kind, setKind] = useState<SmsKind>('RESULT');
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = new URLSearchParams({ LocId: locId }).toString();
  const open = users.filter((user) => !user.Kinds.includes(kind));

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('userId'), kind: 'text' },
      { key: 'UserName', label: t('userName'), kind: 'text' },
      { key: 'Phone', label: t('phone'), kind: 'text' },
      { key: 'CreatedBy', label: t('createdBy'), kind: 'text' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(() => [{ key: 'delete', label: t('delete'), text: t('delete'), name: (row) => `${t('delete')} ${String(row.UserId)}`, tone: 'danger' }], [t]);
  const rowsOf = (list: readonly SmsSubscription[]): ReportRow[] => list.map((row) => ({ Id: row.Id, UserId: row.UserId, UserName: row.UserName, Phone: row.Phone, CreatedBy: row.CreatedBy }));

  function fail(error: unknown) {
    const text = handleApiFailure(error, tApp('genericError'));
    if (text !== null) setOutcome({ kind: 'error', text });
  }

  async function subscribe(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (chosen.length === 0) return setOutcome({ kind: 'error', text: t('chooseUsers') });
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await requestJson<{ Inserted: SmsSubscription[] }>(`/api/v1/insertMultiSMSSubscribe?${query}`, { method: 'POST', json: { Kind: kind, UserIds: chosen } });
      setOutcome({ kind: 'success', text: t('subscribed', { count: answer.Inserted.length }) });
      setChosen([]);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  const kindText = (item: SmsSubscription) => t(`kinds.${item.Kind}`);
  const deletion = useConfirmedDelete<SmsSubscription, unknown>({
    send: (item) => requestJson(`/api/v1/SMSSubscribe?${query}`, { method: 'DELETE', json: { Ids: [item.Id] } }),
    confirmTexts: (item) => ({ title: t('delete'), text: t('confirmDelete', { userId: item.UserId, kind: kindText(item) }) }),
    doneText: (item) => t('deleted', { userId: item.UserId, kind: kindText(item) }),
    onDeleted: () => router.refresh(),
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });

  const toggle = (userId: string, on: boolean) => setChosen((current) => (on ? [...current, userId] : current.filter((item) => item !== userId)));
  const table = (title: string, list: readonly SmsSubscription[], name: string) => (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {list.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
      <ReportTable columns={columns} rows={rowsOf(list)} caption={title} fileName={name} rowActions={actions} onRowAction={(_, row) => {
          const item = list.find((entry) => entry.Id === row.Id);
          if (item) deletion.ask(item);
        }} />
    </section>
  );

  return (
    <div className={styles.page}>
      <form className={styles.form} onSubmit={(event) => void subscribe(event)}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-kind`}>{t('kind')}</label>
            <select id={`${id}-kind`} value={kind} onChange={(event) => { setKind(event.target.value as SmsKind); setChosen([]); }}>
              {SMS_KINDS.map((item) => (
                <option key={item} value={item}>
                  {t(`kinds.${item}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('users')}</legend>
          {open.map((user) => (
            <label key={user.UserId} className={styles.check}>
              <input type="checkbox" disabled={!user.Mobile} checked={chosen.includes(user.UserId)} onChange={(event) => toggle(user.UserId, event.target.checked)} />
              {user.UserId} · {user.Mobile || t('noMobile')}
            </label>
          ))}
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy}>
            {busy ? t('subscribing') : t('subscribe')}
          </button>
        </div>
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {table(t('results'), results, 'sms-result-subscribers.xls')}
      {table(t('strikes'), strikes, 'sms-strike-subscribers.xls')}
      <ConfirmDialog {...deletion.dialog} confirmText={t('delete')} />
    </div>
  );
}
