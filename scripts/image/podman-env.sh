# Sourced by the image scripts: podman with this repository's containers.conf.
export CONTAINERS_CONF="${CONTAINERS_CONF:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/containers.conf}"
