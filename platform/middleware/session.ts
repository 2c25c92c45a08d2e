// Bearer authentication: a live token or 401 `{ message: 'Session Error.' }`.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { ERROR_MESSAGES } from '@/lib/contract/errors';
import { PlatformError } from '../errors';
import type { BaseEnv, SessionEnv } from '../http/env';
import { findSession, type Session } from '../services/auth/tokens';

/** base64url of 32 bytes is 43 characters; anything far off is not ours and skips the lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] && TOKEN_SHAPE.test(match[1]) ? match[1] : undefined;
}

/** The session of the request's bearer token, or null when there is none or it is not live. */
export async function bearerSession<E extends BaseEnv>(c: Context<E>): Promise<Session | null> {
  const { db, now } = c.var.deps;
  const token = bearerToken(c.req.header('authorization'));
  return token ? findSession(db, token, now()) : null;
}

/**
 * For calls where the bearer is optional (updatePassword): null without an Authorization header,
 * but a header that is sent must hold a live token, else 401 like every authenticated call.
 */
export async function optionalSession<E extends BaseEnv>(c: Context<E>): Promise<Session | null> {
  if (c.req.header('authorization') === undefined) return null;
  const session = await bearerSession(c);
  if (!session) throw PlatformError.sessionError();
  return session;
}

export const requireSession = createMiddleware<SessionEnv>(async (c, next) => {
  const session = await bearerSession(c);
  if (!session) throw PlatformError.sessionError();
  c.set('session', session);
  await next();
});

/** The resource of a call under /api/v1/{4d|tt}/ ("profile", "twoFactor/begin"). */
const scopedResource = (path: string): string => path.replace(/^\/api\/v1\/(4d|tt)\//, '');

/**
 * A user the platform asks to change its password may do nothing else with its token (the BFF
 * must send it to the change-password page). `allowed` lists the resources still open to it.
 * POST updatePassword and logout are outside /api/v1/{4d|tt}/ and never pass through here.
 */
export function requirePasswordCurrent(allowed: ReadonlySet<string> = new Set()) {
  return createMiddleware<SessionEnv>(async (c, next) => {
    const resource = scopedResource(c.req.path);
    if (c.var.session.user.updatePassword && !allowed.has(resource)) {
      throw new PlatformError(403, ERROR_MESSAGES.passwordChangeRequired);
    }
    await next();
  });
}

/** The resources a token that opens two-factor enrolment only may still call (docs/decisions/two-factor.md). */
export const TWO_FACTOR_ENROLMENT_RESOURCES: ReadonlySet<string> = new Set(['twoFactor', 'twoFactor/begin', 'twoFactor/confirm']);

/** A user two-factor is required of must set it up before anything else. */
export const requireTwoFactorDone = createMiddleware<SessionEnv>(async (c, next) => {
  const resource = scopedResource(c.req.path);
  if (c.var.session.twoFactorEnrolOnly && !TWO_FACTOR_ENROLMENT_RESOURCES.has(resource)) {
    throw new PlatformError(403, ERROR_MESSAGES.twoFactorRequired);
  }
  await next();
});
