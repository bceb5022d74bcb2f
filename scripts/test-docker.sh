#!/usr/bin/env bash
# `pnpm test:docker`: the image and both compose profiles, built and run for
# real (tests/staging/test/docker.test.ts). Where no Docker engine answers, Debian's
# docker.io is installed if missing and its dockerd started here, with its
# data in .cache/docker (a fresh engine, no image or build cache from earlier
# runs), and stopped afterwards. Base images that cannot be pulled are made
# locally (scripts/docker-base-images.sh). Needs root for both.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
say() { echo "[test:docker] $*"; }

engine_dir=$PWD/.cache/docker
engine_pid=
stop_engine() {
  [ -n "$engine_pid" ] || return 0
  say "stopping the Docker engine started here"
  kill "$engine_pid" 2>/dev/null || true
  for _ in $(seq 1 60); do kill -0 "$engine_pid" 2>/dev/null || break; sleep 0.5; done
  engine_pid=
}
trap stop_engine EXIT

install_packages() {
  say "installing Debian's $*"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

if ! docker info >/dev/null 2>&1; then
  command -v dockerd >/dev/null 2>&1 || install_packages docker.io
  mkdir -p "$engine_dir"
  say "starting dockerd (data in $engine_dir, log in $engine_dir.log)"
  dockerd --data-root "$engine_dir/data" --exec-root "$engine_dir/run" \
    --pidfile "$engine_dir/dockerd.pid" >"$engine_dir.log" 2>&1 &
  engine_pid=$!
  for _ in $(seq 1 120); do
    docker info >/dev/null 2>&1 && break
    kill -0 "$engine_pid" 2>/dev/null || { tail -n 20 "$engine_dir.log" >&2; exit 1; }
    sleep 0.5
  done
  docker info >/dev/null 2>&1 || { say "dockerd did not answer within 60 s"; exit 1; }
fi
# Compose v2 where the engine has it; otherwise Debian's docker-compose 1.29.
docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null 2>&1 ||
  install_packages docker-compose
say "engine: Docker $(docker version -f '{{.Server.Version}}')"

images_started=$SECONDS
scripts/docker-base-images.sh
images_seconds=$((SECONDS - images_started))

status=0
pnpm --filter @portal/staging exec vitest run --project docker --reporter verbose || status=$?
say "base images ${images_seconds} s, whole stage $((SECONDS - started)) s"
exit "$status"
