// What a page tells the user after a change: the result, or why it was refused (already translated).
import type { AlertKind } from '@/app/_components/widgets/alert-box';

export interface Outcome {
  kind: AlertKind;
  text: string;
}
