// nginx as this user from a temp dir, round-robin over the app instances, in the foreground: the
// balancer of the many-instances test (tests/e2e/instances.spec.ts, through tests/e2e/support/cluster.ts)
// and of the soak benchmark (bench/soak.mjs). Plain JavaScript so that both can import it (the bench
// runs under plain Node); types in nginx-config.d.mts. scripts/ensure-nginx.sh installs nginx.

/** The sub-directories of `dir` nginx needs for its temp files; create them before it starts. */
export const NGINX_TEMP_DIRS = ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** nginx.conf: pid, logs and temp files in `dir`, listening on 127.0.0.1:`balancerPort`. */
export function nginxConfig(dir, balancerPort, appPorts) {
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
