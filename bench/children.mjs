// Child processes of the benchmarks: started with their output kept (shown only when they fail),
// stopped with SIGTERM and, after a grace period, SIGKILL. Only processes started here are stopped.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { appArgs, root } from '../scripts/processes.mjs';

/** A free local port (the OS picks it; a tiny race with other programs is accepted). */
export function spareport() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts a child, keeping its output for the error report; resolves once `ready` says so. */
export function child(name, args, env, ready) {
  const proc = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const value = ready(output);
      if (value !== undefined) resolve(value);
    };
    proc.stdout.on('data', onData);
    proc.stderr.on('data', (chunk) => (output += chunk));
    proc.once('exit', (code) => reject(new Error(`${name} exited (${code}) before it was ready:\n${output.slice(-2000)}`)));
  });
  return { proc, started, output: () => output };
}

/** The run's one two-factor key, shared by every platform it starts. */
const TWO_FACTOR_KEY = randomBytes(32).toString('hex');

/**
 * The reference platform as `npm run platform` runs it, in production mode, on a port of its own
 * choosing; `started` resolves to that port. `env` names its store (PLATFORM_DATA_DIR or DATABASE_URL).
 */
export function platformChild(env) {
  const platformEnv = {
    PLATFORM_PORT: '0',
    PLATFORM_HOST: '127.0.0.1',
    PLATFORM_CAPTCHA_FIXED: '',
    NODE_ENV: 'production',
    // Production on PostgreSQL requires it, one for every platform on the database (platform/config.ts).
    PLATFORM_TWO_FACTOR_KEY: TWO_FACTOR_KEY,
    ...env,
  };
  return child('platform', ['--import', 'tsx', 'platform/main.ts'], platformEnv, (out) => {
    const match = /\[platform\] ready on http:\/\/[^\s]+:(\d+)/.exec(out);
    return match ? Number(match[1]) : undefined;
  });
}

/** The build served as `npm start` serves it, on a free port, in production mode without Redis; `started` resolves to the port. */
export async function appChild(env) {
  const port = await spareport();
  const appEnv = { REDIS_URL: '', NODE_ENV: 'production', ...env };
  return child('app', appArgs(port, '127.0.0.1'), appEnv, (out) => (/Ready in|started server/i.test(out) ? port : undefined));
}

export async function stop(proc) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.once('exit', resolve));
  proc.kill('SIGTERM');
  const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
