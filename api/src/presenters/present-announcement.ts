import type { AnnouncementRecipientResource, AnnouncementResource } from '@exceed/contract';
import { personName } from '@exceed/contract';
import type { Knex } from 'knex';
import { isoDate } from '../http/presenter.ts';
import type { Announcement, AnnouncementRecipient } from '../models/announcement.ts';

/** Announcements with their delivery so far: one grouped count for the page, not one per announcement. */
export async function presentAnnouncements(
  knex: Knex,
  announcements: readonly Announcement[],
): Promise<AnnouncementResource[]> {
  const [first] = announcements;
  if (!first) return [];
  const rows: Array<{ announcementId: string; status: string; count: number | string }> = await knex(
    'announcement_recipients',
  )
    .where('tenantId', first.tenantId)
    .whereIn(
      'announcementId',
      announcements.map((announcement) => announcement.id),
    )
    .groupBy('announcementId', 'status')
    .select('announcementId', 'status')
    .count({ count: '*' });
  const countOf = (id: string, status: string) =>
    Number(rows.find((row) => row.announcementId === id && row.status === status)?.count ?? 0);
  return announcements.map((announcement) => ({
    id: announcement.id,
    workshopScheduleId: announcement.workshopScheduleId,
    audience: announcement.audience,
    subject: announcement.subject,
    body: announcement.body,
    author: announcement.author
      ? personName({ ...announcement.author.profile, username: announcement.author.username })
      : null,
    resourceId: announcement.resourceId,
    createdAt: isoDate(announcement.createdAt),
    delivery: {
      queued: countOf(announcement.id, 'QUEUED'),
      sent: countOf(announcement.id, 'SENT'),
      failed: countOf(announcement.id, 'FAILED'),
    },
  }));
}

export const presentRecipient = (recipient: AnnouncementRecipient): AnnouncementRecipientResource => ({
  email: recipient.email,
  status: recipient.status,
  mailed: recipient.mailed,
  inApp: recipient.inApp,
  sentAt: isoDate(recipient.sentAt),
  error: recipient.status === 'SENT' ? null : recipient.lastError,
});
