import {
  dataEnvelope,
  pageEnvelope,
  trashItemSchema,
  trashParamsSchema,
  trashQuerySchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { recordAudit } from '../../audit/record-audit.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { isoDate } from '../../http/presenter.ts';
import { adminAccess, tags } from './admin-access.ts';
import { TRASH } from './trash-kinds.ts';

/** The deleted rows of a kind as trash items, newest deletion first; `id` narrows to one. */
function trashQuery(trx: Knex, kind: keyof typeof TRASH, id?: string) {
  const rule = TRASH[kind];
  const query = trx({ x: rule.table }).whereNotNull('x.deleted_at');
  if (id) query.where('x.id', id);
  return { rule, query };
}

/** The columns of a trash item: id, label, deletion time and, for a team's record, the team. */
function selectItems(trx: Knex, rule: (typeof TRASH)[keyof typeof TRASH], query: Knex.QueryBuilder) {
  query.select('x.id', trx.raw(`${rule.label} as label`), 'x.deleted_at');
  if (rule.tenantOwned) {
    query
      .leftJoin({ t: 'tenants' }, 't.id', 'x.tenant_id')
      .select({ tenant_id: 't.id', tenant_name: 't.name', tenant_slug: 't.slug' });
  }
  return query;
}

const presentItem = (kind: keyof typeof TRASH) => (row: Record<string, unknown>) => ({
  id: String(row.id),
  kind,
  label: String(row.label ?? row.id),
  deletedAt: isoDate(row.deletedAt as Date),
  tenant: row.tenantId
    ? { id: String(row.tenantId), name: String(row.tenantName), slug: String(row.tenantSlug) }
    : null,
});

async function trashItems(trx: Knex, kind: keyof typeof TRASH, page: number, perPage: number) {
  const { rule, query } = trashQuery(trx, kind);
  const total = Number((await query.clone().count({ count: '*' }).first())?.count ?? 0);
  const rows = await selectItems(trx, rule, query)
    .orderBy([{ column: 'x.deleted_at', order: 'desc' }, { column: 'x.id' }])
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: (rows as Record<string, unknown>[]).map(presentItem(kind)),
    meta: { currentPage: page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/** GET /v1/admin/trash?kind=: the soft-deleted records of one kind (SPEC.md §4), newest deletion first. */
export const listTrash = defineRoute({
  method: 'get',
  path: '/admin/trash',
  summary: 'List soft-deleted records of one kind',
  tags,
  before: adminAccess,
  request: { query: trashQuerySchema },
  responses: { 200: pageEnvelope(trashItemSchema) },
  errors: [401, 403],
  transaction: true,
  handler: async (ctx) => {
    const { kind, page, perPage } = ctx.state.input.query;
    return trashItems(ctx.state.trx, kind, page, perPage);
  },
});

/**
 * POST /v1/admin/trash/:kind/:id/restore: brings a deleted record back through its kind's own restore
 * rules (trash-kinds.ts), with an audit row. A record that is not in the trash is a 404.
 */
export const restoreFromTrash = defineRoute({
  method: 'post',
  path: '/admin/trash/:kind/:id/restore',
  summary: 'Restore a soft-deleted record',
  tags,
  before: adminAccess,
  request: { params: trashParamsSchema },
  responses: { 200: dataEnvelope(trashItemSchema) },
  errors: [401, 403, 404, 409, 419],
  transaction: true,
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const { kind, id } = ctx.state.input.params;
    const { rule, query } = trashQuery(trx, kind, id);
    const [row] = (await selectItems(trx, rule, query)) as Record<string, unknown>[];
    if (!row) throw notFound();
    const before = presentItem(kind)(row);
    await rule.restore(trx, id);
    await recordAudit(trx, ctx, {
      action: `${rule.subjectKind}.restore`,
      subjectKind: rule.subjectKind,
      subjectId: id,
      before,
      after: { deletedAt: null },
    });
    return { data: before };
  },
});
