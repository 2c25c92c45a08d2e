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
NODE_OPTIONS=--experimental-vm-modules npx jest --ci --json --outputFile=.reports/jest.json

if [ -z "${E2E_BASE_URL_PATTERN:-}${E2E_SITE_HOSTS:-}" ]; then
  step "next build"
  npx next build
fi

step "playwright"
PLAYWRIGHT_JSON_OUTPUT_NAME=.reports/playwright.json npx playwright test --reporter=list,json

node scripts/test-summary.mjs
