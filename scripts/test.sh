#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s ==\n' "$1"; }

step "chromium"
bash scripts/ensure-chromium.sh

step "typecheck"
npx tsc --noEmit

step "lint"
npx eslint --max-warnings=0 .

step "jest (unit, dom, platform)"
NODE_OPTIONS=--experimental-vm-modules npx jest --ci

if [ -z "${E2E_BASE_URL_PATTERN:-}${E2E_SITE_HOSTS:-}" ]; then
  step "next build"
  npx next build
fi

step "playwright"
npx playwright test
