'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';
import { DEFAULT_SORT } from '@/lib/domain/report-conventions';

/** The sign-in table's columns (and its exports'), the user id among them unless the rows are one's own. */
export function useSignInColumns(withUser = true): ReportColumn[] {
  const t = useTranslations('signInLog.columns');
  return useMemo<ReportColumn[]>(
    () => [
      { key: 'When', label: t('when'), kind: 'text', sortKey: 'At' },
      ...(withUser ? [{ key: 'UserId', label: t('userId'), kind: 'text' } as const] : []),
      { key: 'Result', label: t('result'), kind: 'text' },
      { key: 'Address', label: t('address'), kind: 'text' },
      { key: 'SiteHost', label: t('siteHost'), kind: 'text' },
      { key: 'UserAgent', label: t('userAgent'), kind: 'text', fill: true },
    ],
    [t, withUser],
  );
}

/**
 * Sign-ins in the shared report table, newest first, with its export: the Login Log's page of rows,
 * and one's own last sign-ins on the profile (without the user id, which is one's own).
 */
export function SignInTable({ rows, caption, fileName, withUser = true }: { rows: readonly ReportRow[]; caption: string; fileName: string; withUser?: boolean }) {
  const columns = useSignInColumns(withUser);
  return <ReportTable columns={columns} rows={rows} caption={caption} fileName={fileName} initialSort={{ ...DEFAULT_SORT, field: 'At' }} rowCount={false} />;
}
