#!/usr/bin/env bash
# Every benchmark, in one run: `npm run bench` (builds first when needed).
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/build-stamp.mjs check || npm run -s build
node bench/bundle-size.mjs
node bench/throughput.mjs "${BENCH_SECONDS:-10}" "${BENCH_CONNECTIONS:-100}"
node bench/lighthouse.mjs
node bench/lighthouse.mjs 3 --seller
node bench/add-to-cart.mjs
node bench/back-office-js.mjs
node bench/orders.mjs "${BENCH_ORDERS:-3000}" "${BENCH_ORDER_CONCURRENCY:-50}"
node bench/load.mjs "${BENCH_LOAD_SECONDS:-60}" "${BENCH_CONNECTIONS:-100}"
node bench/soak.mjs "${BENCH_SOAK_MINUTES:-10}" "${BENCH_CONNECTIONS:-100}"
node bench/load-nginx.mjs "${BENCH_LOAD_SECONDS:-60}" "${BENCH_CONNECTIONS:-100}" ${BENCH_CPUS_PER_INSTANCE:-}
node bench/rolling-restart.mjs 40 "${BENCH_CONNECTIONS:-100}"
