'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { SubAdmin } from '@/lib/contract/permissions';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import styles from '@/app/_components/form/sections.module.css';
import { PERMISSIONS_URL, SubAdminForm, type Editing } from './sub-admin-form';

export interface PermissionBoardProps {
  accounts: readonly SubAdmin[];
  names: readonly { Name: string; Label: string }[];
}

/**
 * The Permission page's client part: the sub-admin accounts (Edit fills the form, Delete asks first;
 * one with a history is retired instead, as the platform answers), and the create/edit form. After a
 * change the server renders the list again.
 */
export function PermissionBoard({ accounts, names }: PermissionBoardProps) {
  const t = useTranslations('adminMoney.permission');
  const router = useRouter();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const deletion = useConfirmedDelete<string, { UserId: string; Deleted: boolean }>({
    url: (userId) => `${PERMISSIONS_URL}/${encodeURIComponent(userId)}`,
    confirmTexts: (userId) => ({ title: t('delete.title', { userId }), text: t('delete.confirm', { userId }) }),
    doneText: (_userId, answer) => t(answer.Deleted ? 'delete.deleted' : 'delete.retired', { userId: answer.UserId }),
    onDeleted: (userId) => {
      if (editing?.UserId === userId) setEditing(null);
      router.refresh();
    },
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });
  const labelOf = useMemo(() => new Map(names.map(({ Name, Label }) => [Name, Label])), [names]);

  const rows = useMemo<ReportRow[]>(
    () =>
      accounts.map((account) => ({
        UserId: account.UserId,
        UserName: account.UserName,
        Granted: account.Granted.map((name) => labelOf.get(name) ?? name).join(', '),
        Status: t(`status.${account.Status}`),
        MustChange: account.MustChangePassword ? t('yes') : t('no'),
        CreatedDate: account.CreatedDate,
      })),
    [accounts, labelOf, t],
  );
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('columns.userId'), kind: 'text' },
      { key: 'UserName', label: t('columns.name'), kind: 'text' },
      { key: 'Granted', label: t('columns.granted'), kind: 'text' },
      { key: 'Status', label: t('columns.status'), kind: 'text' },
      { key: 'MustChange', label: t('columns.mustChange'), kind: 'text' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'edit', label: t('columns.edit'), text: t('actions.edit'), name: (row) => t('actions.editName', { userId: String(row.UserId) }) },
      { key: 'delete', label: t('columns.delete'), text: t('actions.delete'), name: (row) => t('actions.deleteName', { userId: String(row.UserId) }), tone: 'danger' },
    ],
    [t],
  );

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const account = accounts.find((item) => item.UserId === row.UserId);
    if (!account) return;
    if (action === 'edit') {
      setEditing({ UserId: account.UserId, UserName: account.UserName, Granted: account.Granted });
      setFormKey((key) => key + 1);
    } else if (action === 'delete') deletion.ask(account.UserId);
  }

  return (
    <div className={styles.page}>
      <section className={styles.section}>
        <SubAdminForm
          key={formKey}
          names={names}
          editing={editing}
          onOutcome={setOutcome}
          onDone={() => {
            setEditing(null);
            setFormKey((key) => key + 1);
            router.refresh();
          }}
        />
      </section>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable columns={columns} rows={rows} caption={t('caption')} fileName="sub-admins.xls" rowActions={actions} onRowAction={onRowAction} />
      <ConfirmDialog {...deletion.dialog} confirmText={t('actions.delete')} />
    </div>
  );
}
