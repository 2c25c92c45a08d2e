#!/usr/bin/env bash
# Playwright cannot download browsers on these machines: use Debian's chromium package.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  # An explicit browser that is missing is a configuration error: installing Debian's would not help.
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable browser" >&2
  exit 1
fi
echo "Chromium not found at $bin: installing Debian's chromium package..."
bash "$(dirname "$0")/apt-install.sh" chromium
"$bin" --version
