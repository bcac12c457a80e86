#!/bin/sh
# Restores a backup of scripts/backup.sh: scripts/restore.sh BACKUP_FILE DATABASE_URL
#
# Replaces what the backup holds in the database at DATABASE_URL (an empty one, or the damaged one with the
# API stopped), in one transaction: it all comes back or nothing changes. The URL is never taken from the
# environment, so a restore over the live database is always written out on purpose.
set -eu

if [ "$#" -ne 2 ]; then
  echo "Usage: scripts/restore.sh BACKUP_FILE DATABASE_URL" >&2
  exit 1
fi
if [ ! -f "$1" ]; then
  echo "No backup at $1" >&2
  exit 1
fi
# --no-owner: the tables belong to whoever restores, as the restored database's user may have another name.
pg_restore --clean --if-exists --no-owner --single-transaction --exit-on-error --dbname="$2" "$1"
echo "restored $1"
