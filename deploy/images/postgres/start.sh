#!/bin/sh
# Makes the cluster and the woohoo database on first start (the password from the file
# POSTGRES_PASSWORD_FILE, a secret), then runs PostgreSQL in the foreground for the compose network.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD_FILE:?POSTGRES_PASSWORD_FILE names the password file (a secret)}"
  initdb -D "$PGDATA" -U woohoo --auth-host=scram-sha-256 --auth-local=trust --pwfile="$POSTGRES_PASSWORD_FILE" >/dev/null
  # Any address of the private network, with the password; the socket (in /tmp, inside this
  # container only) without.
  echo 'host all all 0.0.0.0/0 scram-sha-256' >>"$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -c unix_socket_directories=/tmp" -w start >/dev/null
  createdb -h /tmp -U woohoo woohoo
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/tmp
