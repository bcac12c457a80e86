import type { AnnouncementAudience } from '@exceed/contract';
import type { Knex } from 'knex';
import { enqueue } from '../jobs/queue.ts';
import type { JobHandler } from '../jobs/runner.ts';
import { announcementMail } from '../mail/messages.ts';
import { Announcement, AnnouncementRecipient } from '../models/announcement.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopResource } from '../models/workshop-resource.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { audienceOf } from './attendees.ts';
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
