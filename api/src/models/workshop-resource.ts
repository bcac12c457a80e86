import type { ResourceType } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/** Material of a workshop: a file, link, video, document, agent or bundle (SPEC.md §3). Soft-deletable. */
export class WorkshopResource extends TenantModel {
  static override tableName = 'workshop_resources';
  static override softDelete = true;

  declare workshopId: string;
  declare title: string;
  declare description: string | null;
  declare type: ResourceType;
  declare url: string | null;
  declare filePath: string | null;
  declare fileSize: number | null;
  declare fileType: string | null;
  /** The uploaded file behind filePath, when the coach uploaded one. */
  declare fileId: string | null;
  declare sortOrder: number;
  declare isVisible: boolean;
  declare isBroadcast: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;
}
