'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';


/** The Payout page's table (the shared report table is a client component). */
export function PayOutTable({ rows }: { rows: readonly ReportRow[] }) {
  const t = useTranslations('payRate');
  const columns = useMemo<ReportColumn[]>(
    () => [
      { key: 'Kind', label: t('columns.kind'), kind: 'text' },
      { key: 'PermClass', label: t('columns.permClass'), kind: 'number' },
      { key: 'Prize', label: t('columns.prize'), kind: 'text' },
      { key: 'Big', label: t('columns.big'), kind: 'money' },
      { key: 'Small', label: t('columns.small'), kind: 'money' },
    ],
    [t],
  );
  return <ReportTable columns={columns} rows={rows} caption={t('payOut.caption')} fileName="payout.xls" />;
}
