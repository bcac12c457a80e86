import type { Knex } from 'knex';
import { Announcement, AnnouncementRecipient } from '../models/announcement.ts';
import { Notification } from '../models/notification.ts';
import type { User } from '../models/user.ts';
import { Workshop } from '../models/workshop.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { audienceOf } from '../notifications/attendees.ts';

const HOUR_MS = 3_600_000;

/**
 * What the bell and the coach's Announcements tab show (issue 35): the shared booking's coach wrote to its
 * paid attendees yesterday, delivered to each by mail and in the bell, which demo-client has not opened
 * yet; beside it, older news already read, so the panel shows both states.
 */
export async function seedNotifications(
  trx: Knex.Transaction,
  users: Map<string, User>,
  schedule: WorkshopSchedule,
): Promise<void> {
  const workshop = await Workshop.forTenant(schedule.tenantId, trx).findById(schedule.workshopId);
  if (!workshop) return;
  const sentAt = new Date(Date.now() - 20 * HOUR_MS);
  const words = {
    audience: 'PAID' as const,
    subject: 'Bring a laptop',
    body: 'We will build a small prompt library together. Please install a recent browser and bring one prompt you use at work.',
  };
  const announcement = await Announcement.forTenant(schedule.tenantId, trx).insert({
    workshopScheduleId: schedule.id,
    authorId: schedule.coachId,
    ...words,
    createdAt: sentAt,
  });
  const people = await audienceOf(trx, schedule, 'PAID');
  for (const person of people) {
    await AnnouncementRecipient.forTenant(schedule.tenantId, trx).insert({
      announcementId: announcement.id,
      ...person,
      status: 'SENT',
      mailed: true,
      inApp: person.userId !== null,
      sentAt,
    });
    if (!person.userId) continue;
    await Notification.query(trx).insert({
      userId: person.userId,
      tenantId: schedule.tenantId,
      kind: 'announcement',
      title: `${words.subject} (${workshop.title})`,
      body: words.body,
      url: '/b/bookings',
      createdAt: sentAt,
    });
  }
  const client = users.get('demo-client');
  if (client) {
    await Notification.query(trx).insert({
      userId: client.id,
      tenantId: schedule.tenantId,
      kind: 'booking',
      title: `Booking confirmed: ${workshop.title}`,
      body: `Your 3 seats of "${workshop.title}" are booked.`,
      url: '/b/bookings',
      createdAt: new Date(Date.now() - 48 * HOUR_MS),
      readAt: new Date(Date.now() - 47 * HOUR_MS),
    });
  }
}
