import { AlertBox } from '@/app/_components/widgets/alert-box';
import type { ClaimOutcome } from './use-claim-call';
import styles from './share-claim.module.css';

/** A section's outcome in the shared alert box; a refusal lists every line the platform named. */
export function OutcomeBox({ outcome, lead }: { outcome: ClaimOutcome | null; lead?: (text: string) => string }) {
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
