import {
  dataEnvelope,
  NOTIFICATION_KINDS,
  notificationPreferenceSchema,
  TRANSACTIONAL_MAIL_MESSAGE,
  updateNotificationPreferencesSchema,
} from '@exceed/contract';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { User } from '../../models/user.ts';
import { preferencesOf, savePreferences } from '../../notifications/channels.ts';

const preferencesEnvelope = dataEnvelope({ type: 'array', items: notificationPreferenceSchema } as const);

/** GET /v1/user/notification-preferences: how the caller hears of each kind, mail and/or in the app. */
export const showNotificationPreferences = defineRoute({
  method: 'get',
  path: '/user/notification-preferences',
  summary: 'Read how I hear of each kind of event',
  tags: ['Notifications'],
  before: [authenticate()],
  responses: { 200: preferencesEnvelope },
  errors: [401],
  handler: async (ctx) => {
    const user = await User.query(ctx.knex).findById(currentUser(ctx).id).throwIfNotFound();
    return { data: preferencesOf(user) };
  },
});

/**
 * PUT /v1/user/notification-preferences: the kinds named change, the others stay. A transactional kind's
 * mail cannot be turned off (422 on its field, `preferences.<i>.mail`).
 */
export const updateNotificationPreferences = defineRoute({
  method: 'put',
  path: '/user/notification-preferences',
  summary: 'Choose how I hear of each kind of event',
  tags: ['Notifications'],
  before: [authenticate()],
  request: { body: updateNotificationPreferencesSchema },
  responses: { 200: preferencesEnvelope },
  errors: [401, 419],
  transaction: true,
  handler: async (ctx) => {
    const { preferences } = ctx.state.input.body;
    const locked = preferences.flatMap((preference, index) =>
      NOTIFICATION_KINDS[preference.kind].transactional && !preference.mail ? [index] : [],
    );
    if (locked.length > 0) {
      throw validationFailed(
        Object.fromEntries(
          locked.map((index) => [`preferences.${index}.mail`, [TRANSACTIONAL_MAIL_MESSAGE]]),
        ),
      );
    }
    const { trx } = ctx.state;
    const user = await User.query(trx).findById(currentUser(ctx).id).forUpdate().throwIfNotFound();
    return { data: preferencesOf(await savePreferences(trx, user, preferences)) };
  },
});
