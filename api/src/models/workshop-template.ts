import type { ContentStatus, SkillLevel } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/** A reusable outline a workshop starts from (SPEC.md §3). Tenant-owned, soft-deletable. */
export class WorkshopTemplate extends TenantModel {
  static override tableName = 'workshop_templates';
  static override softDelete = true;

  declare title: string;
  declare slug: string;
  declare description: string | null;
  declare image: string | null;
  declare video: string | null;
  declare level: SkillLevel;
  /** Price in minor units of `currency` (the API shows decimals). */
  declare priceMinor: number;
  declare currency: string;
  declare status: ContentStatus;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;
}
