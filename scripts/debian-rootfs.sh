#!/usr/bin/env bash
# `scripts/debian-rootfs.sh FILE`: writes FILE, a tarball of a minimal Debian
# bookworm (debootstrap's minbase variant) fetched from the Debian mirror apt
# is configured with. Both the local Docker base images
# (scripts/docker-base-images.sh) and the fresh-machine install test
# (scripts/test-install.sh) start from it; an existing FILE is kept.
# Needs root (debootstrap) and installs debootstrap when it is missing.
set -euo pipefail
out=${1:?usage: scripts/debian-rootfs.sh FILE}
[ -s "$out" ] && exit 0
[ "$(id -u)" = 0 ] || { echo "debian-rootfs: debootstrap needs root" >&2; exit 1; }

mirror=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 2>/dev/null | awk '$2 == "bookworm" { print $1; exit }')
if [ -z "$mirror" ]; then
  apt-get update -qq
  mirror=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' | awk '$2 == "bookworm" { print $1; exit }')
fi
[ -n "$mirror" ] || { echo "debian-rootfs: apt has no bookworm mirror configured" >&2; exit 1; }
if ! command -v debootstrap >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi

started=$SECONDS
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
echo "debian-rootfs: debootstrap --variant=minbase bookworm from $mirror"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.log" 2>&1 || {
  tail -n 20 "$root.log" >&2
  exit 1
}
rm -f "$root.log"
# What a container or a chroot never needs: the package lists (apt-get update
# fetches them again) and the downloaded packages.
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/cache/apt/archives/*.deb
mkdir -p "$(dirname "$out")"
tar -C "$root" --numeric-owner -cf "$out.part" .
mv "$out.part" "$out"
echo "debian-rootfs: $(du -h "$out" | cut -f1) in $((SECONDS - started)) s"
