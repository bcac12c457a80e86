import type { Knex } from 'knex';
import { runPrepared, sqlStatement } from '../db/prepared-statement.ts';
import { modelFromRawRow } from '../db/raw-row.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** A live schedule with its live workshop, as booking and quoting read them. */
export interface ScheduleWithWorkshop {
  schedule: WorkshopSchedule;
  workshop: Workshop;
}

/**
 * The live schedule `id` of any team (the marketplace crosses teams) with its live workshop of the same
 * team, in one prepared statement: what every booking attempt and quote reads first, its counters and its
 * workshop's capacity being what the cheap no of a full schedule decides on. Objection's graph join took
 * a quarter of a sold-out attempt's CPU (bench/booking-rush.ts). The workshop comes as JSON, so its
 * timestamps are read back by hand.
 */
const scheduleWithWorkshop = sqlStatement(
  'schedule_with_workshop',
  `select s.*, to_jsonb(w) as workshop_row
   from workshop_schedules s
   join workshops w on w.tenant_id = s.tenant_id and w.id = s.workshop_id and w.deleted_at is null
   where s.id = ? and s.deleted_at is null`,
);

type WorkshopRow = Record<string, unknown> & { created_at: string; updated_at: string };

/** Undefined when either is missing or deleted. */
export async function findScheduleWithWorkshop(
  knex: Knex,
  id: string,
): Promise<ScheduleWithWorkshop | undefined> {
  const [row] = await runPrepared<Record<string, unknown> & { workshop_row: WorkshopRow }>(
    knex,
    scheduleWithWorkshop([id]),
  );
  if (!row) return undefined;
  const { workshop_row: workshopRow, ...scheduleRow } = row;
  const workshop = modelFromRawRow(Workshop, {
    ...workshopRow,
    created_at: new Date(workshopRow.created_at),
    updated_at: new Date(workshopRow.updated_at),
    deleted_at: null,
  });
  const schedule = modelFromRawRow(WorkshopSchedule, scheduleRow);
  schedule.workshop = workshop;
  return { schedule, workshop };
}
