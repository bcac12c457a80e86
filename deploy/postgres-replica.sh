#!/bin/sh
# The read replica of compose (`docker compose --profile replica`): on an empty volume, a copy of the
# primary (pg_basebackup; -R makes it a standby streaming from it), then PostgreSQL on that copy. Later
# starts find the copy and only start. docs/deploying.md, "A read replica".
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_basebackup -h postgres -U "$POSTGRES_USER" -D "$PGDATA" -R -X stream -c fast; do
    echo "the primary is not ready for a base backup; trying again" >&2
    rm -rf "${PGDATA:?}"/*
    sleep 2
  done
  chmod 0700 "$PGDATA"
fi
exec postgres
