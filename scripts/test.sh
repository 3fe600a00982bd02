#!/usr/bin/env bash
# The whole suite: typecheck, lint, unit + in-process API tests, build, fault tests, browser journeys.
# On embedded SQLite always; again on PostgreSQL when TEST_DATABASE_URL is set
# (e.g. postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "typecheck"
npm run -s typecheck
step "lint"
npm run -s lint

step "unit and API tests (SQLite)"
TEST_DATABASE_URL= npx vitest run
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "unit and API tests (PostgreSQL)"
  npx vitest run
fi

step "build"
npm run -s build

step "fault tests: crash, graceful shutdown, backup and restore (SQLite)"
TEST_DATABASE_URL= npx vitest run --config vitest.faults.config.ts
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "fault tests (PostgreSQL), with two instances behind nginx on S3 (s3rver)"
  npx vitest run --config vitest.faults.config.ts
fi

step "browser journeys (SQLite)"
E2E_DATABASE_URL= npx playwright test
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "browser journeys (PostgreSQL)"
  name="shop_e2e_$$"
  url=$(node scripts/pg-db.mjs create "$TEST_DATABASE_URL" "$name")
  trap 'node scripts/pg-db.mjs drop "$TEST_DATABASE_URL" "$name" || true' EXIT
  E2E_DATABASE_URL="$url" npx playwright test
fi
step "all tests passed"
