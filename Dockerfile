# The shop as a container image: `docker build -t handmade-shop .`
# Provided for container users; it was not built on the development machine (no Docker there).
# See docs/production.md ("Containers") and compose.yaml.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency (the build tools are devDependencies), then the production build ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Only used if a native module (better-sqlite3) finds no prebuilt binary and compiles from source.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
# Only what the build reads (no .dockerignore needed for correctness: host node_modules, build/ and
# data/ are never copied).
COPY tsconfig.json vite.config.ts react-router.config.ts ./
COPY scripts scripts
COPY public public
COPY lib lib
COPY app app
COPY server server
# The server bundle imports only `dependencies` (hono, kysely, pg, better-sqlite3, sharp, argon2,
# pino, prom-client, nodemailer, pdfkit, react, react-router, …), so the devDependencies can go.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime ----
FROM ${NODE_IMAGE}
# MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_, --max-semi-space-size and --heap-growing-percent: memory
# (docs/decisions/036, 039, 040)
ENV NODE_ENV=production \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=65536 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# The demo shop's gallery video, read from the working directory when an empty database is seeded.
COPY --from=build /app/server/db/seed/media ./server/db/seed/media
# DATA_DIR: the SQLite file, emails as .eml files until SMTP_URL is set, images until S3_BUCKET is set.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Process up (GET /healthz). Readiness, with a database round trip, is GET /readyz. The first start on
# an empty database renders the demo pictures, hence the long start period.
HEALTHCHECK --interval=15s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "build/server/index.js"]
