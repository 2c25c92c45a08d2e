'use client';

import { useMemo, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import { UserPicker } from '@/app/_components/widgets/user-picker';
import type { PayRate, PayRateKind } from '@/lib/contract/pay-rates';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import type { Outcome } from '@/app/_components/form/outcome';
import buttons from '@/app/_components/form/action-buttons.module.css';
import styles from '@/app/_components/form/sections.module.css';
import { RateForm, type RateEditing } from './rate-form';

export interface PayRateBoardProps {
  kind: 'N' | 'I' | 'K';
  betKind: string;
  table: PayRateKind;
  /** The location calls its STARTER prizes Special (Magnum). */
  special?: boolean;
}

const cellOf = (row: Pick<PayRate, 'PermClass' | 'Prize'>) => `${row.PermClass}/${row.Prize}`;
const KINDS = ['N', 'I', 'K'] as const;

/**
 * The Pay Rate page's client part: the kind's tabs, the agent picker, the table of cells (the
 * default, and for the chosen agent the rate above it and its own), the form of the cell being
 * edited, and the remove confirmation. After a change the server renders the table again.
 */
export function PayRateBoard({ kind, betKind, table, special = false }: PayRateBoardProps) {
  const t = useTranslations('payRate');
  const router = useRouter();
  const [editing, setEditing] = useState<RateEditing | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const agent = table.UserId;
  const overrides = useMemo(() => new Map(table.Overrides.filter((row) => row.UserId === agent).map((row) => [cellOf(row), row])), [table.Overrides, agent]);
  const caps = useMemo(() => new Map(table.Caps.map((row) => [cellOf(row), row])), [table.Caps]);
  const prizeLabel = (prize: string) => {
    const name = special && prize === 'STARTER' ? 'SPECIAL' : prize;
    return t.has(`prizes.${name}`) ? t(`prizes.${name}`) : prize;
  };
  const cellLabel = (row: Pick<PayRate, 'PermClass' | 'Prize'>) =>
    row.PermClass ? t('cellWithClass', { perm: row.PermClass, prize: prizeLabel(row.Prize) }) : prizeLabel(row.Prize);
  const removal = useConfirmedDelete<PayRate, unknown>({
    url: (row) => `/api/v1/payRate/${row.PayRateId}`,
    confirmTexts: (row) => ({ title: t('removeTitle'), text: t('removeConfirm', { cell: cellLabel(row), userId: row.UserId ?? '' }) }),
    doneText: (row) => t('removed', { cell: cellLabel(row), userId: row.UserId ?? '' }),
    onDeleted: () => router.refresh(),
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });
  const hrefOf = (next: { kind?: string; userId?: string | null }) => {
    const params = new URLSearchParams({ Kind: next.kind ?? kind });
    const who = next.userId === undefined ? agent : next.userId;
    if (who) params.set('UserId', who);
    return `/control/payRate?${params.toString()}`;
  };

  const rows = useMemo<ReportRow[]>(
    () =>
      table.Defaults.map((row) => {
        const own = overrides.get(cellOf(row));
        const cap = caps.get(cellOf(row));
        return {
          Cell: cellOf(row),
          PermClass: row.PermClass,
          Prize: prizeLabel(row.Prize),
          Big: row.Big,
          Small: row.Small ?? '-',
          CapBig: cap?.Big ?? '',
          CapSmall: cap?.Small ?? '-',
          OwnBig: own?.Big ?? '',
          OwnSmall: own ? (own.Small ?? '-') : '',
          HasOwn: own !== undefined,
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [table.Defaults, overrides, caps],
  );
  const columns = useMemo<ReportColumn[]>(() => {
    const base: ReportColumn[] = [
      ...(betKind === 'IBET' ? [{ key: 'PermClass', label: t('columns.permClass'), kind: 'number' as const }] : []),
      { key: 'Prize', label: t('columns.prize'), kind: 'text' },
      { key: 'Big', label: t('columns.defaultBig'), kind: 'money' },
      { key: 'Small', label: t('columns.defaultSmall'), kind: 'money' },
    ];
    if (!agent) return base;
    return [
      ...base,
      { key: 'CapBig', label: t('columns.capBig'), kind: 'money' },
      { key: 'CapSmall', label: t('columns.capSmall'), kind: 'money' },
      { key: 'OwnBig', label: t('columns.ownBig', { userId: agent }), kind: 'money' },
      { key: 'OwnSmall', label: t('columns.ownSmall', { userId: agent }), kind: 'money' },
    ];
  }, [agent, betKind, t]);
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'edit', label: t('columns.edit'), text: t('actions.edit'), name: (row) => t('actions.editName', { cell: String(row.Prize), perm: Number(row.PermClass) }) },
      ...(agent
        ? [{ key: 'remove', label: t('columns.remove'), text: t('actions.remove'), tone: 'danger' as const, applies: (row: ReportRow) => row.HasOwn === true, name: (row: ReportRow) => t('actions.removeName', { cell: String(row.Prize), perm: Number(row.PermClass) }) }]
        : []),
    ],
    [agent, t],
  );
  const overview = useMemo<ReportRow[]>(
    () => (agent ? [] : table.Overrides.map((row) => ({ UserId: row.UserId ?? '', PermClass: row.PermClass, Prize: prizeLabel(row.Prize), Big: row.Big, Small: row.Small ?? '-' }))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [agent, table.Overrides],
  );

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const base = table.Defaults.find((item) => cellOf(item) === row.Cell);
    if (!base) return;
    const own = overrides.get(cellOf(base));
    if (action === 'remove') {
      if (own) removal.ask(own);
      return;
    }
    const cap = caps.get(cellOf(base));
    const current = agent ? (own ?? cap ?? base) : base;
    setEditing({
      userId: agent,
      betKind,
      permClass: base.PermClass,
      prize: base.Prize,
      label: cellLabel(base),
      payRateId: agent ? own?.PayRateId : base.PayRateId,
      big: current.Big,
      small: current.Small,
      cap: agent && cap ? { big: cap.Big, small: cap.Small } : undefined,
    });
  }

  return (
    <div className={styles.page}>
      <nav aria-label={t('kinds.label')} className={styles.actions}>
        {KINDS.map((item) => (
          <Link key={item} href={hrefOf({ kind: item })} className={item === kind ? buttons.primaryButton : buttons.secondaryButton} aria-current={item === kind ? 'page' : undefined}>
            {t(`kinds.${item}`)}
          </Link>
        ))}
      </nav>
      <section className={styles.section}>
        <UserPicker users={table.Agents} value={agent} label={t('agent')} name="UserId" onChange={(userId) => router.push(hrefOf({ userId }))} />
        <p className={styles.note}>{agent ? t('agentNote', { userId: agent }) : t('defaultNote')}</p>
      </section>
      {editing ? (
        <section className={styles.section}>
          <RateForm
            key={`${editing.userId ?? ''}/${editing.permClass}/${editing.prize}`}
            editing={editing}
            onOutcome={setOutcome}
            onCancel={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              router.refresh();
            }}
          />
        </section>
      ) : null}
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable columns={columns} rows={rows} caption={agent ? t('captionAgent', { userId: agent }) : t('captionDefault')} fileName="pay-rates.xls" rowActions={actions} onRowAction={onRowAction} />
      {agent ? null : (
        <ReportTable
          columns={[
            { key: 'UserId', label: t('columns.agent'), kind: 'text' },
            ...(betKind === 'IBET' ? [{ key: 'PermClass', label: t('columns.permClass'), kind: 'number' as const }] : []),
            { key: 'Prize', label: t('columns.prize'), kind: 'text' },
            { key: 'Big', label: t('columns.big'), kind: 'money' },
            { key: 'Small', label: t('columns.small'), kind: 'money' },
          ]}
          rows={overview}
          caption={t('captionOverrides')}
          fileName="pay-rate-overrides.xls"
        />
      )}
      <ConfirmDialog {...removal.dialog} confirmText={t('actions.remove')} />
    </div>
  );
}
