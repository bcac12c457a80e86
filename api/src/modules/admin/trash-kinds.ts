import type { TrashKind } from '@exceed/contract';
import type { Knex } from 'knex';
import { lockBooking } from '../../bookings/lock-booking.ts';
import { bringBackBooking, bringBackBookingSeat } from '../../bookings/restore-records.ts';
import type { TenantModel } from '../../db/tenant-model.ts';
import { Booking } from '../../models/booking.ts';
import { BookingSeat } from '../../models/booking-seat.ts';
import { JobPosting } from '../../models/job-posting.ts';
import { Tenant } from '../../models/tenant.ts';
import { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopResource } from '../../models/workshop-resource.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { WorkshopTemplate } from '../../models/workshop-template.ts';

/** What the trash knows of a kind: its table, how to name a row, and how to bring one back. */
interface TrashKindRule {
  table: string;
  /** The audit log's subject kind of a restore. */
  subjectKind: string;
  /** SQL naming a row of `x` (the table's alias) for a person. */
  label: string;
  /** Whether the rows belong to a team (tenant_id). */
  tenantOwned: boolean;
  /** Brings the deleted row back as its own restore route does, minus the route's who-may check. */
  restore: (trx: Knex.Transaction, id: string) => Promise<void>;
}

/** A deleted row of a team-owned model, restored in its own team (404 when there is none). */
const restoreTenantOwned = (model: typeof TenantModel) => async (trx: Knex.Transaction, id: string) => {
  const row = await model.acrossTenants(trx).onlyDeleted().findById(id).throwIfNotFound();
  await model.forTenant(row.tenantId, trx).findById(id).restore();
};

/**
 * The kinds of SPEC.md §4's soft-deleted records, one place: GET /v1/admin/trash lists by it and
 * POST /v1/admin/trash/:kind/:id/restore dispatches through it. Bookings and booking seats go through
 * their domain's restore (bookings/restore-records.ts): seats are taken again, limits are checked.
 */
export const TRASH: Record<TrashKind, TrashKindRule> = {
  bookings: {
    table: 'bookings',
    subjectKind: 'booking',
    label: "(select u.email from users u where u.id = x.user_id) || ' · ' || x.seats || ' seat(s)'",
    tenantOwned: true,
    restore: async (trx, id) => {
      await lockBooking(trx, id);
      const booking = await Booking.acrossTenants(trx).onlyDeleted().findById(id).throwIfNotFound();
      await bringBackBooking(trx, booking);
    },
  },
  'booking-seats': {
    table: 'booking_seats',
    subjectKind: 'booking-seat',
    label: 'coalesce(x.email, (select u.email from users u where u.id = x.user_id), x.id::text)',
    tenantOwned: true,
    restore: async (trx, id) => {
      const seat = await BookingSeat.acrossTenants(trx).onlyDeleted().findById(id).throwIfNotFound();
      await lockBooking(trx, seat.bookingId);
      const booking = await Booking.forTenant(seat.tenantId, trx).findById(seat.bookingId).throwIfNotFound();
      await bringBackBookingSeat(trx, booking, seat);
    },
  },
  tenants: {
    table: 'tenants',
    subjectKind: 'tenant',
    label: 'x.name',
    tenantOwned: false,
    restore: async (trx, id) => {
      await Tenant.query(trx).onlyDeleted().findById(id).throwIfNotFound();
      await Tenant.query(trx).findById(id).restore();
    },
  },
  workshops: {
    table: 'workshops',
    subjectKind: 'workshop',
    label: 'x.title',
    tenantOwned: true,
    restore: restoreTenantOwned(Workshop),
  },
  resources: {
    table: 'workshop_resources',
    subjectKind: 'workshop-resource',
    label: 'x.title',
    tenantOwned: true,
    restore: restoreTenantOwned(WorkshopResource),
  },
  schedules: {
    table: 'workshop_schedules',
    subjectKind: 'workshop-schedule',
    label:
      "coalesce((select w.title from workshops w where w.tenant_id = x.tenant_id and w.id = x.workshop_id), '') || ' · ' || to_char(x.start_date at time zone 'UTC', 'YYYY-MM-DD HH24:MI')",
    tenantOwned: true,
    restore: restoreTenantOwned(WorkshopSchedule),
  },
  templates: {
    table: 'workshop_templates',
    subjectKind: 'workshop-template',
    label: 'x.title',
    tenantOwned: true,
    restore: restoreTenantOwned(WorkshopTemplate),
  },
  users: {
    table: 'users',
    subjectKind: 'user',
    label: "x.username || ' <' || x.email || '>'",
    tenantOwned: false,
    restore: async (trx, id) => {
      await User.query(trx).onlyDeleted().findById(id).throwIfNotFound();
      await User.query(trx).findById(id).restore();
    },
  },
  'job-postings': {
    table: 'job_postings',
    subjectKind: 'job-posting',
    label: 'x.title',
    tenantOwned: true,
    restore: restoreTenantOwned(JobPosting),
  },
};
