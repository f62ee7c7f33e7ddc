#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: installs Debian's `postgresql` when it is
# missing, creates a scratch cluster listening on 127.0.0.1 on a free port, exports DATABASE_URL,
# runs the command, then stops and removes the cluster.
#   usage: scripts/with-postgres.sh <command> [args…]
set -euo pipefail

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PGBIN=$(find_bin)
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL not found; installing the Debian package 'postgresql'…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PGBIN=$(find_bin)
fi

PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
DIR=$(mktemp -d /tmp/abasto-pg-XXXXXX)
RUNAS=()
if [ "$(id -u)" -eq 0 ]; then
  # initdb refuses to run as root: the cluster belongs to the postgres user.
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$DIR" postgres
  chown postgres "$DIR"
  RUNAS=(runuser -u postgres --)
fi

cleanup() {
  "${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT

"${RUNAS[@]}" "$PGBIN/initdb" -D "$DIR/data" -U abasto --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUNAS[@]}" "$PGBIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=off -c max_connections=200" start >/dev/null
"$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U abasto abasto

export DATABASE_URL="postgres://abasto@127.0.0.1:$PORT/abasto"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT"
"$@"
