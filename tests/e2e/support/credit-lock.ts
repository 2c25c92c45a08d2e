// One member's credit shared by journeys in parallel workers: a journey that checks "CreditLeft drops
// by the exact cost" must not see another journey's ticket land in between. Each journey that spends
// or measures that credit holds this lock (a directory made atomically in the OS temp dir) for its
// run. A lock left by a worker that died is taken over once its process is gone.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const WAIT_MS = 100;
const GIVE_UP_MS = 180_000;

function holderAlive(dir: string): boolean {
  try {
    const pid = Number(readFileSync(path.join(dir, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user. A pid file not written yet: the holder is starting.
    return (error as NodeJS.ErrnoException).code === 'EPERM' || (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
}

/** Waits for the lock `name`, then answers its release. */
export async function acquireCreditLock(name: string): Promise<() => void> {
  const dir = path.join(tmpdir(), `drawdesk-e2e-lock-${name}`);
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'pid'), String(process.pid));
      return () => rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!holderAlive(dir)) rmSync(dir, { recursive: true, force: true });
      else if (Date.now() - started > GIVE_UP_MS) throw new Error(`the e2e lock ${name} was held for over ${GIVE_UP_MS} ms`);
      else await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    }
  }
}
