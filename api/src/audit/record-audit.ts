import type { Knex } from 'knex';
import type { Context } from 'koa';
import { AuditEntry } from '../models/audit-entry.ts';
import { actorOf } from '../policies/actor.ts';

/** What changed: `<kind>.<verb>` on one record, and that record as the API shows it before and after. */
export interface AuditChange {
  action: string;
  subjectKind: string;
  subjectId: string;
  before?: object | null;
  after?: object | null;
}

/**
 * Writes the audit row of an administrative change in the change's own transaction (`trx`), so the change and
 * its row commit or roll back together. Only a super-admin's changes are administrative: the same route
 * called by a team owner or by a user on their own account records nothing
 * (docs/decisions/0066-the-admin-api.md). A change that must be accounted for whoever makes it (a booking
 * confirmed without being paid through Exceed) says `whoever: true`. Call it after the change, once
 * `after` is known.
 */
export async function recordAudit(
  trx: Knex.Transaction,
  ctx: Context,
  change: AuditChange,
  options: { whoever?: boolean } = {},
): Promise<void> {
  const actor = await actorOf(ctx, trx);
  if (!actor.superAdmin && !options.whoever) return;
  await insertEntry(trx, actor.user.id, change);
}

/**
 * The audit row of a change made by an operator's command (api/src/operator/): someone with the server's
 * shell, who is no account, so the row has no actor.
 */
export async function recordOperatorAudit(trx: Knex.Transaction, change: AuditChange): Promise<void> {
  await insertEntry(trx, null, change);
}

async function insertEntry(trx: Knex.Transaction, actorId: string | null, change: AuditChange) {
  await AuditEntry.query(trx).insert({
    actorId,
    action: change.action,
    subjectKind: change.subjectKind,
    subjectId: change.subjectId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}

/** A plain JSON copy (dates as ISO text), so later changes of the object do not reach the row. */
const snapshot = (value: object | null | undefined): Record<string, unknown> | null =>
  value ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : null;
