// The one error type of the app, on both sides of the BFF: the platform client throws it for any
// failed platform call, route handlers turn it into `{ message, ... }` with its status, and the browser
// fetcher rebuilds it from that body. Client-safe (no server imports).
import { MAINTENANCE_SUB_CODE } from '@/lib/contract/constants';
import type { ErrorBody } from '@/lib/contract/errors';

export type ApiErrorBody = ErrorBody & { retryAfter?: number };

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when the request never got an answer (network failure). */
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }

  get isMaintenance(): boolean {
    return this.body.subCode === MAINTENANCE_SUB_CODE;
  }

  /** Whether the sign-in or password form must show (and reload) its captcha. */
  get wantsCaptcha(): boolean {
    return this.body.captchaRequired === true || this.body.message === 'Captcha incorrect.';
  }

  /** The text to show: a `data` array joined by '. ', otherwise the message. */
  get displayText(): string {
    return this.body.data?.length ? this.body.data.join('. ') : this.body.message;
  }
}
