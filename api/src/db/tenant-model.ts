import type { ModelClass, ModelConstructor, ModelOptions, QueryContext, TransactionOrKnex } from 'objection';
import { BaseModel } from './base-model.ts';
import { ACROSS_TENANTS_CONTEXT, TENANT_ID_CONTEXT } from './query-builder.ts';

/**
 * The base of every tenant-owned model (DESIGN.md "Tenancy"): its table carries tenant_id, its key leads
 * with it (db/migration-helpers.ts addTenantKey) and it is only queried through a scoped entry point:
 *
 *   await Booking.forTenant(ctx.state.tenant.id, trx).where('status', 'PENDING');
 *   await Booking.forTenant(tenantId, trx).insert({ ... }); // tenantId filled in
 *
 * The scope lives here and in AppQueryBuilder, not in handlers, because one forgotten `where tenant_id`
 * leaks one team's data to another. Plain `Booking.query()` fails when executed. Relation fetches from a
 * scoped query inherit its tenant; instance queries (`booking.$query(trx)`) use the instance's tenant.
 * Cross-tenant reads (the public marketplace, "my bookings wherever I booked") say so with
 * `acrossTenants(trx)`.
 */
export class TenantModel extends BaseModel {
  static tenantScoped = true;

  declare tenantId: string;

  /** The only everyday way to query a tenant-owned table: reads, updates and deletes of one tenant. */
  static forTenant<M extends TenantModel>(
    this: ModelConstructor<M>,
    tenantId: string,
    trx: TransactionOrKnex,
  ): M['QueryBuilderType'] {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass (Note.forTenant queries notes).
    return (this as ModelClass<M>).query(trx).context({ [TENANT_ID_CONTEXT]: tenantId });
  }

  /** Deliberately unscoped: every tenant's rows. Only for public listings and per-user views across teams. */
  static acrossTenants<M extends TenantModel>(
    this: ModelConstructor<M>,
    trx: TransactionOrKnex,
  ): M['QueryBuilderType'] {
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass, as in forTenant.
    return (this as ModelClass<M>).query(trx).context({ [ACROSS_TENANTS_CONTEXT]: true });
  }

  /** `instance.$query(trx)` stays within the instance's own tenant. */
  override $query(trx?: TransactionOrKnex) {
    return super.$query(trx).context({ [TENANT_ID_CONTEXT]: this.tenantId });
  }

  override $beforeInsert(queryContext: QueryContext): void {
    super.$beforeInsert(queryContext);
    const scoped = queryContext[TENANT_ID_CONTEXT] as string | undefined;
    if (scoped === undefined) return;
    if (this.tenantId !== undefined && this.tenantId !== scoped) {
      throw new Error(
        `${this.constructor.name}: insert for tenant ${this.tenantId} through another tenant's scope`,
      );
    }
    this.tenantId = scoped;
  }

  override $beforeUpdate(options: ModelOptions, queryContext: QueryContext): void {
    super.$beforeUpdate(options, queryContext);
    const scoped = queryContext[TENANT_ID_CONTEXT] as string | undefined;
    if (this.tenantId !== undefined && this.tenantId !== scoped) {
      throw new Error(`${this.constructor.name}: a row cannot move to another tenant`);
    }
  }
}
