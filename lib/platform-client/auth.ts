import 'server-only';
import {
  CAPTCHA_KEY_HEADER,
  logoutResponseSchema,
  successResponseSchema,
  tokenResponseSchema,
  type ChangePasswordRequest,
  type TokenRequest,
} from '@/lib/contract/auth';
import { serverMessageSchema, type ServerMessage } from '@/lib/contract/message';
import { twoFactorChallengeSchema } from '@/lib/contract/two-factor';
import { z } from '@/lib/contract/zod';
import { CLIENT_ADDRESS_HEADER, CLIENT_AGENT_HEADER, SITE_HOST_HEADER, SIGN_IN_LIMITS } from '@/lib/contract/sign-in-log';
import { ApiError } from '@/lib/http/api-error';
import type { SessionData } from '@/lib/session/data';
import { platformCall, platformJson, platformUrl } from './client';

/** The captcha image is small; refuse anything that is not. */
const CAPTCHA_MAX_BYTES = 64 * 1024;

/** The client of a sign-in as the app sees it, for the platform's sign-in log. */
export interface SignInClient {
  address: string;
  userAgent: string;
  siteHost: string;
}

/** The client of a request: its address (as rate limits take it), user agent and Host. */
export function signInClientOf(request: Request, address: string): SignInClient {
  return {
    address,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, SIGN_IN_LIMITS.agent),
    siteHost: (request.headers.get('host') ?? '').slice(0, SIGN_IN_LIMITS.host),
  };
}

export const signInClientHeaders = (client: SignInClient) => ({
  [CLIENT_ADDRESS_HEADER]: client.address,
  [CLIENT_AGENT_HEADER]: client.userAgent,
  [SITE_HOST_HEADER]: client.siteHost,
});

/** oauth/token: a token, or for a user with two-factor a challenge to answer with a code. */
export function signIn(form: TokenRequest, captchaKey: string | undefined, client: SignInClient) {
  return platformJson('/api/v1/oauth/token', z.union([twoFactorChallengeSchema, tokenResponseSchema]), {
    method: 'POST',
    form: { username: form.username, password: form.password, Token: form.Token },
    headers: { [CAPTCHA_KEY_HEADER]: captchaKey, ...signInClientHeaders(client) },
  });
}

/** Logs an attempt the app's rate limit refused (the platform never saw it). */
export async function logLockedSignIn(userId: string, client: SignInClient): Promise<void> {
  await platformJson('/api/v1/signInLog', successResponseSchema, { method: 'POST', json: { UserId: userId, Result: 'LOCKED' }, headers: signInClientHeaders(client) });
}

/** Revokes the platform token. A token that is already over counts as signed out. */
export async function signOut(session: SessionData): Promise<void> {
  if (!session.auth) return;
  try {
    await platformJson('/api/v1/logout', logoutResponseSchema, { method: 'POST', session });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

export interface Captcha {
  svg: string;
  key: string;
}

export async function fetchCaptcha(): Promise<Captcha> {
  const response = await platformCall('/api/captcha', { query: { [Date.now().toString(36)]: '' } });
  const key = response.headers.get(CAPTCHA_KEY_HEADER);
  const type = response.headers.get('content-type') ?? '';
  const svg = await response.text();
  if (!key || !type.startsWith('image/svg+xml') || svg.length > CAPTCHA_MAX_BYTES) {
    throw new ApiError(502, { message: 'The platform sent an unusable captcha.' });
  }
  return { svg, key };
}

/** The forced change right after sign-in sends the token kept for it; anyone else needs the old password. */
export function changePassword(form: ChangePasswordRequest, captchaKey: string | undefined, session: SessionData | null) {
  const pending = session?.pendingPassword;
  const sameUser = pending !== undefined && pending.userId.toLowerCase() === form.UserId.trim().toLowerCase();
  return platformJson('/api/v1/updatePassword', successResponseSchema, {
    method: 'POST',
    form: { ...form },
    headers: { [CAPTCHA_KEY_HEADER]: captchaKey },
    session: sameUser ? session : null,
    credential: 'password-change',
  });
}

export function acceptTerms(session: SessionData) {
  return platformJson('/api/v1/terms', successResponseSchema, { method: 'POST', json: { Agree: true }, session });
}

/** The unauthenticated message check; t carries the encoded API host, as the spec's call does. */
export function serverMessage(): Promise<ServerMessage> {
  return platformJson('/api/v1/message', serverMessageSchema, {
    query: { t: encodeURIComponent(platformUrl('/').host) },
    timeoutMs: 3_000,
  });
}
