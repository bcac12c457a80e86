import type { CancellationTier, ContentStatus, ReminderHours } from '@exceed/contract';
import type { Pojo, RelationMappings } from 'objection';
import { TenantModel } from '../db/tenant-model.ts';
import type { PriceTiers } from '../pricing/price-tiers.ts';
import { Tag } from './tag.ts';
import { User } from './user.ts';
import { WorkshopResource } from './workshop-resource.ts';
import { WorkshopSchedule } from './workshop-schedule.ts';
import { WorkshopTemplate } from './workshop-template.ts';

/** A workshop a coach runs (SPEC.md §3); its schedules are the bookable dates. Tenant-owned, soft-deletable. */
export class Workshop extends TenantModel {
  static override tableName = 'workshops';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['cancellationPolicy', 'reminderHours', 'priceTiers'];
  }

  declare workshopTemplateId: string | null;
  declare coachId: string;
  declare title: string;
  declare slug: string;
  declare description: string | null;
  declare image: string | null;
  /** The placeholder of `image` when it is a stored picture (workshops/cover-image.ts); else null. */
  declare imagePlaceholder: string | null;
  declare video: string | null;
  /** Price of one seat in minor units of `currency`. */
  declare priceMinor: number;
  declare currency: string;
  /** Early-bird and group prices beside priceMinor (pricing/price-tiers.ts). */
  declare priceTiers: PriceTiers;
  declare minSeats: number;
  /** The capacity of each of its schedules (DESIGN.md "Money and seats"). */
  declare maxSeats: number;
  /** The most seats one booking may take; null: maxSeats (bookings/booking-limits.ts). */
  declare maxSeatsPerBooking: number | null;
  /** How long a waitlist offer of its sessions' freed seats lasts (never past the start). */
  declare waitlistOfferHours: number;
  declare inviteePayHours: number;
  declare status: ContentStatus;
  /** Refund tiers of a client's cancellation, longest notice first (contract: cancellation-policy.ts). */
  declare cancellationPolicy: CancellationTier[];
  /** Hours before each of its sessions that attendees are reminded (notifications/reminders.ts). */
  declare reminderHours: ReminderHours[];
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  declare template?: WorkshopTemplate | null;
  declare coach?: User;
  declare resources?: WorkshopResource[];
  declare schedules?: WorkshopSchedule[];
  declare tags?: Tag[];

  /**
   * search_vector is PostgreSQL's (a generated column the marketplace's search reads, migration
   * 20251212000000): it never enters the model, so no copy or update of a workshop ever writes it.
   */
  override $parseDatabaseJson(json: Pojo): Pojo {
    const { searchVector: _searchVector, ...rest } = super.$parseDatabaseJson(json);
    return rest;
  }

  static override relationMappings = (): RelationMappings => ({
    template: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: WorkshopTemplate,
      join: { from: 'workshops.workshopTemplateId', to: 'workshop_templates.id' },
    },
    coach: {
      relation: TenantModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'workshops.coachId', to: 'users.id' },
    },
    resources: {
      relation: TenantModel.HasManyRelation,
      modelClass: WorkshopResource,
      join: { from: 'workshops.id', to: 'workshop_resources.workshopId' },
    },
    schedules: {
      relation: TenantModel.HasManyRelation,
      modelClass: WorkshopSchedule,
      join: { from: 'workshops.id', to: 'workshop_schedules.workshopId' },
    },
    // Tags are shared by every tenant; the link rows are the workshop's, so the join goes through the
    // workshop's whole key (tenant_id, id): a fetch can never pick up another tenant's link rows. Links
    // are written with plain knex (modules/workshops/workshop-tags.ts), never through this relation.
    tags: {
      relation: TenantModel.ManyToManyRelation,
      modelClass: Tag,
      join: {
        from: ['workshops.tenantId', 'workshops.id'],
        through: {
          from: ['workshop_tags.tenantId', 'workshop_tags.workshopId'],
          to: 'workshop_tags.tagId',
        },
        to: 'tags.id',
      },
    },
  });
}
