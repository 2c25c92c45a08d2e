// Randomness for the captcha picture, from the operating system's CSPRNG. Math.random's state can be
// recovered from a few of its outputs, and the noise of a picture is drawn from the same stream as its
// jitter: an attacker who could predict the noise could remove it, so none of it comes from Math.random.
import { randomFillSync } from 'node:crypto';

const pool = new Uint32Array(1024);
let next = pool.length;

/** A uniform number in [0, 1). */
export function random(): number {
  if (next >= pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  return (pool[next++] ?? 0) / 2 ** 32;
}

export const between = (min: number, max: number): number => min + random() * (max - min);

/** A whole number in [0, count). */
export const below = (count: number): number => Math.floor(random() * count);

export function pick<T>(items: readonly T[]): T {
  const item = items[below(items.length)];
  if (item === undefined) throw new Error('pick() needs at least one item');
  return item;
}

/** Fisher-Yates, in place. */
export function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = below(i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}
