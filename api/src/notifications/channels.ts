import { createHmac, randomBytes } from 'node:crypto';
import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreference,
  UUID_PATTERN,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { sameSecret } from '../auth/secrets.ts';
import { User } from '../models/user.ts';

/** The channels one kind reaches a person by: what they chose, mail forced on for a transactional kind. */
export function channelsOf(user: Pick<User, 'notificationPreferences'>, kind: NotificationKind) {
  const chosen = user.notificationPreferences[kind] ?? { mail: true, inApp: true };
  return { mail: chosen.mail || NOTIFICATION_KINDS[kind].transactional, inApp: chosen.inApp };
}

/** Every kind as Settings shows it, in the contract's order. */
export const preferencesOf = (user: Pick<User, 'notificationPreferences'>): NotificationPreference[] =>
  NOTIFICATION_KIND_NAMES.map((kind) => ({
    kind,
    ...channelsOf(user, kind),
    mailLocked: NOTIFICATION_KINDS[kind].transactional,
  }));

const signature = (key: string, subject: string) =>
  createHmac('sha256', key).update(subject).digest('base64url').slice(0, 32);

/**
 * The token of an unsubscribe link: whose mail of which kind, signed with the person's own key (made on
 * first use), so the link works without signing in, for that kind only, and a forged one fails.
 */
export async function unsubscribeToken(knex: Knex, userId: string, kind: NotificationKind): Promise<string> {
  let user = await User.query(knex).findById(userId).select('id', 'unsubscribeKey');
  if (user && !user.unsubscribeKey) {
    // Two mails at once may both make one: the first written is kept.
    await User.query(knex)
      .findById(userId)
      .whereNull('unsubscribeKey')
      .patch({ unsubscribeKey: randomBytes(32).toString('base64url') });
    user = await User.query(knex).findById(userId).select('id', 'unsubscribeKey');
  }
  if (!user?.unsubscribeKey) throw new Error(`no user ${userId} to unsubscribe`);
  const subject = `${userId}.${kind}`;
  return `${subject}.${signature(user.unsubscribeKey, subject)}`;
}

/** The person and kind of an unsubscribe token, when its signature holds. */
export async function readUnsubscribeToken(
  knex: Knex,
  token: string,
): Promise<{ user: User; kind: NotificationKind } | undefined> {
  const [userId, kind, signed] = token.split('.');
  if (!userId || !signed || !UUID_PATTERN.test(userId)) return undefined;
  if (!NOTIFICATION_KIND_NAMES.includes(kind as NotificationKind)) return undefined;
  const user = await User.query(knex).findById(userId);
  if (!user?.unsubscribeKey) return undefined;
  if (!sameSecret(signed, signature(user.unsubscribeKey, `${userId}.${kind}`))) return undefined;
  return { user, kind: kind as NotificationKind };
}

/** Writes what a person chose for some kinds (a transactional kind's mail stays on: the caller checked). */
export async function savePreferences(
  knex: Knex,
  user: User,
  changes: ReadonlyArray<{ kind: NotificationKind; mail: boolean; inApp: boolean }>,
): Promise<User> {
  const next = { ...user.notificationPreferences };
  for (const { kind, mail, inApp } of changes) next[kind] = { mail, inApp };
  return user.$query(knex).patchAndFetch({ notificationPreferences: next });
}
