import type { SecondStep, UserResource } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { User } from '../models/user.ts';
import { actorFor } from '../policies/actor.ts';
import { presentUser } from '../presenters/present-user.ts';
import { hasAuthenticatorApp, startSecondStep } from './second-factor.ts';
import { startSession } from './sessions.ts';

/** A started session's answer: the user (cookie mode), or the bearer token and the user (token mode). */
export type SessionAnswer = { data: UserResource } | { data: { token: string; user: UserResource } };

/** What a sign-in route answers: a session, or the second step an account with an authenticator app owes. */
export type SignInAnswer = SessionAnswer | { data: { secondFactor: SecondStep } };

/** How a sign-in was proved. */
export interface SignInProof {
  tokenMode: boolean;
  /** A code or link also proves the mailbox, so the email counts as verified from then on. */
  emailProven: boolean;
  /** A passkey, or the second step itself: nothing more is asked (decision 0096). */
  secondFactor?: boolean;
}

/**
 * The last step of every sign-in route: starts a session in the mode the client asked for and answers
 * the signed-in user with their roles; or, when the account has an authenticator app and the proof was one
 * factor, answers the second step instead, with no session.
 */
export async function signIn(
  ctx: Context,
  trx: Knex.Transaction,
  userId: string,
  proof: SignInProof,
): Promise<SignInAnswer> {
  if (proof.emailProven) {
    await User.query(trx)
      .findById(userId)
      .whereNull('emailVerifiedAt')
      .patch({ emailVerifiedAt: new Date() });
  }
  if (proof.secondFactor !== true && (await hasAuthenticatorApp(trx, userId))) {
    const user = await User.query(trx).findById(userId).throwIfNotFound();
    return startSecondStep(ctx, trx, user, proof.tokenMode);
  }
  return startSignedIn(ctx, trx, userId, proof);
}

/**
 * Starts the session of a sign-in that owes nothing more: a new account (it has no second factor yet),
 * a passkey, or a completed second step.
 */
export async function startSignedIn(
  ctx: Context,
  trx: Knex.Transaction,
  userId: string,
  proof: Pick<SignInProof, 'tokenMode' | 'secondFactor'>,
): Promise<SessionAnswer> {
  const user = await User.query(trx).findById(userId).withGraphFetched('roles').throwIfNotFound();
  const secondFactor = proof.secondFactor === true;
  const token = await startSession(ctx, trx, user, proof.tokenMode ? 'token' : 'cookie', { secondFactor });
  const shown = presentUser(user, await actorFor(trx, user, { secondFactor }));
  return token === undefined ? { data: shown } : { data: { token, user: shown } };
}

/** The user an email names, if they may sign in (not deleted, not suspended). */
export async function signInableUser(knex: Knex, email: string): Promise<User | undefined> {
  // lower(email) is what the unique index holds, so this lookup uses it.
  const user = await User.query(knex).whereRaw('lower(email) = ?', [email.toLowerCase()]).first();
  return user && user.status !== 'suspended' ? user : undefined;
}
