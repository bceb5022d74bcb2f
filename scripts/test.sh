#!/usr/bin/env bash
# `pnpm test`: every suite, as turbo tasks with --continue so that every
# failure shows. First the unit suites of every package beside the API suite
# on PostgreSQL (each vitest keeps about one core busy); then, one at a time
# so that their timings do not disturb each other, the suites that start
# whole portals, browsers, a balancer or containers. The failures of both
# runs are repeated at the end, where a long log's tail still shows them.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp "${TMPDIR:-/tmp}/portal-test.XXXXXX")
trap 'rm -f "$log"' EXIT
status=0
pnpm exec turbo run test test:postgresql --continue --env-mode=loose 2>&1 | tee -a "$log" || status=1
pnpm exec turbo run test:pact test:contract test:e2e test:reliability test:multi-instance test:docker \
  --continue --concurrency=1 --env-mode=loose 2>&1 | tee -a "$log" || status=1
if [ "$status" -ne 0 ]; then
  echo
  echo "== what failed"
  sed 's/\x1b\[[0-9;]*m//g' "$log" |
    grep -E ' FAIL | × |✗|AssertionError|Error: |^ *Failed: |ERR_PNPM|not ok|  fail ' |
    grep -vE 'error_(code|msg)' | head -80
fi
exit "$status"
