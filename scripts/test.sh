#!/usr/bin/env bash
# npm test: the whole suite, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .reports && mkdir -p .reports

# Each step's wall time, so a slow CI run shows where its minutes went (docs/performance.md).
STEP_NAME=""
STEP_START=$SECONDS
TIMINGS=""
step() {
  if [ -n "$STEP_NAME" ]; then TIMINGS+="$(printf '%6ss  %s' $((SECONDS - STEP_START)) "$STEP_NAME")"$'\n'; fi
  STEP_NAME="$1"
  STEP_START=$SECONDS
  if [ -n "$1" ]; then printf '\n== %s ==\n' "$1"; fi
}

step "chromium"
bash scripts/ensure-chromium.sh

step "nginx"
# The many-instances journey (tests/e2e/instances.spec.ts) balances two app instances with it.
bash scripts/ensure-nginx.sh

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
  # The typecheck step checked the same sources: the build skips its own check (next.config.mjs).
  DRAWDESK_QUICK_BUILD=1 npx next build
fi

step "playwright"
PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json npx playwright test --reporter=list,json

step ""
printf '\n== step times ==\n%s%6ss  total\n' "$TIMINGS" "$SECONDS"
node scripts/test-summary.mjs
