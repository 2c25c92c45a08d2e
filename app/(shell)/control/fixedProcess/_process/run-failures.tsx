import { useTranslations } from 'next-intl';
import type { ProcessRun } from '@/lib/contract/fixed-process';
import { drawDateText } from '@/lib/domain/tickets';
import styles from '@/app/_components/form/sections.module.css';

/** One run's outcome in words, and each member whose fixed bets it could not place, with the reason. */
export function RunFailures({ run }: { run: ProcessRun }) {
  const t = useTranslations('fixedProcess.process');
  return (
    <section className={styles.section} aria-labelledby="fixed-run-failures" data-testid="fixed-run-failures">
      <h2 id="fixed-run-failures" className={styles.heading}>
        {t('failuresHeading', { jobId: run.JobId, drawDate: drawDateText(run.DrawDate) })}
      </h2>
      <p className={styles.note}>{t('summary', { placed: run.Placed, already: run.AlreadyPlaced, failed: run.Failures.length })}</p>
      {run.Error ? <p className={styles.error}>{run.Error}</p> : null}
      {run.Failures.length === 0 ? (
        <p className={styles.note}>{t('noFailures')}</p>
      ) : (
        <ul>
          {run.Failures.map((failure) => (
            <li key={failure.UserId}>
              {t('failure', { userId: failure.UserId, userName: failure.UserName, ids: failure.FixedBetIds.join(', '), reason: failure.Reason })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
