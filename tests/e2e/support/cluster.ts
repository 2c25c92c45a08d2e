// The processes of tests/e2e/instances.spec.ts: children started and stopped, nginx's configuration as
// this user from a temp dir (scripts/nginx-config.mjs, shared with the soak benchmark), and the cleanup
// of a run's Redis keys.
import { spawn, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';

export { nginxConfig, NGINX_TEMP_DIRS } from '../../../scripts/nginx-config.mjs';

export interface Child {
  name: string;
  process: ChildProcess;
  output: () => string;
}

export function launch(name: string, args: string[], env: NodeJS.ProcessEnv): Child {
  const child = spawn(args[0] ?? process.execPath, args.slice(1), { cwd: process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, process: child, output: () => output };
}

export async function stop(child: Child): Promise<void> {
  const running = child.process;
  if (running.exitCode !== null || running.signalCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  const timer = setTimeout(() => running.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Deletes this run's keys from the shared Redis (the limits' windows would outlive the run). */
export async function forgetRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
