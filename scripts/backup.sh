#!/bin/sh
# One backup of the database: DATABASE_URL=postgres://… BACKUP_DIR=/backups [BACKUP_KEEP=14] scripts/backup.sh
#
# Writes BACKUP_DIR/exceed-<UTC time>.dump (pg_dump's custom format, which scripts/restore.sh reads) and
# keeps the newest BACKUP_KEEP of them. compose.yaml's backup service runs it daily; docs/deploying.md
# (Backups) and docs/decisions/0089-backups.md say why this way. Prints the file it wrote.
set -eu

if [ -z "${DATABASE_URL:-}" ] || [ -z "${BACKUP_DIR:-}" ]; then
  echo "Set DATABASE_URL (the database to back up) and BACKUP_DIR (the folder of the backups)" >&2
  exit 1
fi
keep="${BACKUP_KEEP:-14}"
case "$keep" in
  '' | *[!0-9]* | 0)
    echo "BACKUP_KEEP must be a whole number above 0 (got \"$keep\")" >&2
    exit 1
    ;;
esac

mkdir -p "$BACKUP_DIR"
file="$BACKUP_DIR/exceed-$(date -u +%Y%m%dT%H%M%SZ).dump"
# Dumped under another name and renamed once whole: a dump cut short is never taken for the newest backup,
# nor does it push a good one out.
pg_dump --format=custom --file="$file.partial" "$DATABASE_URL"
mv "$file.partial" "$file"

# The names sort by time: everything after the newest $keep goes.
ls -1 "$BACKUP_DIR" | grep -E '^exceed-[0-9]{8}T[0-9]{6}Z\.dump$' | sort -r | tail -n "+$((keep + 1))" |
  while read -r old; do rm -f "$BACKUP_DIR/$old"; done
echo "$file"
