# syntax=docker/dockerfile:1
# The portal for staging: built with every dependency, run with production
# dependencies only, as a non-root user. See README "Staging".

FROM node:24-bookworm-slim AS base
ENV PNPM_HOME=/pnpm \
    PATH=/pnpm:$PATH \
    CI=true \
    TURBO_TELEMETRY_DISABLED=1 \
    npm_config_update_notifier=false
# The version of "packageManager" in package.json, so pnpm never fetches another.
RUN npm install -g pnpm@10.34.9 && npm cache clean --force
WORKDIR /app

# A compiler for better-sqlite3, for when no prebuilt binary matches.
FROM base AS toolchain
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

# Every dependency (the root postinstall generates the Prisma client), then the
# web app and the server (one JavaScript file, apps/api/dist/main.js).
FROM toolchain AS build
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm --filter @portal/web run build && pnpm --filter @portal/api run build

# The sources with production dependencies of the server and the workspace
# packages it imports (the server finds the schema and migrations there; the
# database and demo commands run their TypeScript through tsx). Lifecycle
# scripts are skipped because the root postinstall needs the Prisma CLI, a dev
# tool; the client comes from the build stage and better-sqlite3 is built on
# its own.
FROM toolchain AS prod-deps
COPY . .
RUN pnpm install --prod --frozen-lockfile --ignore-scripts --filter "@portal/api..." \
 && pnpm --filter @portal/db rebuild better-sqlite3

FROM base AS runtime
# pnpm does not pass SIGTERM on to the server; tini sends it to the whole
# process group, so a stop shuts the server down cleanly (database closed).
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000
COPY --from=prod-deps --chown=node:node /app ./
COPY --from=build --chown=node:node /app/prisma/generated prisma/generated
COPY --from=build --chown=node:node /app/apps/web/dist apps/web/dist
COPY --from=build --chown=node:node /app/apps/api/dist apps/api/dist
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
CMD ["sh", "-c", "pnpm db:migrate && exec pnpm --filter @portal/api run start"]
