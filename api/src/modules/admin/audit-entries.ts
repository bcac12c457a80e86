import { auditEntryQuerySchema, auditEntrySchema, pageEnvelope } from '@exceed/contract';
import { scheduleGraphModifiers } from '../../bookings/schedule-graph.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { isoDate, presentPage } from '../../http/presenter.ts';
import { AuditEntry } from '../../models/audit-entry.ts';
import { adminAccess, tags } from './admin-access.ts';

const presentAuditEntry = (entry: AuditEntry) => ({
  id: entry.id,
  action: entry.action,
  subjectKind: entry.subjectKind,
  subjectId: entry.subjectId,
  before: entry.before,
  after: entry.after,
  actor: entry.actor
    ? { id: entry.actor.id, username: entry.actor.username, email: entry.actor.email }
    : null,
  createdAt: isoDate(entry.createdAt),
});

/** GET /v1/admin/audit-entries: the audit log, newest first, filtered by action, actor, subject and days. */
export const listAuditEntries = defineRoute({
  method: 'get',
  path: '/admin/audit-entries',
  summary: 'List the audit log of administrative changes',
  tags,
  before: adminAccess,
  request: { query: auditEntryQuerySchema },
  responses: { 200: pageEnvelope(auditEntrySchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { action, actorId, subjectKind, subjectId, from, to, ...page } = ctx.state.input.query;
    // The actor is shown even when their account was deleted since.
    const query = AuditEntry.query(ctx.state.trx)
      .withGraphFetched('actor(withDeleted)')
      .modifiers(scheduleGraphModifiers)
      .orderBy([{ column: 'audit_entries.createdAt', order: 'desc' }, { column: 'audit_entries.id' }]);
    if (action) query.where('action', action);
    if (actorId) query.where('actorId', actorId);
    if (subjectKind) query.where('subjectKind', subjectKind);
    if (subjectId) query.where('subjectId', subjectId);
    if (from) query.where('audit_entries.createdAt', '>=', `${from}T00:00:00Z`);
    if (to) query.whereRaw(`audit_entries.created_at < (?::date + 1)`, [to]);
    return presentPage(await paginate(query, page), presentAuditEntry);
  },
});
