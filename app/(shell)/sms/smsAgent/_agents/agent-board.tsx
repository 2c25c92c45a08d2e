'use client';

import { useId, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { requestJson } from '@/lib/client/http';
import type { SmsAgent } from '@/lib/contract/sms';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';

interface Choice {
  UserId: string;
  UserName: string;
}

/** SMS Agent's client part: add an agent of the location, list them, delete one (asked first). */
export function AgentBoard({ locId, agents, choices }: { locId: string; agents: readonly SmsAgent[]; choices: readonly Choice[] }) {
  const t = useTranslations('smsPages.agent');
  const tApp = useTranslations('app');
  const router = useRouter();
  const id = useId();
  const [userId, setUserId] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const query = new URLSearchParams({ LocId: locId }).toString();
  const deletion = useConfirmedDelete<SmsAgent, unknown>({
    url: (agent) => `/api/v1/deleteSMSAgent/${agent.Id}?${query}`,
    confirmTexts: (agent) => ({ title: t('delete'), text: t('confirmDelete', { userId: agent.UserId }) }),
    doneText: (agent) => t('deleted', { userId: agent.UserId }),
    onDeleted: () => router.refresh(),
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });

  const rows = useMemo<ReportRow[]>(() => agents.map((agent) => ({ Id: agent.Id, UserId: agent.UserId, UserName: agent.UserName, Mobile: agent.Mobile || t('noMobile'), CreatedBy: agent.CreatedBy })), [agents, t]);
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('userId'), kind: 'text' },
      { key: 'UserName', label: t('userName'), kind: 'text' },
      { key: 'Mobile', label: t('mobile'), kind: 'text' },
      { key: 'CreatedBy', label: t('createdBy'), kind: 'text' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(() => [{ key: 'delete', label: t('delete'), text: t('delete'), name: (row) => `${t('delete')} ${String(row.UserId)}`, tone: 'danger' }], [t]);

  function fail(error: unknown) {
    const text = handleApiFailure(error, tApp('genericError'));
    if (text !== null) setOutcome({ kind: 'error', text });
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    if (!userId || busy) return;
    setBusy(true);
    setOutcome(null);
    try {
      const added = await requestJson<SmsAgent>(`/api/v1/addSMSAgent?${query}`, { method: 'POST', json: { UserId: userId } });
      setOutcome({ kind: 'success', text: t('added', { userId: added.UserId }) });
      setUserId('');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      router.refresh();
    }
  }

  return (
    <div className={styles.page}>
      <form className={styles.form} onSubmit={(event) => void add(event)}>
        <div className={styles.row}>
          <div className={styles.field}>
            <label htmlFor={`${id}-agent`}>{t('userId')}</label>
            <select id={`${id}-agent`} value={userId} onChange={(event) => setUserId(event.target.value)}>
              <option value="">{t('choose')}</option>
              {choices.map((choice) => (
                <option key={choice.UserId} value={choice.UserId}>
                  {choice.UserId} - {choice.UserName}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className={buttons.primaryButton} disabled={busy || !userId}>
            {busy ? t('adding') : t('add')}
          </button>
        </div>
      </form>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      {agents.length === 0 ? <p className={styles.note}>{t('empty')}</p> : null}
      <ReportTable
        columns={columns}
        rows={rows}
        caption={t('title')}
        fileName="sms-agents.xls"
        rowActions={actions}
        onRowAction={(_, row) => {
          const agent = agents.find((item) => item.Id === row.Id);
          if (agent) deletion.ask(agent);
        }}
      />
      <ConfirmDialog {...deletion.dialog} confirmText={t('delete')} />
    </div>
  );
}
