// The processes of tests/e2e/instances.spec.ts: children started and stopped, nginx's configuration as
// this user from a temp dir, and the cleanup of a run's Redis keys.
import { spawn, type ChildProcess } from 'node:child_process';
import Redis from 'ioredis';

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

/** nginx as this user from `dir` (pid, logs, temp files), round-robin over the apps, in the foreground. */
export function nginxConfig(dir: string, balancerPort: number, appPorts: readonly number[]): string {
  const upstream = appPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${upstream}
  }
  server {
    listen 127.0.0.1:${balancerPort};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
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
