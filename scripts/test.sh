#!/usr/bin/env bash
# `pnpm test`: every suite, as turbo tasks with --continue so that every
# failure shows. First the unit suites of every package beside the API suite
# on PostgreSQL (each vitest keeps about one core busy); then, one at a time
# so that their timings do not disturb each other, the suites that start
# whole portals, browsers, a balancer or containers.
set -uo pipefail
cd "$(dirname "$0")/.."
status=0
pnpm exec turbo run test test:postgresql --continue --env-mode=loose || status=1
pnpm exec turbo run test:pact test:contract test:e2e test:reliability test:multi-instance test:docker \
  --continue --concurrency=1 --env-mode=loose || status=1
exit "$status"
