import type { BookingQuestionResource } from '@exceed/contract';
import type { Knex } from 'knex';
import { runPrepared, sqlStatement } from '../db/prepared-statement.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import type { StoredTaxRegistration } from '../models/tenant.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { expiredHoldsSql, type ScheduleSeats, seatsOn } from './seat-counter.ts';

/** A live schedule with its live workshop, as booking and quoting read them. */
export interface ScheduleWithWorkshop {
  schedule: WorkshopSchedule;
  workshop: Workshop;
  /** What a sold-out schedule's no is decided on, read with them: its counters, */
  seats: ScheduleSeats;
  /** whether it has expired holds that still count, */
  expiredHolds: boolean;
  /** and whether the person asking has an unpaid booking of it (false for a guest); */
  unpaidBooking: boolean;
  /** its team's registration for tax, which prices its bookings' tax; */
  taxRegistration: StoredTaxRegistration;
  /** and its workshop's booking questions, in order, which a booking's answers are checked against. */
  questions: BookingQuestionResource[];
}

/**
 * The live schedule `id` of any team (the marketplace crosses teams) with its live workshop of the same
 * team, in one prepared statement: what every booking attempt and quote reads first, its counters and its
 * workshop's capacity being what the cheap no of a full schedule decides on. Objection's graph join took
 * a quarter of a sold-out attempt's CPU (bench/booking-rush.ts). The workshop comes as JSON, so its
 * timestamps are read back by hand. A suspended team's schedules are not bookable (as if missing); its
 * registration for tax comes with them, and the workshop's booking questions (as the API shows them), so
 * checking a booking's answers costs no round trip of its own.
 */
const scheduleWithWorkshop = sqlStatement(
  'schedule_with_workshop',
  `select s.*, to_jsonb(w) as workshop_row, ${expiredHoldsSql('s')} as expired_holds,
     exists (select 1 from bookings b where b.tenant_id = s.tenant_id and b.workshop_schedule_id = s.id
       and b.user_id = ? and b.status = 'PENDING' and b.deleted_at is null) as unpaid_booking,
     t.tax_registration,
     (select coalesce(jsonb_agg(jsonb_build_object('id', q.id, 'kind', q.kind, 'label', q.label,
         'choices', q.choices, 'required', q.required, 'perAttendee', q.per_attendee)
         order by q.position, q.id), '[]'::jsonb)
       from booking_questions q
       where q.tenant_id = s.tenant_id and q.workshop_id = s.workshop_id and q.deleted_at is null) as questions
   from workshop_schedules s
   join workshops w on w.tenant_id = s.tenant_id and w.id = s.workshop_id and w.deleted_at is null
   join tenants t on t.id = s.tenant_id and t.suspended_at is null
   where s.id = ? and s.deleted_at is null`,
);

type WorkshopRow = Record<string, unknown> & { created_at: string; updated_at: string };
interface Row extends Record<string, unknown> {
  workshop_row: WorkshopRow;
  expired_holds: boolean;
  unpaid_booking: boolean;
  tax_registration: StoredTaxRegistration;
  questions: BookingQuestionResource[];
}

/** Undefined when either is missing or deleted, or its team suspended. `userId`: the person asking, when signed in. */
export async function findScheduleWithWorkshop(
  knex: Knex,
  id: string,
  userId?: string,
): Promise<ScheduleWithWorkshop | undefined> {
  const [row] = await runPrepared<Row>(knex, scheduleWithWorkshop([userId ?? null, id]));
  if (!row) return undefined;
  const {
    workshop_row: workshopRow,
    expired_holds,
    unpaid_booking,
    tax_registration,
    questions,
    ...scheduleRow
  } = row;
  const workshop = modelFromRawRow(Workshop, {
    ...workshopRow,
    created_at: new Date(workshopRow.created_at),
    updated_at: new Date(workshopRow.updated_at),
    deleted_at: null,
  });
  const schedule = modelFromRawRow(WorkshopSchedule, scheduleRow);
  schedule.workshop = workshop;
  return {
    schedule,
    workshop,
    seats: seatsOn(schedule, workshop),
    expiredHolds: expired_holds,
    unpaidBooking: unpaid_booking,
    taxRegistration: tax_registration,
    questions,
  };
}
