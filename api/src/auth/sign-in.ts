import type { UserResource } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { User } from '../models/user.ts';
import { actorFor } from '../policies/actor.ts';
import { presentUser } from '../presenters/present-user.ts';
import { startSession } from './sessions.ts';

/** What a sign-in route answers: the user (cookie mode) or the bearer token and the user (token mode). */
export type SignInAnswer = { data: UserResource } | { data: { token: string; user: UserResource } };

/**
 * The last step of every sign-in route: starts a session in the mode the client asked for and answers
 * the signed-in user with their roles. A code or link also proves the mailbox, so the email counts as
 * verified from then on.
 */
export async function signIn(
  ctx: Context,
  trx: Knex.Transaction,
  userId: string,
  options: { tokenMode: boolean; emailProven: boolean },
): Promise<SignInAnswer> {
  if (options.emailProven) {
    await User.query(trx)
      .findById(userId)
      .whereNull('emailVerifiedAt')
      .patch({ emailVerifiedAt: new Date() });
  }
  const user = await User.query(trx).findById(userId).withGraphFetched('roles').throwIfNotFound();
  const token = await startSession(ctx, trx, user, options.tokenMode ? 'token' : 'cookie');
  const shown = presentUser(user, await actorFor(trx, user));
  return token === undefined ? { data: shown } : { data: { token, user: shown } };
}

/** The user an email names, if they may sign in (not deleted, not suspended). */
export async function signInableUser(knex: Knex, email: string): Promise<User | undefined> {
  // lower(email) is what the unique index holds, so this lookup uses it.
  const user = await User.query(knex).whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
  return user && user.status !== 'suspended' ? user : undefined;
}
