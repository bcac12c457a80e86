import type { AnnouncementAudience } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { announcementMail } from '../mail/messages.ts';
import { Announcement, AnnouncementRecipient } from '../models/announcement.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopResource } from '../models/workshop-resource.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { personOf } from './booking-change-handlers.ts';
import { deliver } from './deliver.ts';
import { JOBS } from './notify.ts';
import { type NotificationServices, sessionOf, sessionReadBy, text } from './session-details.ts';

/**
 * How fast an announcement leaves: its recipients' jobs are spread at this many a second, so a schedule of
 * hundreds neither floods the mail server nor holds the queue from the mails of bookings.
 */
export const ANNOUNCEMENT_MAILS_PER_SECOND = 5;
/** Tries of one recipient's delivery before it is kept as FAILED. */
export const ANNOUNCEMENT_MAX_ATTEMPTS = 5;

const CONFIRMED_PEOPLE = `
  select lower(u.email) as email, u.id as user_id from bookings b join users u on u.id = b.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'CONFIRMED' and b.deleted_at is null
  union
  select lower(coalesce(u.email, bs.email)) as email, u.id as user_id from booking_seats bs
    join bookings b on b.tenant_id = bs.tenant_id and b.id = bs.booking_id
    left join users u on u.id = bs.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'CONFIRMED' and b.deleted_at is null
    and bs.status = 'ACCEPTED' and bs.deleted_at is null`;
const PENDING_BOOKERS = `
  select lower(u.email) as email, u.id as user_id from bookings b join users u on u.id = b.user_id
  where b.tenant_id = :tenantId and b.workshop_schedule_id = :scheduleId
    and b.status = 'PENDING' and b.deleted_at is null`;
const WAITING = `
  select lower(u.email) as email, u.id as user_id from waitlist_entries w join users u on u.id = w.user_id
  where w.tenant_id = :tenantId and w.workshop_schedule_id = :scheduleId
    and w.status in ('WAITING', 'OFFERED')`;
const AUDIENCES: Record<AnnouncementAudience, string> = {
  ALL: [CONFIRMED_PEOPLE, PENDING_BOOKERS, WAITING].join(' union '),
  PAID: CONFIRMED_PEOPLE,
  WAITLIST: WAITING,
};

/** The people of an audience, each address once, in order. */
export async function audienceOf(
  knex: Knex,
  schedule: Pick<WorkshopSchedule, 'tenantId' | 'id'>,
  audience: AnnouncementAudience,
): Promise<Array<{ email: string; userId: string | null }>> {
  const result = await knex.raw(
    `select distinct on (email) email, user_id from (${AUDIENCES[audience]}) people
     where email is not null order by email, user_id nulls last`,
    {
      tenantId: schedule.tenantId,
      scheduleId: schedule.id,
    },
  );
  return (result.rows as Array<{ email: string; user_id: string | null }>).map((row) => ({
    email: row.email,
    userId: row.user_id,
  }));
}

/**
 * Writes an announcement and queues its delivery, in the caller's transaction: one job per recipient,
 * spread over time (ANNOUNCEMENT_MAILS_PER_SECOND), each of which tells its person by the channels they
 * chose and records how it went. Nothing leaves before the transaction commits. Undefined when the
 * audience is empty (nothing is written).
 */
export async function announce(
  trx: Knex,
  schedule: Pick<WorkshopSchedule, 'tenantId' | 'id'>,
  words: { audience: AnnouncementAudience; subject: string; body: string },
  from: { authorId: string | null; resourceId?: string },
): Promise<Announcement | undefined> {
  const people = await audienceOf(trx, schedule, words.audience);
  if (people.length === 0) return undefined;
  const announcement = await Announcement.forTenant(schedule.tenantId, trx).insert({
    workshopScheduleId: schedule.id,
    ...words,
    authorId: from.authorId,
    resourceId: from.resourceId ?? null,
    createdAt: new Date(),
  });
  const recipients = await AnnouncementRecipient.forTenant(schedule.tenantId, trx).insert(
    people.map((person) => ({ announcementId: announcement.id, ...person })),
  );
  const start = Date.now();
  for (const [index, recipient] of recipients.entries()) {
    await enqueue(trx, {
      name: JOBS.announcement,
      payload: { tenantId: schedule.tenantId, recipientId: recipient.id },
      runAt: new Date(start + Math.floor(index / ANNOUNCEMENT_MAILS_PER_SECOND) * 1000),
      maxAttempts: ANNOUNCEMENT_MAX_ATTEMPTS,
    });
  }
  return announcement;
}

/**
 * A resource marked broadcast announces itself (when added visible and broadcast, or when it becomes so):
 * to the paid attendees of each coming published session of its workshop, as its coach.
 */
export async function announceResource(
  trx: Knex,
  workshop: Pick<Workshop, 'tenantId' | 'id' | 'coachId'>,
  resource: Pick<WorkshopResource, 'id' | 'title' | 'description'>,
): Promise<void> {
  const schedules = await WorkshopSchedule.forTenant(workshop.tenantId, trx)
    .where({ workshopId: workshop.id, status: 'PUBLISHED' })
    .where('endDate', '>', new Date());
  const words = {
    audience: 'PAID' as const,
    subject: `New resource: ${resource.title}`,
    body: [`"${resource.title}" was added to the resources of your session.`, resource.description ?? '']
      .filter(Boolean)
      .join('\n\n'),
  };
  for (const schedule of schedules) {
    await announce(trx, schedule, words, { authorId: workshop.coachId, resourceId: resource.id });
  }
}

/** The job of one recipient: tell them, record SENT with the channels used, or FAILED after the last try. */
export const announcementHandlers = (services: NotificationServices): Record<string, JobHandler> => ({
  [JOBS.announcement]: async ({ payload, attempts }) => {
    const { knex } = services;
    const tenantId = text(payload, 'tenantId');
    const recipient = await AnnouncementRecipient.forTenant(tenantId, knex).findById(
      text(payload, 'recipientId'),
    );
    if (recipient?.status !== 'QUEUED') return;
    const announcement = await Announcement.forTenant(tenantId, knex).findById(recipient.announcementId);
    const found = announcement && (await sessionOf(services, tenantId, announcement.workshopScheduleId));
    if (!announcement || !found) return;
    const author = announcement.authorId ? await personOf(services, announcement.authorId) : undefined;
    const session = await sessionReadBy(services, found.session, recipient.email);
    const { email } = recipient;
    try {
      const channels = await deliver(services, {
        kind: 'announcement',
        to: email,
        tenantId,
        url: session.url,
        summary: announcement.body,
        mail: (unsubscribe) =>
          announcementMail(email, session, { ...announcement, author: author ?? null }, unsubscribe),
      });
      await recipient
        .$query(knex)
        .patch({ status: 'SENT', ...channels, sentAt: new Date(), lastError: null });
    } catch (error) {
      const failed = attempts >= ANNOUNCEMENT_MAX_ATTEMPTS;
      await recipient.$query(knex).patch({ status: failed ? 'FAILED' : 'QUEUED', lastError: String(error) });
      throw error;
    }
  },
});
