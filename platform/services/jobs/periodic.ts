// The platform's background chores (the fixed-bet sweep, the planner statistics on PGlite): run once
// now (awaited: the platform serves only after it), then every interval. The timer does not keep the
// process alive; a run still going when the next is due is not doubled; a failing run is logged and
// the next one tries again. `running()` lets a shutdown wait for the run under way.

export interface PeriodicTask {
  stop(): void;
  /** The run in progress (resolved when none is). */
  running(): Promise<void>;
}

export async function startPeriodic(
  name: string,
  work: (first: boolean) => Promise<unknown>,
  intervalMs: number,
  log: (line: string) => void = (line) => console.error(line),
): Promise<PeriodicTask> {
  let current: Promise<void> = Promise.resolve();
  let busy = false;
  let stopped = false;
  const run = (first: boolean) => {
    if (busy || stopped) return;
    busy = true;
    current = work(first)
      .then(
        () => undefined,
        (error: unknown) => log(`[platform] ${name}: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        busy = false;
      });
  };
  run(true);
  await current;
  const timer = setInterval(() => run(false), intervalMs);
  timer.unref();
  return {
    stop: () => {
      stopped = true;
      clearInterval(timer);
    },
    running: () => current,
  };
}
