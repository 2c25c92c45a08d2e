import type { ImportRefusalLine } from '@/lib/domain/share-claim-import';
import styles from './share-claim.module.css';

/** The bad lines of an import: each line's number, its text as typed and the reason, in line order. */
export function BadLines({ title, lines, lineLabel }: { title: string; lines: readonly ImportRefusalLine[]; lineLabel: (line: number) => string }) {
  return (
    <>
      <p>{title}</p>
      <ul className={styles.badLines} data-testid="bad-lines">
        {lines.map((line) => (
          <li key={`${line.Line}-${line.Message}`} data-line={line.Line}>
            <span className={styles.lineNumber}>{lineLabel(line.Line)}</span>
            {line.Text ? <code className={styles.lineText}>{line.Text}</code> : null}
            <span>{line.Message}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
