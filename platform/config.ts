// Platform configuration from the environment, checked once at start.
import path from 'node:path';
import { DEFAULT_DATA_DIR, REPO_ROOT } from './paths';

export interface PlatformConfig {
  host: string;
  port: number;
  /** When set, PostgreSQL at this URL; otherwise embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Seed captcha on (first start only; afterwards the setting lives in the database). */
  enableCaptcha: boolean;
  /** PLATFORM_CAPTCHA_FIXED: the answer of every captcha (automated tests only). */
  captchaFixed: string | undefined;
  /** PLATFORM_TEST_HOOKS=1: the end-to-end tests' hooks under /api/test/ (routes/test-hooks.ts); never in production. */
  testHooks: boolean;
}

/** A captcha answer is at most 32 characters on one line (the contract's captcha answer). */
const FIXED_ANSWER = /^[^\u0000-\u001f\u007f]{1,32}$/;

export class ConfigError extends Error {}

/**
 * PLATFORM_TWO_FACTOR_KEY, the key that seals two-factor secrets (services/auth/two-factor-secret.ts):
 * 32 bytes as 64 hex characters or base64.
 */
export function parseTwoFactorKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new ConfigError('PLATFORM_TWO_FACTOR_KEY must be 32 bytes (64 hex characters or base64).');
  return key;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): PlatformConfig {
  const port = Number(env.PLATFORM_PORT ?? '4000');
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new ConfigError(`PLATFORM_PORT must be a port number, not "${env.PLATFORM_PORT}".`);
  }
  // A fixed captcha answer is for automated tests only; it must never reach production.
  if (env.PLATFORM_CAPTCHA_FIXED && env.NODE_ENV === 'production') {
    throw new ConfigError('PLATFORM_CAPTCHA_FIXED is for tests only and is refused when NODE_ENV=production.');
  }
  if (env.PLATFORM_TEST_HOOKS && env.NODE_ENV === 'production') {
    throw new ConfigError('PLATFORM_TEST_HOOKS is for tests only and is refused when NODE_ENV=production.');
  }
  const captchaFixed = env.PLATFORM_CAPTCHA_FIXED?.trim() || undefined;
  if (captchaFixed && !FIXED_ANSWER.test(captchaFixed)) {
    throw new ConfigError('PLATFORM_CAPTCHA_FIXED must be 1 to 32 characters on one line.');
  }
  // A bad key fails the start, not the first sign-in that needs it. In production on PostgreSQL the key
  // is required: each instance would otherwise write its own key file and could not open the secrets
  // another instance sealed (docs/decisions/two-factor.md).
  if (env.PLATFORM_TWO_FACTOR_KEY) parseTwoFactorKey(env.PLATFORM_TWO_FACTOR_KEY);
  else if (env.DATABASE_URL && env.NODE_ENV === 'production') {
    throw new ConfigError('PLATFORM_TWO_FACTOR_KEY must be set with DATABASE_URL in production: every platform on one database seals two-factor secrets with the same key.');
  }
  return {
    host: env.PLATFORM_HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.PLATFORM_DATA_DIR ? path.resolve(REPO_ROOT, env.PLATFORM_DATA_DIR) : DEFAULT_DATA_DIR,
    enableCaptcha: env.ENABLE_CAPTCHA === 'true',
    captchaFixed,
    testHooks: env.PLATFORM_TEST_HOOKS === '1',
  };
}

/** Where the data lives, for log lines (never the URL itself: it may hold a password). */
export function describeStore(config: PlatformConfig): string {
  if (config.databaseUrl) return 'postgresql (DATABASE_URL)';
  const relative = path.relative(REPO_ROOT, config.dataDir);
  return `pglite ${relative && !relative.startsWith('..') ? relative : config.dataDir}`;
}
