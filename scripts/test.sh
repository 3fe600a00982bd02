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

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  step "browser journeys (SQLite)"
  E2E_DATABASE_URL= npx playwright test
else
  # Both engines side by side: each run has its own shop (port, data directory, database) and output folder.
  # Measured on a two-core machine (stop 24): 20.2 min together against ~11 each one after the other, so it
  # saves little there (the journeys are CPU-bound: Chromium and axe); more cores gain more.
  step "browser journeys (SQLite and PostgreSQL, side by side)"
  name="shop_e2e_$$"
  url=$(node scripts/pg-db.mjs create "$TEST_DATABASE_URL" "$name")
  logs=$(mktemp -d)
  trap 'node scripts/pg-db.mjs drop "$TEST_DATABASE_URL" "$name" || true; rm -rf "$logs"' EXIT
  E2E_DATABASE_URL= E2E_PORT=4173 E2E_OUTPUT_DIR=test-results/sqlite npx playwright test > "$logs/sqlite.log" 2>&1 &
  sqlite_pid=$!
  # The guard's layout, focus and axe checks read markup only (the same on either engine): on PostgreSQL it checks
  # that every route answers cleanly for every role (e2e/guard.spec.ts, GUARD_SERVER_ONLY).
  GUARD_SERVER_ONLY=1 E2E_DATABASE_URL="$url" E2E_PORT=4174 E2E_OUTPUT_DIR=test-results/postgres npx playwright test > "$logs/postgres.log" 2>&1 &
  postgres_pid=$!
  sqlite_rc=0
  postgres_rc=0
  wait "$sqlite_pid" || sqlite_rc=$?
  wait "$postgres_pid" || postgres_rc=$?
  step "browser journeys (SQLite): exit $sqlite_rc"
  cat "$logs/sqlite.log"
  step "browser journeys (PostgreSQL): exit $postgres_rc"
  cat "$logs/postgres.log"
  if [ "$sqlite_rc" -ne 0 ] || [ "$postgres_rc" -ne 0 ]; then
    echo "browser journeys failed (SQLite exit $sqlite_rc, PostgreSQL exit $postgres_rc)"
    exit 1
  fi
fi
step "all tests passed"
