// The submit row of the share forms (manual claim, claim setting, sub share, group expense): the
// button, busy while the call is out, with a spinner that says what is happening.
import { Spinner } from '@/app/_components/app-shell/spinner';
import buttons from './action-buttons.module.css';
import money from './sections.module.css';

export function SubmitRow({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className={money.actions}>
      <button type="submit" className={buttons.primaryButton} disabled={busy} aria-busy={busy}>
        {label}
      </button>
      {busy ? <Spinner inline label={busyLabel} /> : null}
    </div>
  );
}
