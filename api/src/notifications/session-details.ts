import { personName } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionDetails } from '../mail/messages.ts';
import { User } from '../models/user.ts';
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
    .withGraphFetched('workshop.coach.profile');
  if (!schedule?.workshop) return undefined;
  const { coach } = schedule.workshop;
  return {
    schedule,
    session: {
      workshopTitle: schedule.workshop.title,
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      timezone: schedule.timezone,
      where: schedule.location ?? (schedule.mode === 'ONLINE' ? 'online' : 'to be announced'),
      url: `${services.config.appUrl}/b/bookings`,
      ...(coach
        ? { coach: { name: personName({ ...coach.profile, username: coach.username }), email: coach.email } }
        : {}),
    },
  };
}

/** The zone the account of `email` reads times in, when it has an account that chose one: `{ readerZone }`. */
export async function readerOf(
  services: NotificationServices,
  email: string,
): Promise<{ readerZone?: string }> {
  const reader = await User.query(services.knex)
    .whereRaw('lower(email) = ?', [email.toLowerCase()])
    .select('timezone')
    .first();
  return reader?.timezone ? { readerZone: reader.timezone } : {};
}

/** A session as the mail to `email` describes it: in its zone, and in its reader's beside it. */
export async function sessionReadBy(
  services: NotificationServices,
  session: SessionDetails,
  email: string,
): Promise<SessionDetails> {
  return { ...session, ...(await readerOf(services, email)) };
}
