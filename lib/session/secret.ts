import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** iron-session needs at least 32 characters. */
const MIN_LENGTH = 32;
const DEV_SECRET_FILE = path.join(process.cwd(), '.data', 'session-secret');

let cached: string | undefined;

/**
 * The session secret. In production it must come from SESSION_SECRET (the launcher `npm start`
 * provides one from .data/ for the local demo). Elsewhere a random one is written under .data/ once,
 * so development sessions survive restarts. A short or missing production secret stops the app.
 */
export function sessionPassword(): string {
  if (cached) return cached;
  const fromEnv = process.env.SESSION_SECRET;
  if (fromEnv !== undefined && fromEnv.length < MIN_LENGTH) {
    throw new Error(`SESSION_SECRET must be at least ${MIN_LENGTH} characters.`);
  }
  if (fromEnv) return (cached = fromEnv);
  if (process.env.NODE_ENV === 'production') {
    throw new Error('SESSION_SECRET is not set; a production app needs a secret of at least 32 characters.');
  }
  cached = readOrCreateDevSecret();
  return cached;
}

function readOrCreateDevSecret(): string {
  try {
    const stored = readFileSync(DEV_SECRET_FILE, 'utf8').trim();
    if (stored.length >= MIN_LENGTH) return stored;
  } catch {
    // Not there yet: create it below.
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
  writeFileSync(DEV_SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
