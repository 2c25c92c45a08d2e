'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { fieldText, ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { SuccessResponse } from '@/lib/contract/auth';
import type { DownlineUser } from '@/lib/contract/agents';
import type { Game } from '@/lib/contract/common';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import { EditPanel } from './edit-panel';
import { userRow, withLoc, type UserKind } from './user-forms';
import styles from './users.module.css';

export interface UserListProps {
  kind: UserKind;
  users: readonly DownlineUser[];
  caption: string;
  fileName: string;
  game: Game;
  locId: string;
}

/**
 * The users in the shared report table, with Edit (opens the edit panel under the table) and Delete
 * (asks first; the platform's refusal, such as open bets, is shown as it words it). After a change
 * the server renders the list again.
 */
export function UserList({ kind, users, caption, fileName, game, locId }: UserListProps) {
  const t = useTranslations('adminUsers');
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const rows = useMemo(() => users.map(userRow), [users]);
  const agent = kind === 'agent';
  const refresh = () => router.refresh();
  const deletion = useConfirmedDelete<ReportRow, SuccessResponse>({
    url: (row) => withLoc(`/api/v1/${agent ? 'agents' : 'players'}/${encodeURIComponent(fieldText(row.ParentId))}/${encodeURIComponent(fieldText(row.UserId))}`, locId),
    confirmTexts: (row) => ({
      title: t(agent ? 'delete.agentTitle' : 'delete.playerTitle', { userId: fieldText(row.UserId) }),
      text: t('delete.text', { userId: fieldText(row.UserId), userName: fieldText(row.UserName) }),
    }),
    doneText: (row) => t('result.deleted', { userId: fieldText(row.UserId) }),
    onOutcome: setOutcome,
    onDeleted: (row) => {
      if (editing === row.UserId) setEditing(null);
      refresh();
    },
  });

  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'UserId', label: t('columns.userId'), kind: 'text' },
      { key: 'UserName', label: t('columns.userName'), kind: 'text' },
      { key: 'Credit', label: t('columns.credit'), kind: 'money' },
      { key: 'AccBal', label: t('columns.accBal'), kind: 'money' },
      { key: 'CreditLeft', label: t('columns.creditLeft'), kind: 'money' },
      ...(agent
        ? [
            { key: 'DownlineCredit', label: t('columns.downlineCredit'), kind: 'money' as const },
            { key: 'Share', label: t('columns.share'), kind: 'text' as const },
          ]
        : []),
      { key: 'Commission', label: t('columns.commission'), kind: 'text' },
      ...(agent
        ? [
            { key: 'Tax', label: t('columns.tax'), kind: 'text' as const },
            { key: 'Downlines', label: t('columns.downlines'), kind: 'number' as const },
          ]
        : []),
    ],
    [agent, t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'edit', label: t('columns.edit'), text: t('actions.edit'), name: (row) => t('actions.editName', { userId: fieldText(row.UserId) }) },
      { key: 'delete', label: t('columns.delete'), text: t('actions.delete'), name: (row) => t('actions.deleteName', { userId: fieldText(row.UserId) }), tone: 'danger' },
    ],
    [t],
  );

  return (
    <div className={styles.report}>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable
        columns={columns}
        rows={rows}
        caption={caption}
        fileName={fileName}
        initialSort={{ field: 'UserId', direction: 'asc' }}
        rowActions={actions}
        onRowAction={(action, row) => {
          setOutcome(null);
          if (action === 'edit') setEditing(fieldText(row.UserId));
          else deletion.ask(row);
        }}
      />
      {editing ? <EditPanel key={editing} kind={kind} userId={editing} game={game} locId={locId} onClose={() => setEditing(null)} onSaved={refresh} /> : null}
      <ConfirmDialog {...deletion.dialog} />
    </div>
  );
}
