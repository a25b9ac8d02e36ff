#!/usr/bin/env bash
# Makes the local base images when podman lacks them: no image registry is reachable here, so
# docker.io/library/node:20-bookworm-slim is Debian bookworm (debootstrap, minbase) with this
# machine's Node and npm, and docker.io/library/debian:bookworm-slim the same without Node (the
# base of deploy/images/*: PostgreSQL, Redis, nginx). The root file system is cached under WOOHOO_BASE_DIR (/var/tmp/woohoo-base), so a
# second run only imports it (seconds), and a run with the image present does nothing.
set -euo pipefail
source "$(dirname "$0")/podman-env.sh"
BASE_IMAGE="${BASE_IMAGE:-docker.io/library/node:20-bookworm-slim}"
DEBIAN_IMAGE="${DEBIAN_IMAGE:-docker.io/library/debian:bookworm-slim}"
BASE_DIR="${WOOHOO_BASE_DIR:-/var/tmp/woohoo-base}"
MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

# Node's C headers sit where the official node images keep them (/usr/local/include/node), so the
# build stage compiles native addons (pkcs11js) offline: node-gyp would otherwise download them.
# A base image made before the headers were in it is made again.
if podman image exists "$BASE_IMAGE" &&
  ! podman run --rm --network none --entrypoint /usr/bin/test "$BASE_IMAGE" -f /usr/local/include/node/node.h; then
  echo "base image $BASE_IMAGE: lacks Node's headers, importing it again"
  podman rmi -f "$BASE_IMAGE" >/dev/null
fi
if podman image exists "$BASE_IMAGE" && podman image exists "$DEBIAN_IMAGE"; then
  echo "base images $BASE_IMAGE, $DEBIAN_IMAGE: present"
  exit 0
fi

rootfs="$BASE_DIR/rootfs"
if [ ! -f "$rootfs/.woohoo-complete" ]; then
  echo "base image: debootstrap bookworm (minbase) into $rootfs"
  rm -rf "$rootfs.partial"
  mkdir -p "$BASE_DIR"
  debootstrap --variant=minbase bookworm "$rootfs.partial" "$MIRROR" >"$BASE_DIR/debootstrap.log" 2>&1 ||
    { tail -20 "$BASE_DIR/debootstrap.log"; exit 1; }
  # Node is the machine's (the version the repository is tested with), npm beside it for the build
  # stage; apt's lists and caches are not needed in an image.
  install -m 0755 "$(command -v node)" "$rootfs.partial/usr/local/bin/node"
  mkdir -p "$rootfs.partial/usr/local/lib/node_modules"
  cp -a "$(dirname "$(readlink -f "$(command -v npm)")")/.." "$rootfs.partial/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs.partial/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs.partial/usr/local/bin/npx"
  rm -rf "$rootfs.partial"/var/lib/apt/lists/* "$rootfs.partial"/var/cache/apt/*.bin \
    "$rootfs.partial"/var/cache/apt/archives/*.deb "$rootfs.partial"/usr/share/doc/* \
    "$rootfs.partial"/usr/share/man/*
  touch "$rootfs.partial/.woohoo-complete"
  rm -rf "$rootfs"
  mv "$rootfs.partial" "$rootfs"
fi
node_headers="$(dirname "$(dirname "$(readlink -f "$(command -v node)")")")/include/node"
if [ ! -f "$rootfs/usr/local/include/node/node.h" ]; then
  [ -f "$node_headers/node.h" ] || { echo "no Node headers at $node_headers"; exit 1; }
  mkdir -p "$rootfs/usr/local/include"
  cp -a "$node_headers" "$rootfs/usr/local/include/node"
fi
importing() {
  local image="$1"
  shift
  echo "base image: importing $rootfs as $image"
  tar -C "$rootfs" --exclude=./.woohoo-complete "$@" -c . |
    podman import --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' - "$image" >/dev/null
}
if ! podman image exists "$BASE_IMAGE"; then
  importing "$BASE_IMAGE"
fi
if ! podman image exists "$DEBIAN_IMAGE"; then
  importing "$DEBIAN_IMAGE" --exclude=./usr/local/bin/node --exclude=./usr/local/include/node \
    --exclude=./usr/local/bin/npm --exclude=./usr/local/bin/npx --exclude=./usr/local/lib/node_modules
fi
echo "base images $BASE_IMAGE, $DEBIAN_IMAGE: ready"
