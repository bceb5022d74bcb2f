#!/usr/bin/env bash
# `pnpm test:install` (or `bash scripts/test-install.sh`, as root): proves the
# README's first command on a fresh machine. A minimal Debian bookworm with no
# Node.js at all (scripts/debian-rootfs.sh) becomes a chroot holding the
# working tree as it is; there, in a clean login shell,
#
#   cd /root/portal && source scripts/ensure-node.sh && pnpm install && pnpm start
#
# must bring the portal up: /ready, the web app and one API call answer from
# the host. Then a new login shell must find node 24 and pnpm without sourcing
# anything, and ensure-node.sh must stop a `&&` chain with one line on stderr
# when it cannot install.
#
# ROOTFS_TAR: the rootfs tarball, made when missing (default
#   .cache/bookworm-minbase.tar; about 50 s to make).
# TEST_INSTALL_LOG: the chroot's output (default .cache/test-install.log).
# TEST_INSTALL_PORT: the portal's port (default the first free one in 3400-3499).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rootfs_tar=${ROOTFS_TAR:-$repo/.cache/bookworm-minbase.tar}
log=$(realpath -m "${TEST_INSTALL_LOG:-$repo/.cache/test-install.log}")
ready_limit=900 # seconds the README's command may take to a ready portal
readonly CHAIN='cd /root/portal && source scripts/ensure-node.sh && pnpm install && pnpm start'

started=$SECONDS
root=        # the chroot, once made
mounts=()    # what was mounted into it, in mount order
chain_pid=   # the README's command, leader of its own process group
passed=0
failed=0

say() { printf '[%4d s] %s\n' "$((SECONDS - started))" "$*"; }
pass() {
  passed=$((passed + 1))
  say "ok: $*"
}
fail() {
  failed=$((failed + 1))
  say "FAILED: $*"
}

# Runs a command in the chroot with a clean environment: root, nothing
# inherited from this shell; later NAME=value arguments add to it or override.
readonly CLEAN_ENV=(/usr/bin/env -i HOME=/root TERM=dumb
  PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin)
in_chroot() { chroot "$root" "${CLEAN_ENV[@]}" "$@"; }

# --- cleanup: runs on every exit, Ctrl-C included ---------------------------

# Every process whose root is the chroot: the chain's process group, and
# anything in it that left the group (a daemon that called setsid).
kill_chroot_processes() {
  local p
  if [ -n "$chain_pid" ]; then
    kill -KILL -- "-$chain_pid" 2>/dev/null || true
    wait "$chain_pid" 2>/dev/null || true
    chain_pid=
  fi
  for p in /proc/[0-9]*; do
    if [ "$(readlink "$p/root" 2>/dev/null)" = "$root" ]; then
      kill -KILL "${p#/proc/}" 2>/dev/null || true
    fi
  done
}

mounted_under_root() { awk -v r="$root" '$2 == r || index($2, r "/") == 1 { print $2 }' /proc/mounts; }

# Stops everything in the chroot, unmounts what was mounted (newest first) and
# removes it. Returns non-zero when a mount survived; the folder then stays.
teardown() {
  local i t=$SECONDS
  [ -n "$root" ] || return 0
  kill_chroot_processes
  sleep 0.5 # let the killed processes let go of their mounts
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" ||
      echo "test-install: could not unmount ${mounts[i]}" >&2
  done
  mounts=()
  # A mount made just as Ctrl-C came may have missed the list.
  mounted_under_root | sort -r | while read -r mount; do umount -l "$mount" || true; done
  # rm -rf must never reach into a mount that survived (the host's /dev).
  if [ -n "$(mounted_under_root)" ]; then
    echo "test-install: still mounted, $root left in place: $(mounted_under_root | tr '\n' ' ')" >&2
    root=''
    return 1
  fi
  # Deleting a whole installed system takes a minute of disk work: it goes on
  # in the background, under another name, while the caller moves on.
  mv "$root" "$root.removing" && (rm -rf --one-file-system "$root.removing" >/dev/null 2>&1 &)
  root=''
  say "chroot unmounted in $((SECONDS - t)) s, removed in the background"
}

cleanup() {
  local status=$?
  set +e
  trap - EXIT INT TERM
  teardown || status=1
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# --- the fresh machine -------------------------------------------------------

preflight() {
  [ "$(id -u)" = 0 ] || { echo "test-install: needs root (chroot, mount)" >&2; exit 1; }
  local tool
  for tool in git tar curl chroot mount umount setsid; do
    command -v "$tool" >/dev/null 2>&1 || { echo "test-install: needs $tool" >&2; exit 1; }
  done
}

# The first port in 3400-3499 that nothing listens on (the chroot shares the
# host's network).
pick_port() {
  local port
  for port in $(seq 3400 3499); do
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "test-install: no free port in 3400-3499" >&2
  return 1
}

make_chroot() {
  local t=$SECONDS
  if [ -s "$rootfs_tar" ]; then
    say "rootfs: $rootfs_tar"
  else
    say "rootfs: making $rootfs_tar"
    "$repo/scripts/debian-rootfs.sh" "$rootfs_tar"
    say "rootfs made in $((SECONDS - t)) s"
  fi
  root=$(mktemp -d "${TMPDIR:-/tmp}/test-install.XXXXXX")
  chmod 755 "$root" # mktemp's 0700 would lock apt's _apt user out
  tar -C "$root" --numeric-owner -xpf "$rootfs_tar"
  bind /proc proc
  bind /sys sys
  bind /dev dev
  bind /dev/pts dev/pts
  cp -L --remove-destination /etc/resolv.conf "$root/etc/resolv.conf"
  give_tls
  say "chroot ready in $root"
}

bind() {
  mount --bind "$1" "$root/$2"
  mounts+=("$root/$2")
}

# What every machine of this kind has for TLS to the npm registry: the CA
# bundle, the local CAs it was made from, and npm's global config naming it
# (cafile). The local CAs matter: apt's ca-certificates package, which Debian's
# nodejs pulls in, rebuilds the bundle from Mozilla's list and
# /usr/local/share/ca-certificates, and a local CA missing there is dropped.
# Debian's npm reads /etc/npmrc; npm and pnpm running on a node in /usr/local
# read /usr/local/etc/npmrc (they take it from node's prefix).
give_tls() {
  local npmrc cafile
  mkdir -p "$root/etc/ssl/certs" "$root/usr/local/etc" "$root/usr/local/share/ca-certificates"
  cp -L /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  if [ -d /usr/local/share/ca-certificates ]; then
    cp -RL /usr/local/share/ca-certificates/. "$root/usr/local/share/ca-certificates/"
  fi
  npmrc=$(host_npmrc) || {
    say "note: no npm global config on this host; the chroot gets none"
    return 0
  }
  cp -L "$npmrc" "$root/etc/npmrc"
  cp -L "$npmrc" "$root/usr/local/etc/npmrc"
  # A cafile elsewhere than the bundle above goes to the same path inside.
  cafile=$(sed -n 's/^[[:space:]]*cafile[[:space:]]*=[[:space:]]*//p' "$npmrc" | tail -n 1)
  if [ -n "$cafile" ] && [ -f "$cafile" ] && [ ! -e "$root$cafile" ]; then
    mkdir -p "$root$(dirname "$cafile")"
    cp -L "$cafile" "$root$cafile"
  fi
}

# The machine's npm global config. npm names <prefix>/etc/npmrc, from the
# node it runs on; where that node is in a private prefix (.ci/run installs one)
# the file is missing and the machine's own is in the usual places. The
# npm_config_* variables go, as pnpm running this script sets
# npm_config_globalconfig to its own rc file.
host_npmrc() {
  local file
  for file in "$(
    while read -r name; do unset "$name"; done < <(compgen -e | grep -i '^npm_config_')
    npm config get globalconfig 2>/dev/null
  )" /usr/local/etc/npmrc /etc/npmrc; do
    if [ -n "$file" ] && [ -f "$file" ]; then
      echo "$file"
      return 0
    fi
  done
  return 1
}

# The working tree as it is, uncommitted work included, without what git
# ignores (node_modules, build output, data/). Files deleted but not yet
# committed are skipped.
copy_repo() {
  mkdir -p "$root/root/portal"
  (cd "$repo" && git ls-files --cached --others --exclude-standard -z |
    tar --null --ignore-failed-read -T - -cf - 2>/dev/null) |
    tar -C "$root/root/portal" -xf -
  say "working tree copied to /root/portal ($(du -sh "$root/root/portal" | cut -f1))"
}

# --- the README's command ----------------------------------------------------

start_chain() {
  mkdir -p "$(dirname "$log")"
  say "running in the chroot (log: $log): PORT=$port; $CHAIN"
  chain_started=$SECONDS
  # setsid: its own process group, to be stopped as a whole.
  setsid chroot "$root" "${CLEAN_ENV[@]}" PORT="$port" /bin/bash -lc "$CHAIN" </dev/null >"$log" 2>&1 &
  chain_pid=$!
}

# Polls /ready, saying when each phase's last line shows up in the log.
# Sets node_at, install_at and ready_at (seconds after the command started).
wait_ready() {
  node_at='' install_at='' ready_at=''
  local elapsed status
  while :; do
    elapsed=$((SECONDS - chain_started))
    if [ -z "$node_at" ] && grep -qE '^Node\.js v[0-9.]+, pnpm ' "$log"; then
      node_at=$elapsed
      say "node+pnpm in $node_at s: $(grep -m1 -E '^Node\.js v[0-9.]+, pnpm ' "$log")"
    fi
    if [ -z "$install_at" ] && grep -q '^Done in ' "$log"; then
      install_at=$elapsed
      say "pnpm install done ($(grep -m1 '^Done in ' "$log"))"
    fi
    if [ "$(curl -s -o /dev/null -w '%{http_code}' --max-time 5 "$base/ready")" = 200 ]; then
      ready_at=$elapsed
      pass "/ready answered 200 after $ready_at s"
      return 0
    fi
    if ! kill -0 "$chain_pid" 2>/dev/null; then
      wait "$chain_pid" && status=0 || status=$?
      chain_pid=
      fail "the command ended (exit status $status) before /ready answered"
      return 1
    fi
    if [ "$elapsed" -ge "$ready_limit" ]; then
      fail "/ready did not answer 200 within $ready_limit s"
      return 1
    fi
    sleep 2
  done
}

check_portal() {
  local headers body
  headers=$(curl -s -D - -o "$root/index.html" --max-time 20 "$base/" || true)
  if grep -qi '^content-type: text/html' <<<"$headers" && grep -qi '<html' "$root/index.html"; then
    pass "/ answers the web app's HTML"
  else
    fail "/ does not answer HTML: $(head -n 1 <<<"$headers")"
  fi
  # The seeded demo data has an announcement.
  body=$(curl -s --max-time 20 "$base/user/announce" || true)
  if grep -q '"result":1' <<<"$body" && ! grep -q '"data":null' <<<"$body"; then
    pass "GET /user/announce answers the demo announcement"
  else
    fail "GET /user/announce answered: ${body:0:200}"
  fi
}

# SIGTERM to the whole group, as Ctrl-C would; after the server's shutdown
# grace (8 s) and some, SIGKILL.
stop_chain() {
  local i
  kill -TERM -- "-$chain_pid" 2>/dev/null || true
  for ((i = 0; i < 30; i++)); do
    kill -0 -- "-$chain_pid" 2>/dev/null || break
    sleep 0.5
  done
  if kill -0 -- "-$chain_pid" 2>/dev/null; then
    say "the portal outlived SIGTERM by 15 s; killing it"
    kill -KILL -- "-$chain_pid" 2>/dev/null || true
  fi
  wait "$chain_pid" 2>/dev/null || true
  chain_pid=
  say "portal stopped"
}

# --- after the install ---------------------------------------------------------

# A later login shell, which sources nothing of ours, must find both.
check_login_shell() {
  local out major pnpm_path
  # (A login shell takes its PATH from /etc/profile, whatever it was given.)
  out=$(in_chroot /bin/bash -lc \
    'node --version; command -v pnpm && pnpm --version' 2>&1 || true)
  major=$(sed -n 's/^v\([0-9]*\)\..*/\1/p' <<<"$(sed -n 1p <<<"$out")")
  pnpm_path=$(sed -n 2p <<<"$out")
  if [ "$major" = 24 ]; then
    pass "a new login shell runs Node.js 24"
  else
    fail "a new login shell's node: ${out//$'\n'/ | }"
  fi
  if [ -n "$pnpm_path" ] && [ "$(sed -n 3p <<<"$out")" = "$pnpm_version" ]; then
    pass "a new login shell finds pnpm $pnpm_version at $pnpm_path"
  else
    fail "a new login shell's pnpm: ${out//$'\n'/ | }"
  fi
}

# ensure-node.sh's promise: when it cannot install, one line on stderr and a
# non-zero status that stops the `&&` chain. Run in the chroot with Debian's
# node (18, left there by the install) first on PATH and no pnpm, and a prefix
# nobody can write.
check_failure_contract() {
  local status stdout stderr
  stdout=$(in_chroot PATH=/usr/bin:/bin /bin/bash -c \
    'cd /root/portal && NODE_PREFIX=/proc/nope source scripts/ensure-node.sh && echo CHAIN-WENT-ON' \
    2>"$root/stderr.txt") && status=0 || status=$?
  stderr=$(cat "$root/stderr.txt")
  if [ "$status" != 0 ]; then
    pass "ensure-node.sh with NODE_PREFIX=/proc/nope exits $status"
  else
    fail "ensure-node.sh with NODE_PREFIX=/proc/nope exits 0"
  fi
  if [ "$(wc -l <<<"$stderr")" = 1 ] && [[ $stderr == ensure-node:* ]]; then
    pass "it says why in one line: $stderr"
  else
    fail "its stderr is not one 'ensure-node:' line: ${stderr//$'\n'/ | }"
  fi
  if grep -q CHAIN-WENT-ON <<<"$stdout"; then
    fail "the && chain went on after it"
  else
    pass "the && chain stops"
  fi
}

# --- main ----------------------------------------------------------------------

preflight
port=${TEST_INSTALL_PORT:-$(pick_port)}
base=http://127.0.0.1:$port
pnpm_version=$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$repo/package.json")

make_chroot
copy_repo
start_chain
if wait_ready; then
  check_portal
fi
[ -n "$chain_pid" ] && stop_chain
check_login_shell
check_failure_contract

teardown || fail "a mount under the chroot survived unmounting"
total=$((SECONDS - started))
if [ -n "${ready_at:-}" ] && [ -n "${node_at:-}" ] && [ -n "${install_at:-}" ]; then
  echo "fresh install: node+pnpm ${node_at} s, pnpm install $((install_at - node_at)) s," \
    "build and start $((ready_at - install_at)) s, first /ready ${ready_at} s after the command (total ${total} s)"
fi
if [ "$failed" -gt 0 ]; then
  echo "--- last 40 lines of $log"
  tail -n 40 "$log"
fi
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
