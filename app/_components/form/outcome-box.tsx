import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { SectionOutcome } from './use-section-call';
import styles from './field-row.module.css';

/** A section's outcome in the shared alert box; a refusal lists every line the platform named. */
export function OutcomeBox({ outcome, lead }: { outcome: SectionOutcome | null; lead?: (text: string) => string }) {
  if (!outcome) return null;
  return (
    <AlertBox kind={outcome.kind}>
      <p>{lead && outcome.kind === 'error' ? lead(outcome.text) : outcome.text}</p>
      {outcome.lines ? (
        <ul className={styles.lines}>
          {outcome.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </AlertBox>
  );
}
