#!/usr/bin/env bash
# The many-instances test (tests/e2e/instances.spec.ts) puts nginx before two app instances, as a
# load balancer would: use Debian's nginx package, run as the current user from a temp dir.
set -euo pipefail
bin="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$bin" ]; then
  exit 0
fi
if [ -n "${NGINX_PATH:-}" ]; then
  # An explicit binary that is missing is a configuration error: installing Debian's would not help.
  echo "NGINX_PATH=$NGINX_PATH is not an executable nginx" >&2
  exit 1
fi
echo "nginx not found at $bin: installing Debian's nginx package..."
bash "$(dirname "$0")/apt-install.sh" nginx
"$bin" -v
