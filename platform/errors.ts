// The one error type of the platform. Routes and services throw it; the error handler turns it into
// `{ message, field?, ... }` with its status. Anything else thrown becomes a 500 without details.
import type { ErrorBody } from '@/lib/contract/errors';
import { ERROR_MESSAGES, MAINTENANCE_SUB_CODE } from '@/lib/contract/errors';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;
type Extra = Omit<ErrorBody, 'message' | 'field'>;

export class PlatformError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly field?: string,
    readonly extra: Extra = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  toBody(): ErrorBody {
    return { message: this.message, ...(this.field ? { field: this.field } : {}), ...this.extra };
  }

  static badRequest(message: string, field?: string): PlatformError {
    return new PlatformError(400, message, field);
  }

  static notFound(message: string = ERROR_MESSAGES.notFound): PlatformError {
    return new PlatformError(404, message);
  }

  static sessionError(): PlatformError {
    return new PlatformError(401, ERROR_MESSAGES.sessionError);
  }

  static forbidden(message: string, field?: string): PlatformError {
    return new PlatformError(403, message, field);
  }

  /** The wrong captcha answer; the client must load a new picture (the key is burnt). */
  static captchaIncorrect(): PlatformError {
    return new PlatformError(400, ERROR_MESSAGES.captchaIncorrect, 'Token', { captchaRequired: true });
  }

  /** 503 with subCode 8000: clients sign out and show the maintenance page until `time`. */
  static maintenance(time: string | null): PlatformError {
    return new PlatformError(503, ERROR_MESSAGES.maintenance, undefined, {
      subCode: MAINTENANCE_SUB_CODE,
      ...(time ? { time } : {}),
    });
  }
}
