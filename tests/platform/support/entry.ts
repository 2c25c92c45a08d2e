// Helpers for the entry-side tests: settings switches, captchas solved from the store, form posts.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { captchas } from '@/platform/db/schema';
import { writeSetting, type SettingKey, type SettingValues } from '@/platform/services/content/settings';
import { FIXED_NOW } from './database';
import type { Answer, Platform } from './harness';

export function setSetting<K extends SettingKey>(platform: Platform, key: K, value: SettingValues[K]): Promise<unknown> {
  return writeSetting(platform.db, key, value, FIXED_NOW);
}

export interface SolvedCaptcha {
  key: string;
  answer: string;
  image: Answer<string>;
}

/** A new captcha over HTTP; its answer is read from the store (the picture is for humans). */
export async function newCaptcha(platform: Platform): Promise<SolvedCaptcha> {
  const image = await platform.request<string>(`/api/captcha?${Date.now()}`);
  const key = image.headers.get('x-token') ?? '';
  const keyHash = createHash('sha256').update(key).digest('hex');
  const [row] = await platform.db.select().from(captchas).where(eq(captchas.keyHash, keyHash));
  return { key, answer: row?.answer ?? 'missing', image };
}

/** POST a form-urlencoded body. */
export function postForm<T = unknown>(
  platform: Platform,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  return platform.request<T>(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A JSON call with an optional bearer token. */
export function sendJson<T = unknown>(platform: Platform, method: string, path: string, body: unknown, token?: string): Promise<Answer<T>> {
  return platform.request<T>(path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
