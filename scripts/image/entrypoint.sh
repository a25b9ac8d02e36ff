#!/bin/sh
# The image's one entrypoint. PROCESS_ROLE (or the first argument) picks what the container is:
#   api | worker | all  the server in that role (config/config-types.ts "role")
#   migrate             applies the database migrations once and exits (a release's migration job)
#   operator ...        the operator's command line (npm run operator), the rest are its arguments
#   preflight           checks the production configuration and exits (npm run preflight)
set -eu
role="${1:-${PROCESS_ROLE:-api}}"
[ "$#" -gt 0 ] && shift
server=/app/apps/server/dist
case "$role" in
  api | worker | all)
    export PROCESS_ROLE="$role"
    exec node --enable-source-maps "$server/main.mjs" ;;
  migrate)
    exec node --enable-source-maps "$server/migrate.mjs" ;;
  operator)
    exec node --enable-source-maps "$server/operator.mjs" "$@" ;;
  preflight)
    exec node --enable-source-maps "$server/preflight.mjs" ;;
  *)
    echo "entrypoint: unknown role '$role' (api, worker, all, migrate, operator or preflight)" >&2
    exit 64 ;;
esac
