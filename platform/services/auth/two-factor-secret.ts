// The key that seals two-factor secrets at rest (AES-256-GCM; docs/decisions/two-factor.md):
// PLATFORM_TWO_FACTOR_KEY (32 bytes as 64 hex characters or base64) when set; otherwise a random key
// written once to two-factor.key in the platform's data folder, so a restart still opens what it sealed
// (a database dump or a PostgreSQL backup alone then holds no usable secret).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTwoFactorKey as parseKey, readConfig } from '../../config';

let cached: Buffer | undefined;

function developmentKey(): Buffer {
  const file = path.join(readConfig().dataDir, 'two-factor.key');
  try {
    return parseKey(readFileSync(file, 'utf8'));
  } catch {
    const key = randomBytes(32);
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return parseKey(readFileSync(file, 'utf8')); // another process wrote it first
    }
  }
}

export function twoFactorKey(env: NodeJS.ProcessEnv = process.env): Buffer {
  if (cached) return cached;
  if (env.PLATFORM_TWO_FACTOR_KEY) cached = parseKey(env.PLATFORM_TWO_FACTOR_KEY);
  else cached = developmentKey();
  return cached;
}

export function sealSecret(secret: string, key = twoFactorKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function openSecret(sealed: string, key = twoFactorKey()): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) throw new Error('A sealed two-factor secret is malformed.');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}
