// Direct calls to the end-to-end platform, for what a test must arrange behind the browser's back:
// switching maintenance or the captcha, or changing a password elsewhere to end a session.
import { request, type APIRequestContext } from '@playwright/test';
import { platformPort } from '../targets';
import { CAPTCHA_ANSWER } from './journeys';

const PLATFORM_URL = `http://127.0.0.1:${platformPort}`;

async function platform(): Promise<APIRequestContext> {
  return request.newContext({ baseURL: PLATFORM_URL });
}

/** A fresh captcha key; its answer is always CAPTCHA_ANSWER on the test platform. */
async function captchaKey(api: APIRequestContext): Promise<string> {
  const response = await api.get(`/api/captcha?${Date.now()}`);
  const key = response.headers()['x-token'];
  if (!key) throw new Error('the platform sent no captcha key');
  return key;
}

async function adminToken(api: APIRequestContext): Promise<string> {
  const response = await api.post('/api/v1/oauth/token', {
    form: { username: 'admin', password: 'Admin1234', Token: CAPTCHA_ANSWER },
    headers: { 'x-token': await captchaKey(api) },
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok() || !body.access_token) throw new Error(`admin sign-in failed: ${response.status()}`);
  return body.access_token;
}

async function asAdmin(path: string, data: unknown): Promise<void> {
  const api = await platform();
  try {
    const token = await adminToken(api);
    const response = await api.put(`${path}?LocId=SG`, { data, headers: { authorization: `Bearer ${token}` } });
    if (!response.ok()) throw new Error(`PUT ${path} answered ${response.status()}: ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

export function setMaintenance(time: string | null): Promise<void> {
  return asAdmin('/api/v1/4d/settings/maintenance', { enabled: time !== null, time });
}

export function setCaptcha(enabled: boolean): Promise<void> {
  return asAdmin('/api/v1/4d/settings/captcha', { enabled });
}

/** The sessions' idle timeout, in minutes (docs/decisions/sessions.md). */
export function setSessionIdle(minutes: number): Promise<void> {
  return asAdmin('/api/v1/4d/sessionSetting', { IdleMinutes: minutes });
}

/** Changes a password with the old one, as the user could from another browser; its sessions end. */
export async function changePasswordElsewhere(userId: string, oldPassword: string, newPassword: string): Promise<void> {
  const api = await platform();
  try {
    const response = await api.post('/api/v1/updatePassword', {
      form: { UserId: userId, OldPassword: oldPassword, Password1: newPassword, Password2: newPassword, Token: CAPTCHA_ANSWER },
      headers: { 'x-token': await captchaKey(api) },
    });
    if (!response.ok()) throw new Error(`updatePassword answered ${response.status()}: ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

/** A signed-in platform client of one user, for arranging and reading back what a journey checks. */
export interface PlatformUser {
  get<T>(resource: string, query?: Record<string, string>, locId?: string): Promise<T>;
  put<T>(resource: string, data?: unknown, locId?: string): Promise<T>;
  post<T>(resource: string, data?: unknown, locId?: string): Promise<T>;
  delete<T>(resource: string, locId?: string): Promise<T>;
  dispose(): Promise<void>;
}

export async function platformAs(userId: string, password: string): Promise<PlatformUser> {
  const api = await platform();
  const response = await api.post('/api/v1/oauth/token', {
    form: { username: userId, password, Token: CAPTCHA_ANSWER },
    headers: { 'x-token': await captchaKey(api) },
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok() || !body.access_token) throw new Error(`${userId} sign-in failed: ${response.status()}`);
  const headers = { authorization: `Bearer ${body.access_token}` };
  const url = (resource: string, locId: string, query: Record<string, string> = {}) =>
    `/api/v1/${locId === 'TT' ? 'tt' : '4d'}/${resource}?${new URLSearchParams({ LocId: locId, ...query })}`;
  const answer = async <T>(what: string, reply: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    if (!reply.ok()) throw new Error(`${what} answered ${reply.status()}: ${await reply.text()}`);
    return (await reply.json()) as T;
  };
  return {
    get: async (resource, query, locId = 'SG') => answer(`GET ${resource}`, await api.get(url(resource, locId, query), { headers })),
    put: async (resource, data, locId = 'SG') => answer(`PUT ${resource}`, await api.put(url(resource, locId), { data, headers })),
    post: async (resource, data, locId = 'SG') => answer(`POST ${resource}`, await api.post(url(resource, locId), { data, headers })),
    delete: async (resource, locId = 'SG') => answer(`DELETE ${resource}`, await api.delete(url(resource, locId), { headers })),
    dispose: () => api.dispose(),
  };
}

/**
 * Writes a stored AccBal past the ledger through the e2e platform's test hook (PLATFORM_TEST_HOOKS,
 * platform/routes/test-hooks.ts): what Credit Recal exists to find and fix.
 */
export async function corruptAccBal(userId: string, locId: string, accBal: string): Promise<void> {
  const api = await platform();
  try {
    const response = await api.put('/api/test/accBal', { data: { UserId: userId, LocId: locId, AccBal: accBal } });
    if (!response.ok()) throw new Error(`PUT /api/test/accBal answered ${response.status()}: ${await response.text()}`);
  } finally {
    await api.dispose();
  }
}

/** POST oauth/token's answer to a right password, as the platform gives it (a token, or a two-factor challenge). */
export async function signInAnswer(userId: string, password: string): Promise<{ access_token?: string; twoFactorRequired?: boolean }> {
  const api = await platform();
  try {
    const response = await api.post('/api/v1/oauth/token', {
      form: { username: userId, password, Token: CAPTCHA_ANSWER },
      headers: { 'x-token': await captchaKey(api) },
    });
    if (!response.ok()) throw new Error(`${userId} sign-in answered ${response.status()}: ${await response.text()}`);
    return (await response.json()) as { access_token?: string; twoFactorRequired?: boolean };
  } finally {
    await api.dispose();
  }
}
