#!/usr/bin/env bash
# Playwright cannot download browsers on these machines: use Debian's chromium package.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then
  exit 0
fi
if [ -n "${E2E_BASE_URL_PATTERN:-}${E2E_SITE_HOSTS:-}" ] && [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not executable" >&2
  exit 1
fi
echo "Chromium not found at $bin: installing Debian's chromium package..."
if [ "$(id -u)" -ne 0 ]; then
  sudo=sudo
else
  sudo=
fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$bin" --version
