#!/usr/bin/env bash
# `pnpm test`: every suite, as turbo tasks with --continue so that every
# failure shows, in three steps:
# 1. the unit suites of every package beside the API suite on PostgreSQL
#    (each vitest keeps about one core busy);
# 2. one at a time, the suites whose checks count on the machine being theirs:
#    the browser journeys (three Chromium pages at a time keep both cores busy,
#    and their time limits count on having them) and the reliability suite
#    (/health within a second during a burst);
# 3. in two lanes side by side, the suites that time nothing: the image and
#    both compose profiles in one; the multi-instance test, the pact and the
#    contract suite one after another in the other. Each keeps little more
#    than one core busy (they wait on their servers, the engine and the disk),
#    so one after another they left a core idle. They run on the builds that
#    step 2 made (--only: nothing is rebuilt under a running suite).
# The failures of every step are repeated at the end, where a long log's tail
# still shows them.
set -uo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp "${TMPDIR:-/tmp}/portal-test.XXXXXX")
trap 'rm -f "$log"' EXIT
status=0
turbo() { pnpm exec turbo run "$@" --continue --env-mode=loose 2>&1 | tee -a "$log"; }

turbo test test:postgresql || status=1
turbo test:e2e test:reliability --concurrency=1 || status=1
turbo test:multi-instance test:pact test:contract --only --concurrency=1 &
suites_lane=$!
turbo test:docker --only || status=1
wait "$suites_lane" || status=1

if [ "$status" -ne 0 ]; then
  echo
  echo "== what failed"
  sed 's/\x1b\[[0-9;]*m//g' "$log" |
    grep -E ' FAIL | × |✗|AssertionError|Error: |^ *Failed: |ERR_PNPM|not ok|  fail ' |
    grep -vE 'error_(code|msg)' | head -80
fi
exit "$status"
