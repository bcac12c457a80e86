import type { MeetingProvider, TenantPlan } from '@exceed/contract';
import type { QueryBuilder } from 'objection';
import { BaseModel } from '../db/base-model.ts';

/**
 * A tenant (Team). Not itself tenant-owned: it is the tenant. Soft-deletable (SPEC.md §4). The Identity
 * feature adds members and relations.
 */
/** A team's registration for tax as stored (tenants.tax_registration); {} when it is not registered. */
export interface StoredTaxRegistration {
  country?: string | null;
  taxId?: string | null;
  pricesIncludeTax?: boolean;
  defaultRate?: number | null;
  /** Rates by buyer country. */
  rates?: Record<string, number>;
}

export class Tenant extends BaseModel {
  static override tableName = 'tenants';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['taxRegistration'];
  }

  declare name: string;
  declare slug: string;
  declare email: string | null;
  declare domain: string | null;
  declare plan: TenantPlan;
  /** How its online sessions get a meeting link: a Jitsi Meet room each, or each coach's own. */
  declare meetingProvider: MeetingProvider;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;
  /** Set while the platform has suspended the team (docs/decisions/0067-suspension.md). */
  declare suspendedAt: Date | null;
  declare taxRegistration: StoredTaxRegistration;

  static override modifiers = {
    /** The tenant an X-Team header names: slugs match whatever their case (as the unique index does). */
    bySlug(query: QueryBuilder<Tenant>, slug: string) {
      query.whereRaw('lower(slug) = lower(?)', [slug]);
    },
  };
}
