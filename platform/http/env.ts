// Hono environments: what the middleware puts on the context for the handlers after it.
import type { Db } from '../db/client';
import type { LocationRow } from '../services/users/locations';
import type { Session } from '../services/auth/tokens';
import type { CaptchaStore } from '../services/captcha/store';

export interface AppDeps {
  db: Db;
  /** The platform's clock; tests pass a fixed or movable one. */
  now: () => Date;
  /** Issues and checks captchas; createApp builds the database store unless a test passes one. */
  captcha: CaptchaStore;
  /** Where server-side error details go (never to the client). */
  logError: (line: string) => void;
}

export interface BaseEnv {
  Variables: { deps: AppDeps; requestId: string };
}

export interface SessionEnv {
  Variables: BaseEnv['Variables'] & { session: Session };
}

/** Calls under /api/v1/{4d|tt}/: signed in, with a valid LocId of the prefix's game. */
export interface ScopedEnv {
  Variables: SessionEnv['Variables'] & { location: LocationRow };
}
