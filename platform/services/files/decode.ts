// Bet files are decoded off the request's event loop (docs/security.md "Files and other hostile input"): in
// a small pool of worker threads (files/decode-worker.ts running files/content.ts), each with a memory
// budget (resourceLimits) and each task with a time budget. A worker past either is ended and the file
// is refused with a 422 that says why; the next task gets a fresh worker. The decoders bound their own
// work first (lib/domain dbf, lzh, ara), so the budgets are the backstop, not the rule.
// Budgets and status codes: docs/decisions/files.md "Hostile files: bounded decoders and the decode worker".
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { deserialize } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { ContentFormat, FileFormat } from '@/lib/contract/files';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_LINES } from '@/lib/contract/files';
import type { ParseOptions } from '@/lib/domain/ara';
import { PlatformError } from '../../errors';
import { REPO_ROOT } from '../../paths';
import type { DecodeAnswer, DecodeTask, ReadFile } from './content';

export const DECODE_BUDGET = {
  /** The upload's check (unpack, header, line count), in ms from the task's start in a ready worker. */
  checkMs: 1_500,
  /** Processing's reading of the whole file (every line parsed), in ms. */
  readMs: 20_000,
  /** The heap of each worker (V8's old generation), in MB. */
  memoryMb: 128,
} as const;
/** Workers at most: the machines have 2 cores. */
const POOL_SIZE = 2;
/** An idle worker is ended after this long; the next task starts one again. */
const IDLE_MS = 60_000;
/** A worker that has not loaded its modules after this long is the platform's fault (a 500). */
const START_MS = 30_000;

/**
 * The worker's source: its TypeScript entry loaded through tsx's require hook, with the repository's
 * tsconfig (its `@/` paths) whatever the working directory. The platform runs under tsx and its tests
 * under jest's own transform, and neither hook reaches a worker thread by itself.
 */
const WORKER_SOURCE = [
  `process.env.TSX_TSCONFIG_PATH = ${JSON.stringify(path.join(REPO_ROOT, 'tsconfig.json'))};`,
  `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register();`,
  `require(${JSON.stringify(path.join(__dirname, 'decode-worker.ts'))});`,
].join('\n');

/** Why a worker was ended: its time budget (ms) or its memory budget (MB). */
export class DecodeBudgetError extends Error {
  constructor(
    readonly budget: 'time' | 'memory',
    readonly limit: number,
  ) {
    super(`decode worker past its ${budget} budget`);
    this.name = 'DecodeBudgetError';
  }
}

/** A worker's answer; a read's lines come apart, serialized in parts (files/decode-worker.ts). */
interface Answer {
  answer: DecodeAnswer;
  parts: Uint8Array[];
}

interface Pending {
  task: DecodeTask;
  budgetMs: number;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  current: (Pending & { id: number; timer: NodeJS.Timeout }) | null;
  idle: NodeJS.Timeout | null;
}

/** The pool: tasks wait in order for a free worker; a worker is started when fewer than POOL_SIZE run. */
export class DecodePool {
  private readonly slots = new Set<Slot>();
  /** Every worker, starting ones included (close ends them all). */
  private readonly workers = new Set<Worker>();
  private readonly free: Slot[] = [];
  private readonly queue: Pending[] = [];
  private starting = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly memoryMb: number) {}

  run(task: DecodeTask, budgetMs: number): Promise<Answer> {
    return new Promise((resolve, reject) => {
      this.queue.push({ task, budgetMs, resolve, reject });
      this.pump();
    });
  }

  /** Starts a worker if none runs, so the next task does not wait for one (the upload page lists files first). */
  warm(): void {
    if (!this.closed && this.size === 0) this.spawn();
  }

  /** Workers running or starting. */
  get size(): number {
    return this.slots.size + this.starting;
  }

  /** Ends every worker (tests; the platform's workers never hold the process open). */
  async close(): Promise<void> {
    this.closed = true;
    const reason = new Error('the decode pool was closed');
    for (const pending of this.queue.splice(0)) pending.reject(reason);
    await Promise.all([...this.slots].map((slot) => this.end(slot, reason)));
    await Promise.all([...this.workers].map((worker) => worker.terminate()));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      const slot = this.free.pop();
      if (!slot) break;
      this.dispatch(slot, this.queue.shift() as Pending);
    }
    if (!this.closed && this.queue.length > this.starting && this.size < POOL_SIZE) this.spawn();
  }

  private spawn(): void {
    this.starting += 1;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: Math.max(4, Math.floor(this.memoryMb / 8)) },
    });
    worker.unref();
    this.workers.add(worker);
    const slot: Slot = { worker, current: null, idle: null };
    let ready = false;
    const startTimer = setTimeout(() => void worker.terminate(), START_MS);
    startTimer.unref();
    const failStart = (error: Error) => {
      if (ready) return;
      ready = true;
      clearTimeout(startTimer);
      this.starting -= 1;
      // Nothing was dispatched to it: the waiting tasks fail with the platform's error, not the file's.
      for (const pending of this.queue.splice(0)) pending.reject(error);
    };
    worker.on('message', (message: { ready?: true; id?: number; answer?: DecodeAnswer; parts?: Uint8Array[] }) => {
      if (message.ready) {
        ready = true;
        clearTimeout(startTimer);
        this.starting -= 1;
        this.slots.add(slot);
        this.release(slot);
        return;
      }
      const current = slot.current;
      if (!current || current.id !== message.id || !message.answer) return;
      clearTimeout(current.timer);
      slot.current = null;
      current.resolve({ answer: message.answer, parts: message.parts ?? [] });
      this.release(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      failStart(error);
      const budget = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new DecodeBudgetError('memory', this.memoryMb) : error;
      void this.end(slot, budget);
    });
    worker.on('exit', () => {
      this.workers.delete(worker);
      failStart(new Error('the decode worker stopped while starting'));
      void this.end(slot, new Error('the decode worker stopped'));
    });
  }

  private dispatch(slot: Slot, pending: Pending): void {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    const id = this.nextId++;
    const timer = setTimeout(() => void this.end(slot, new DecodeBudgetError('time', pending.budgetMs)), pending.budgetMs);
    slot.current = { ...pending, id, timer };
    slot.worker.ref();
    slot.worker.postMessage({ id, task: pending.task });
  }

  /** A worker is free again: the next task, or an idle timer that ends it. */
  private release(slot: Slot): void {
    slot.worker.unref();
    this.free.push(slot);
    this.pump();
    if (slot.current || slot.idle) return;
    slot.idle = setTimeout(() => void this.end(slot, new Error('idle')), IDLE_MS);
    slot.idle.unref();
  }

  /** Ends a worker; its task (if any) fails with `reason`; waiting tasks get another worker. */
  private async end(slot: Slot, reason: Error): Promise<void> {
    const current = slot.current;
    slot.current = null;
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    const index = this.free.indexOf(slot);
    if (index >= 0) this.free.splice(index, 1);
    const known = this.slots.delete(slot);
    if (current) {
      clearTimeout(current.timer);
      current.reject(reason);
    }
    if (known) await slot.worker.terminate();
    this.pump();
  }
}

let pool: DecodePool | null = null;
const sharedPool = () => (pool ??= new DecodePool(DECODE_BUDGET.memoryMb));

/** Starts the shared pool's first worker ahead of an upload (about 0.4 s of loading on these machines). */
export function warmDecodePool(): void {
  sharedPool().warm();
}

const LIMITS = { maxBytes: UPLOAD_MAX_BYTES, maxLines: UPLOAD_MAX_LINES };

/** A budget error as the 422 the user sees; a refusal as its 400/415; anything else is the platform's. */
async function answerOf(run: Promise<Answer>, name: string): Promise<ContentFormat | ReadFile> {
  let answer: DecodeAnswer;
  let parts: Uint8Array[];
  try {
    ({ answer, parts } = await run);
  } catch (error) {
    if (!(error instanceof DecodeBudgetError)) throw error;
    const message =
      error.budget === 'time'
        ? `${name} could not be read within ${error.limit / 1000} s: a bet file reads in far less, so it is damaged or built to stall the reader.`
        : `${name} needs more than ${error.limit} MB to read: a bet file needs far less, so it is damaged or built to exhaust the reader.`;
    throw new PlatformError(422, message, 'file');
  }
  if (answer.ok && typeof answer.value === 'object') {
    const lines: unknown[] = answer.value.lines;
    for (const part of parts) {
      await nextTurn();
      lines.push(...(deserialize(part) as unknown[]));
    }
  }
  if (answer.ok) return answer.value;
  if ('refusal' in answer) throw new PlatformError(answer.refusal.status, answer.refusal.message, 'file');
  throw new Error(`the decode worker failed: ${answer.error}`);
}

export interface DecodeOptions {
  /** Another pool (tests: a smaller memory budget); the shared one by default. */
  pool?: DecodePool;
  /** Another time budget in ms (tests); DECODE_BUDGET's by default. */
  timeMs?: number;
}

/** The upload's content check in the worker: the format of the bets inside; 400, 415 or 422 otherwise. */
export async function checkUpload(format: FileFormat, bytes: Uint8Array, name: string, options: DecodeOptions = {}): Promise<ContentFormat> {
  const run = (options.pool ?? sharedPool()).run({ kind: 'check', format, bytes, name, limits: LIMITS }, options.timeMs ?? DECODE_BUDGET.checkMs);
  return (await answerOf(run, name)) as ContentFormat;
}

/** A stored file read whole in the worker (processing); a PlatformError says why it cannot be. */
export async function readStoredFile(format: FileFormat, bytes: Uint8Array, name: string, parse: ParseOptions, options: DecodeOptions = {}): Promise<ReadFile> {
  const run = (options.pool ?? sharedPool()).run({ kind: 'read', format, bytes, name, options: parse, limits: LIMITS }, options.timeMs ?? DECODE_BUDGET.readMs);
  return (await answerOf(run, name)) as ReadFile;
}
