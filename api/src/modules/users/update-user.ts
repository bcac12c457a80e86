import { dataEnvelope, idParamsSchema, updateUserSchema, userSchema } from '@exceed/contract';
import { recordAudit } from '../../audit/record-audit.ts';
import { authenticate } from '../../auth/authenticate.ts';
import { requestEmailChange } from '../../auth/email-change.ts';
import { reauthenticate } from '../../auth/reauthentication.ts';
import { assertIdentifiersFree } from '../../auth/registration.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { emailChangedMail } from '../../mail/messages.ts';
import { securityChangeMail } from '../../mail/security-messages.ts';
import { User } from '../../models/user.ts';
import { userPolicy } from '../../policies/user-policy.ts';
import { presentUserFor, userFields } from '../../presenters/present-user.ts';
import { loadUser, mayView } from './find-user.ts';
import { saveUser } from './save-user.ts';

/**
 * PATCH (and PUT) /v1/users/:id: a partial update, nested objects too (the settings cards send only what
 * changed). Answers the user with profile and coach profile.
 *
 * A user changing their own email or password proves it is them first (reauthenticate(): `currentPassword`
 * or `otp`). Their new email is kept as `pendingEmail` and a code is mailed to it
 * (POST /v1/auth/verify-email-using-otp confirms it); a new password ends their other sessions. An
 * administrator's change to someone else's email is made at once, unverified. The mails are queued in the
 * transaction: they go once the change commits, and never for one that was rolled back.
 */
const updateUserRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/users/:id',
    summary: 'Update a user (partial)',
    description:
      'Changing your own email or password needs `currentPassword` or `otp` (a code from POST /v1/auth/confirm-change-code). Your new email is then pending until the code mailed to it is sent to POST /v1/auth/verify-email-using-otp; a new password ends your other sessions.',
    tags: ['Users'],
    before: [authenticate()],
    request: { params: idParamsSchema, body: updateUserSchema },
    responses: { 200: dataEnvelope(userSchema) },
    errors: [401, 403, 404, 419, 429],
    guards: [reauthenticate()],
    // Decided on a plain read; the change is written in the handler's transaction, with its mails.
    access: {
      load: (ctx, db) => loadUser(ctx, db, ctx.state.input.params.id),
      allow: (loaded, { body }) => mayView(loaded) && userPolicy.update(loaded.actor, loaded.user, body),
    },
    handler: async (ctx) => {
      const { params, body } = ctx.state.input;
      const { currentPassword: _password, otp: _code, email, ...changes } = body;
      const { user, actor } = ctx.state.loaded;
      const signedIn = ctx.state.auth;
      const own = signedIn?.user.id === params.id;
      const pendingEmail = own && email !== undefined && email !== signedIn.user.email ? email : undefined;
      const saved = await ctx.knex.transaction(async (trx) => {
        // Your own new address is checked when its code is confirmed, by its mailbox's owner: answering
        // "taken" now would tell anyone signed in which addresses have accounts.
        await assertIdentifiersFree(
          trx,
          { email: pendingEmail ? undefined : email, username: changes.username },
          user.id,
        );
        await saveUser(
          trx,
          user.id,
          pendingEmail ? changes : { ...changes, email },
          own ? signedIn.session : undefined,
        );
        if (pendingEmail) await requestEmailChange(trx, user.id, pendingEmail);
        const saved = await User.query(trx)
          .findById(user.id)
          .withGraphFetched('[roles, profile, coachProfile]')
          .throwIfNotFound();
        await recordAudit(trx, ctx, {
          action: 'user.update',
          subjectKind: 'user',
          subjectId: user.id,
          before: userFields(user),
          after: userFields(saved),
        });
        if (saved.email !== user.email) {
          await enqueueMail(trx, emailChangedMail(user.email, saved.email, ctx.config.appUrl));
        }
        if (changes.password !== undefined) {
          await enqueueMail(
            trx,
            securityChangeMail(saved.email, 'password-changed', null, ctx.config.appUrl),
          );
        }
        return saved;
      });
      return present(saved, presentUserFor(actor));
    },
  });

export const updateUser = updateUserRoute('patch');
export const replaceUser = updateUserRoute('put');
