import { NOTIFICATION_KINDS, type NotificationKind } from '@exceed/contract';
import type { MailMessage } from '../mail/mailer.ts';
import type { Unsubscribe } from '../mail/messages.ts';
import { Notification } from '../models/notification.ts';
import { User } from '../models/user.ts';
import { channelsOf, unsubscribeToken } from './channels.ts';
import type { NotificationServices } from './session-details.ts';

/** One event told to one person. */
export interface Delivery {
  kind: NotificationKind;
  /** Their address; with no account behind it (an invitee yet to sign up) the mail is all they get. */
  to: string;
  /** The team the event belongs to, kept with the bell's entry. */
  tenantId?: string | null;
  /** Where the bell's entry leads (the mail's button, mostly). */
  url?: string;
  /** What the bell's entry says under its title; by default the mail's first paragraph. */
  summary?: string;
  /** The mail, given the links that stop its kind by mail when it is not transactional. */
  mail: (unsubscribe?: Unsubscribe) => MailMessage;
}

/** The mail's first paragraph: the bell's entry says what the mail opens with. */
const firstParagraph = (mail: MailMessage) => mail.text.split('\n\n')[0] ?? '';

/** A link of the app's own as the bell keeps it: its path, so it opens in the page it is clicked in. */
function pathOf(url: string | undefined, appUrl: string): string | null {
  if (!url) return null;
  const parsed = new URL(url, appUrl);
  return parsed.origin === new URL(appUrl).origin ? `${parsed.pathname}${parsed.search}` : url;
}

/**
 * Tells one person of one event by the channels they chose for its kind (notifications/channels.ts): a
 * bell entry with the mail's subject and first paragraph, and the mail itself (always, for a transactional
 * kind). The one way every kind of NOTIFICATION_KINDS leaves; runs in a job, after the change it tells of committed.
 */
export async function deliver(
  services: NotificationServices,
  delivery: Delivery,
): Promise<{ mailed: boolean; inApp: boolean }> {
  const { knex, config } = services;
  const user = await User.query(knex)
    .whereRaw('lower(email) = ?', [delivery.to.toLowerCase()])
    .select('id', 'notificationPreferences')
    .first();
  const channels = user ? channelsOf(user, delivery.kind) : { mail: true, inApp: false };
  const unsubscribe =
    user && !NOTIFICATION_KINDS[delivery.kind].transactional
      ? unsubscribeLinks(config.appUrl, await unsubscribeToken(knex, user.id, delivery.kind))
      : undefined;
  const mail = delivery.mail(unsubscribe);
  // The mail first: a send that fails is retried with its job, and the bell must not get a second entry.
  if (channels.mail) await services.mailer.send(mail);
  if (user && channels.inApp) {
    await Notification.query(knex).insert({
      userId: user.id,
      tenantId: delivery.tenantId ?? null,
      kind: delivery.kind,
      title: mail.subject,
      body: delivery.summary ?? firstParagraph(mail),
      url: pathOf(delivery.url, config.appUrl),
      createdAt: new Date(),
    });
  }
  return { mailed: channels.mail, inApp: Boolean(user && channels.inApp) };
}

/** The one-click address (RFC 8058, POSTed by mail apps) and the page a person opens from the footer. */
const unsubscribeLinks = (appUrl: string, token: string): Unsubscribe => ({
  oneClickUrl: new URL(`/v1/unsubscribe/${token}`, appUrl).href,
  pageUrl: new URL(`/unsubscribe/${token}`, appUrl).href,
});
