'use client';

import { useTranslations } from 'next-intl';
import type { ProcessLine, RejectedLine } from '@/lib/contract/files';
import { useLineReason } from './line-reason';
import styles from './bet-upload.module.css';

/** Every refused line of a job: its number in the file, its text as written, and why. */
export function RejectedLines({ lines, finished }: { lines: readonly ProcessLine[]; finished: boolean }) {
  const t = useTranslations('betUpload.process');
  const reason = useLineReason();
  const rejected = lines.filter((line): line is RejectedLine => line.Result === 'REJECTED');
  if (rejected.length === 0) return finished ? <p className={styles.note}>{t('noRejected')}</p> : null;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.lines} data-testid="rejected-lines">
        <caption className={styles.caption}>{t('rejectedTitle', { count: rejected.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('line')}</th>
            <th scope="col">{t('text')}</th>
            <th scope="col">{t('reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rejected.map((line) => (
            <tr key={line.Line} data-line={line.Line}>
              <th scope="row" className={styles.lineNumber}>
                {line.Line}
              </th>
              <td>
                <code className={styles.lineText}>{line.Text}</code>
              </td>
              <td>{reason(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
