// Image captchas. The answer never leaves the platform: the client gets a picture and a random key
// (x-token), and sends the key back with its answer. Only the key's SHA-256 is stored, like tokens.
// A key lives 5 minutes and is burnt by its first check, right or wrong (DELETE ... RETURNING), so a
// solved captcha cannot be replayed and a wrong guess cannot be retried on the same picture.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { captchaSvg } from './image';

export const CAPTCHA_TTL_SECONDS = 5 * 60;
const DIGITS = 4;
/** Expired rows removed per issue: enough to keep up with issuing, small enough to stay cheap. */
const SWEEP_LIMIT = 100;

/** The seam sign-in and password change use. */
export interface CaptchaVerifier {
  /** Check the answer for the key sent in x-token. Burns the key, right or wrong. */
  verify(key: string | undefined, answer: string | undefined): Promise<boolean>;
}

export interface IssuedCaptcha {
  /** 32 random bytes, base64url: the x-token header. */
  key: string;
  svg: string;
}

export interface CaptchaStore extends CaptchaVerifier {
  issue(): Promise<IssuedCaptcha>;
}

export interface CaptchaOptions {
  /** PLATFORM_CAPTCHA_FIXED: every answer is this text (tests only; config refuses it in production). */
  fixedAnswer?: string;
}

/** base64url of 32 bytes; anything else was never issued and skips the database. */
const KEY_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const digest = (key: string) => createHash('sha256').update(key).digest('hex');
const normalise = (answer: string) => answer.trim().toLowerCase();

function randomDigits(): string {
  return Array.from({ length: DIGITS }, () => randomInt(10).toString()).join('');
}

export function createCaptchaStore(db: Db, now: () => Date, options: CaptchaOptions = {}): CaptchaStore {
  return {
    async issue() {
      const at = now();
      const key = randomBytes(32).toString('base64url');
      const answer = options.fixedAnswer ?? randomDigits();
      // Opportunistic cleanup: nobody else deletes expired captchas that were never checked.
      const expired = db.select({ keyHash: captchas.keyHash }).from(captchas).where(lte(captchas.expiresAt, at)).limit(SWEEP_LIMIT);
      await db.delete(captchas).where(inArray(captchas.keyHash, expired));
      await db.insert(captchas).values({
        keyHash: digest(key),
        answer,
        expiresAt: new Date(at.getTime() + CAPTCHA_TTL_SECONDS * 1000),
      });
      return { key, svg: captchaSvg(answer) };
    },

    async verify(key, answer) {
      if (!key || !KEY_SHAPE.test(key)) return false;
      // Delete first, then judge: the key is gone whatever the outcome.
      const [row] = await db.delete(captchas).where(eq(captchas.keyHash, digest(key))).returning();
      if (!row || row.expiresAt.getTime() <= now().getTime()) return false;
      return answer !== undefined && normalise(answer) !== '' && normalise(answer) === normalise(row.answer);
    },
  };
}
