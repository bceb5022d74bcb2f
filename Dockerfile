# syntax=docker/dockerfile:1
# The portal for staging: built with every dependency, run from a slim stage
# that holds only the server bundle, the built web app, the server's
# production dependencies and the schemas and migrations it applies, as a
# non-root user. See README "Staging" and docs/decisions/025-slim-image.md.

FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false
# The version of "packageManager" in package.json, so pnpm never fetches another.
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app

# No compiler: better-sqlite3 13 ships its binaries for Linux (glibc and
# musl, x64 and arm64) in the package and never builds one.
FROM base AS build
# The packages first, from the lockfile alone: this layer is reused until
# the lockfile, the workspace settings or the patches change.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY patches patches
RUN pnpm fetch
# Then the sources: every dependency from the store (the root postinstall
# generates the Prisma client), the web app, and the server with its two
# database commands (apps/api/dist: main.js, db-migrate.js, db-seed.js).
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN pnpm --filter @portal/web run build && pnpm --filter @portal/api run build
# The runtime files in the repository's layout (apps/api/runtime.ts, checked
# by apps/api/test/runtime-files.test.ts): `pnpm deploy --prod` of the server
# and what the "files" fields of apps/web and prisma name.
RUN pnpm --filter @portal/api run runtime /runtime

# No pnpm, no TypeScript loader, no sources: plain node runs the bundles.
FROM node:24-bookworm-slim AS runtime
# Node does not pass SIGTERM on as process 1; tini sends it to the whole
# process group, so a stop shuts the server down cleanly (database closed).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build --chown=node:node /runtime ./
# data/ holds the database, the served files and the e-mail outbox; a volume
# mounted here starts out owned by the non-root user.
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["tini", "-g", "--"]
# The server in production never creates a database: the command migrates
# (creating it on the first start of a volume), then starts the server.
CMD ["sh", "-c", "node apps/api/dist/db-migrate.js && exec node --max-semi-space-size=4 apps/api/dist/main.js"]
