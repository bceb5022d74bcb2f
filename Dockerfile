# The portal for staging: built with every dependency, run from a slim stage
# that holds Node.js, the server bundle with the few packages it reads files
# from, the built web app, and the schemas and migrations it applies, owned by
# root and run as a non-root user. See docs/operations.md, "Staging with Docker", and
# docs/decisions/025-slim-image.md.

FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false
# The version of "packageManager" in package.json, so pnpm never fetches another.
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app

# No compiler: nothing is built from source (better-sqlite3 ships its binaries).
FROM base AS build
# The packages first, from the lockfile alone: this layer is reused until
# the lockfile, the workspace settings or the patches change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches
RUN pnpm fetch
# Then the sources: every dependency from the store (the root postinstall
# generates the Prisma client), the web app, and the server with its
# database commands (apps/api/dist: main.js, db-migrate.js, db-seed.js,
# db-backup.js, db-restore.js).
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @portal/web run build && pnpm --filter @portal/api run build
# The runtime files in the repository's layout (apps/api/runtime.ts, checked
# by apps/api/test/runtime-files.test.ts).
RUN pnpm --filter @portal/api run runtime /runtime

# pg_dump and pg_restore for `db-backup.js` and `db-restore.js` on
# PostgreSQL, without the Perl wrappers of Debian's client package.
FROM debian:bookworm-slim AS pg-tools
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client-15 \
 && mkdir /pg-tools \
 && cp /usr/lib/postgresql/15/bin/pg_dump /usr/lib/postgresql/15/bin/pg_restore /pg-tools/

# Node.js alone (no npm, no pnpm, no TypeScript loader, no sources): plain
# node runs the bundles.
FROM debian:bookworm-slim AS runtime
# tini: Node does not pass SIGTERM on as process 1; tini sends it to the
# whole process group, so a stop shuts the server down cleanly (database
# closed). libpq5: the library pg_dump and pg_restore use.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini libpq5 \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /usr/sbin/nologin --create-home node
COPY --from=base /usr/local/bin/node /usr/local/bin/node
COPY --from=pg-tools /pg-tools/ /usr/local/bin/
# Two malloc arenas, each giving back freed memory above 128 KiB at its top
# (decisions 044 and 051), as the start script runs the server.
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2 \
    MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
# Owned by root, so the server cannot change its own code or dependencies.
COPY --from=build /runtime ./
# data/ holds the database, the served files and the e-mail outbox (the
# volume); a volume mounted here starts out owned by the non-root user.
RUN mkdir -p data && chown node:node data && chmod 0750 data
USER node
EXPOSE 3000
# Checked every 5 s, so a portal that is ready is reported healthy within
# seconds (Docker 20.10 knows no --start-interval); failures count only after
# the start period, which covers the first migration and seed of a volume.
HEALTHCHECK --interval=5s --timeout=4s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "-g", "--"]
# The server in production never creates a database: the command migrates
# (creating it on the first start of a volume), then starts the server.
CMD ["sh", "-c", "node apps/api/dist/db-migrate.js && exec node --max-semi-space-size=4 --heap-growing-percent=100 apps/api/dist/main.js"]
