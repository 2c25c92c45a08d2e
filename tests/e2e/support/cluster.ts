// The processes of tests/e2e/instances.spec.ts: children started and stopped, nginx's configuration as
// this user from a temp dir (scripts/nginx-config.mjs, shared with the soak benchmark), and the cleanup
// of a run's Redis keys.
import { spawn, type ChildProcess } from 'node:child_process';

export { nginxConfig, NGINX_TEMP_DIRS } from '../../../scripts/nginx-config.mjs';
export { forgetRedisKeys } from '../../../scripts/redis-keys.mjs';

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
