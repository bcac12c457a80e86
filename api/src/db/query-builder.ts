import { type Model, type Page, type PartialModelObject, QueryBuilder } from 'objection';

/** The query context key that carries the tenant a TenantModel query is scoped to. */
export const TENANT_ID_CONTEXT = 'tenantId';
/** The query context key of the explicit opt-out of tenant scoping (TenantModel.acrossTenants). */
export const ACROSS_TENANTS_CONTEXT = 'acrossTenants';

/** What the builder needs to know of a model class: the flags BaseModel and TenantModel set. */
interface ScopedModelClass {
  tableName: string;
  name: string;
  softDelete?: boolean;
  tenantScoped?: boolean;
}

/**
 * The query builder of every model. It holds the two scopes that must never be written by hand in a
 * handler (DESIGN.md "API conventions" and "Tenancy"), applied when the query is built, so they also hold
 * for relation fetches (withGraphFetched), counts (page, resultSize) and updates:
 *
 * - soft delete: a model with `static softDelete = true` never sees rows whose deleted_at is set, unless
 *   the query says `.withDeleted()` (or `.onlyDeleted()`); `.softDelete()` and `.restore()` write it;
 * - tenant scope: a TenantModel query must carry a tenant in its context (`Model.forTenant(id, trx)`) and
 *   then reads, updates and deletes only that tenant's rows; without one it fails loudly rather than
 *   reading every tenant (the escape hatch `Model.acrossTenants(trx)` is explicit and greppable).
 */
export class AppQueryBuilder<M extends Model, R = M[]> extends QueryBuilder<M, R> {
  declare ArrayQueryBuilderType: AppQueryBuilder<M, M[]>;
  declare SingleQueryBuilderType: AppQueryBuilder<M, M>;
  declare MaybeSingleQueryBuilderType: AppQueryBuilder<M, M | undefined>;
  declare NumberQueryBuilderType: AppQueryBuilder<M, number>;
  declare PageQueryBuilderType: AppQueryBuilder<M, Page<M>>;

  /** 'exclude' (default): live rows only; 'include': all rows; 'only': deleted rows only. */
  #deletedRows: 'exclude' | 'include' | 'only' = 'exclude';

  constructor(...args: unknown[]) {
    // @ts-expect-error Objection's typings declare no constructor; the runtime one takes the model class.
    super(...args);
    this.onBuild((builder) => (builder as AppQueryBuilder<M, R>).#applyScopes());
  }

  /** Copies the soft-delete choice too: page() and resultSize() count on a clone. */
  override clone(): this {
    const copy = super.clone();
    copy.#deletedRows = this.#deletedRows;
    return copy;
  }

  /** Lets soft-deleted rows through (admin lists, restore). Applies to this query, not to its relations. */
  withDeleted(): this {
    this.#deletedRows = 'include';
    return this;
  }

  /** Only soft-deleted rows (a trash list). */
  onlyDeleted(): this {
    this.#deletedRows = 'only';
    return this;
  }

  /** Only soft-deleted rows when `deleted` is set: one finder serves a route and its restore. */
  onlyDeletedIf(deleted: boolean | undefined): this {
    return deleted ? this.onlyDeleted() : this;
  }

  /** Sets deleted_at on the matched live rows; answers how many were deleted (0: none matched → 404). */
  softDelete(): AppQueryBuilder<M, number> {
    this.#assertSoftDeletable('softDelete');
    return this.patch({ deletedAt: new Date() } as unknown as PartialModelObject<M>) as AppQueryBuilder<
      M,
      number
    >;
  }

  /** Clears deleted_at on the matched deleted rows; answers how many were restored. */
  restore(): AppQueryBuilder<M, number> {
    this.#assertSoftDeletable('restore');
    this.#deletedRows = 'only';
    return this.patch({ deletedAt: null } as unknown as PartialModelObject<M>) as AppQueryBuilder<M, number>;
  }

  #modelClass(): ScopedModelClass {
    return this.modelClass() as unknown as ScopedModelClass;
  }

  #assertSoftDeletable(operation: string): void {
    const modelClass = this.#modelClass();
    if (!modelClass.softDelete) {
      throw new Error(`${operation}(): ${modelClass.name} is not soft-deletable (static softDelete = true)`);
    }
  }

  #applyScopes(): void {
    // A partial builder is a `.where((group) => ...)` group inside a query that gets the scopes itself.
    if (this.isInsert() || (this as unknown as { isPartial(): boolean }).isPartial()) return;
    const modelClass = this.#modelClass();
    const table = this.tableRefFor(this.modelClass());
    if (modelClass.softDelete) {
      if (this.#deletedRows === 'exclude') this.whereNull(`${table}.deletedAt`);
      if (this.#deletedRows === 'only') this.whereNotNull(`${table}.deletedAt`);
    }
    if (modelClass.tenantScoped) {
      const context = this.context() as Record<string, unknown>;
      const tenantId = context[TENANT_ID_CONTEXT];
      if (typeof tenantId === 'string') {
        this.where(`${table}.tenantId`, tenantId);
      } else if (context[ACROSS_TENANTS_CONTEXT] !== true) {
        throw new Error(
          `${modelClass.name} is tenant-owned: query it through ${modelClass.name}.forTenant(tenantId, trx)`,
        );
      }
    }
  }
}
