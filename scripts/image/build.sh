#!/usr/bin/env bash
# Builds the product image (Dockerfile at the repository root) with podman, after making the local
# base image if podman lacks it (make-base.sh). IMAGE names the result (default woohoo:local).
# Docker format, so the HEALTHCHECK is kept (OCI images have no field for it).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/podman-env.sh"
IMAGE="${IMAGE:-localhost/woohoo:local}"
"$here/make-base.sh"
cd "$here/../.."
# The CA npm trusts on this machine (a TLS-inspecting proxy's), handed to the build stage's `npm ci`.
cafile="${NPM_CAFILE:-${NODE_EXTRA_CA_CERTS:-$(npm config get cafile 2>/dev/null || true)}}"
secret=()
if [ -n "$cafile" ] && [ "$cafile" != "null" ] && [ -f "$cafile" ]; then
  secret=(--secret "id=npm_cafile,src=$cafile")
fi
podman build --pull=never --network host --format docker --layers "${secret[@]}" \
  ${VERSION:+--label org.opencontainers.image.version="$VERSION"} \
  -t "$IMAGE" -f Dockerfile .
echo "image $IMAGE built"
