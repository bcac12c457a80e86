import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionDetails } from '../mail/messages.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/** What the mail jobs need. */
export interface NotificationServices {
  knex: Knex;
  mailer: Mailer;
  config: Config;
}

/** A job's payload. */
export type Payload = Record<string, unknown>;

/** A text field of a job's payload ('' when absent). */
export const text = (payload: Payload, key: string) => String(payload[key] ?? '');

/** A schedule as mails describe it, or undefined when it is gone. */
export async function sessionOf(
  services: NotificationServices,
  tenantId: string,
  scheduleId: string,
): Promise<{ schedule: WorkshopSchedule; session: SessionDetails } | undefined> {
  const schedule = await WorkshopSchedule.forTenant(tenantId, services.knex)
    .findById(scheduleId)
    .withGraphFetched('workshop');
  if (!schedule?.workshop) return undefined;
  return {
    schedule,
    session: {
      workshopTitle: schedule.workshop.title,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      timezone: schedule.timezone,
      where: schedule.location ?? (schedule.mode === 'ONLINE' ? 'online' : 'to be announced'),
      url: `${services.config.appUrl}/b/bookings`,
    },
  };
}
