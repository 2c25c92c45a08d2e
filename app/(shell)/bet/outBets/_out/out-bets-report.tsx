'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/app/_components/app-shell/spinner';
import { BET_EXPORTS } from '@/app/_components/report-table/report-export';
import { ReportTable, type ReportColumn, type ReportRow } from '@/app/_components/report-table/report-table';
import { AlertBox, type AlertKind } from '@/app/_components/widgets/alert-box';
import { handleApiFailure } from '@/lib/client/api-failure';
import { EXPORT_ARA_FILE_NAME } from '@/lib/contract/files';
import { downloadAra } from '@/lib/client/ara-download';
import buttons from '@/app/_components/buttons.module.css';
import styles from './out-bets.module.css';

export interface OutBetsReportProps {
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  caption: string;
  fileName: string;
  locId: string;
  drawId: number;
  /** Whose intake the export holds: the user shown, or the caller itself (undefined). */
  userId: string | undefined;
}

const BY_NUMBER = { field: 'Number', direction: 'asc' } as const;
const BY_COMBINATION = { field: 'TT', direction: 'asc' } as const;

/**
 * The numbers of an Out Bets page in the shared report table (sort, pages, xls/csv/ara exports of the
 * rows) and the intake download (POST bet/page/exportIntakeAra, exported.ara) with its progress and
 * outcome.
 */
export function OutBetsReport({ columns, rows, caption, fileName, locId, drawId, userId }: OutBetsReportProps) {
  const t = useTranslations('outBets');
  const tApp = useTranslations('app');
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: AlertKind; text: string } | null>(null);

  async function exportIntake() {
    setRunning(true);
    setOutcome(null);
    try {
      const file = await downloadAra(locId, 'bet/page/exportIntakeAra', { DrawId: drawId, UserId: userId }, EXPORT_ARA_FILE_NAME);
      setOutcome({ kind: 'success', text: t('export.done', { file }) });
    } catch (error) {
      const text = handleApiFailure(error, tApp('genericError'));
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className={styles.report}>
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={() => void exportIntake()} disabled={running}>
          {t('export.button')}
        </button>
        {running ? <Spinner inline label={t('export.running')} /> : null}
      </div>
      {outcome ? <AlertBox kind={outcome.kind}>{outcome.text}</AlertBox> : null}
      <ReportTable
        columns={columns}
        exportFormats={BET_EXPORTS}
        rows={rows}
        caption={caption}
        fileName={fileName}
        initialSort={columns.some((column) => column.key === 'Number') ? BY_NUMBER : BY_COMBINATION}
      />
    </div>
  );
}
