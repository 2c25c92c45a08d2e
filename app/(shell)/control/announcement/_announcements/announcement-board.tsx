'use client';

import { useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow, type ReportRowAction } from '@/app/_components/report-table/report-table';
import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { Announcement } from '@/lib/contract/announcements';
import { announcementState, operatorInputOf, paletteNameOf } from '@/lib/domain/announcements';
import { formatShownDateTime } from '@/lib/domain/operator-time';
import { ConfirmDialog } from '@/app/_components/form/confirm-dialog';
import type { Outcome } from '@/app/_components/form/outcome';
import { useConfirmedDelete } from '@/app/_components/form/use-confirmed-delete';
import money from '@/app/_components/form/sections.module.css';
import { AnnouncementForm, ANNOUNCEMENTS_URL, EMPTY_DRAFT, type AnnouncementDraft } from './announcement-form';

export interface AnnouncementBoardProps {
  /** Every announcement of the location, newest first, each with its content as plain text. */
  announcements: readonly (Announcement & { Text: string })[];
  /** The render's time (ISO), so the states agree with the server's. */
  now: string;
}

const shown = (instant: string | null) => (instant ? formatShownDateTime(instant) : '');
const instantOrNull = (instant: string | null) => (instant ? new Date(instant) : null);

/**
 * The Announcement Setting page's client part: the form (post, or edit the row chosen) over the
 * location's announcements with their window and state; Delete asks first. After a change the server
 * renders the list again.
 */
export function AnnouncementBoard({ announcements, now }: AnnouncementBoardProps) {
  const t = useTranslations('announcements');
  const router = useRouter();
  const [draft, setDraft] = useState<AnnouncementDraft>(EMPTY_DRAFT);
  const [formKey, setFormKey] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const deletion = useConfirmedDelete<number, unknown>({
    url: (id) => `${ANNOUNCEMENTS_URL}/${id}`,
    confirmTexts: (id) => ({ title: t('delete.title', { id }), text: t('delete.confirm', { id }) }),
    doneText: (id) => t('delete.deleted', { id }),
    onDeleted: (id) => {
      if (draft.id === id) {
        setDraft(EMPTY_DRAFT);
        setFormKey((key) => key + 1);
      }
      router.refresh();
    },
    onOutcome: setOutcome,
    onStale: () => router.refresh(),
  });

  const rows = useMemo<ReportRow[]>(
    () =>
      announcements.map((item) => {
        const name = paletteNameOf(item.Color);
        return {
          AnnouncementId: item.AnnouncementId,
          Colour: name ? t(`colours.${name}`) : item.Color,
          Content: item.Text,
          PopUp: item.PopUp,
          Start: shown(item.StartTime),
          StartSort: item.StartTime ?? '',
          End: shown(item.EndTime),
          EndSort: item.EndTime ?? '',
          State: t(`states.${announcementState({ start: instantOrNull(item.StartTime), end: instantOrNull(item.EndTime) }, new Date(now))}`),
          Created: shown(item.CreatedDate),
          CreatedSort: item.CreatedDate,
        };
      }),
    [announcements, now, t],
  );
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'AnnouncementId', label: t('columns.id'), kind: 'number' },
      { key: 'Colour', label: t('columns.colour'), kind: 'text' },
      { key: 'Content', label: t('columns.content'), kind: 'text', fill: true },
      { key: 'PopUp', label: t('columns.popUp'), kind: 'text' },
      { key: 'Start', label: t('columns.start'), kind: 'text', sortKey: 'StartSort' },
      { key: 'End', label: t('columns.end'), kind: 'text', sortKey: 'EndSort' },
      { key: 'State', label: t('columns.state'), kind: 'text' },
      { key: 'Created', label: t('columns.created'), kind: 'text', sortKey: 'CreatedSort' },
    ],
    [t],
  );
  const actions = useMemo<ReportRowAction[]>(
    () => [
      { key: 'edit', label: t('columns.edit'), text: t('actions.edit'), name: (row) => t('actions.editName', { id: String(row.AnnouncementId) }) },
      { key: 'delete', label: t('columns.delete'), text: t('actions.delete'), name: (row) => t('actions.deleteName', { id: String(row.AnnouncementId) }), tone: 'danger' },
    ],
    [t],
  );

  function onRowAction(action: string, row: ReportRow) {
    setOutcome(null);
    const item = announcements.find((entry) => entry.AnnouncementId === row.AnnouncementId);
    if (!item) return;
    if (action === 'delete') return deletion.ask(item.AnnouncementId);
    setDraft({
      id: item.AnnouncementId,
      colour: item.Color,
      popUp: item.PopUp,
      start: operatorInputOf(item.StartTime),
      end: operatorInputOf(item.EndTime),
      content: item.Content,
    });
    setFormKey((key) => key + 1);
  }

  return (
    <div className={money.page}>
      <section className={money.section}>
        <AnnouncementForm
          key={formKey}
          draft={draft}
          onOutcome={setOutcome}
          onDone={() => {
            setDraft(EMPTY_DRAFT);
            setFormKey((key) => key + 1);
            router.refresh();
          }}
        />
      </section>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable columns={columns} rows={rows} caption={t('caption')} fileName="announcements.xls" rowActions={actions} onRowAction={onRowAction} />
      <ConfirmDialog {...deletion.dialog} confirmText={t('actions.delete')} />
    </div>
  );
}
