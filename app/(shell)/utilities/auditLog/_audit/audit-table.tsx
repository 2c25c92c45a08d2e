'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';

/**
 * The audit log's page of rows in the shared report table, newest first. The page pages on the server
 * and says so ("Page 1 of 2 (138 changes)"), so the table does not count its rows.
 */
export function AuditTable({ rows, caption, fileName }: { rows: readonly ReportRow[]; caption: string; fileName: string }) {
  const t = useTranslations('adminMoney.auditLog.columns');
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'When', label: t('when'), kind: 'text', sortKey: 'At' },
      { key: 'ActorId', label: t('actor'), kind: 'text' },
      { key: 'Action', label: t('action'), kind: 'text' },
      { key: 'Entity', label: t('entity'), kind: 'text' },
      { key: 'EntityId', label: t('entityId'), kind: 'text' },
      { key: 'TargetUserId', label: t('target'), kind: 'text' },
      { key: 'LocId', label: t('locId'), kind: 'text' },
      { key: 'Changes', label: t('changes'), kind: 'text', fill: true },
    ],
    [t],
  );
  return <ReportTable columns={columns} rows={rows} caption={caption} fileName={fileName} initialSort={{ ...DEFAULT_SORT, field: 'At' }} rowCount={false} />;
}
