#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .reports && mkdir -p .reports

step() { printf '\n== %s ==\n' "$1"; }

step "chromium"
bash scripts/ensure-chromium.sh

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "jest (unit, dom, platform, bff)"
# Jest's default is one worker per core less one: a single worker on 2 cores, where two finish the
# suite in about 65% of the time (measured: 386 s against 598 s), the database tests being CPU-bound.
JEST_WORKERS="${JEST_WORKERS:-$(node -p 'Math.max(2, require("node:os").availableParallelism() - 1)')}"
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --maxWorkers="$JEST_WORKERS" --json --outputFile=.reports/jest.json

if [ -z "${E2E_BASE_URL_PATTERN:-}${E2E_SITE_HOSTS:-}" ]; then
  step "next build"
  npx next build
fi

step "playwright"
PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs
