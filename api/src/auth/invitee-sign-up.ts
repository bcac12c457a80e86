import type { UserResource } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { welcomeMail } from '../mail/messages.ts';
import type { User } from '../models/user.ts';
import { freeUsername, registerUser } from './registration.ts';
import { signIn } from './sign-in.ts';

/** An invitee signed up by a mailed link: the new account and the first name their welcome uses. */
export interface SignedUpInvitee {
  user: User;
  firstName: string;
}

/**
 * Signs up the invitee of a mailed link (seat and team invitations) whose address has no account: the
 * token proves the mailbox, so the account is verified; named as they give it, else by the address.
 */
export async function signUpInvitee(
  trx: Knex.Transaction,
  email: string,
  names: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<SignedUpInvitee> {
  const firstName = names.firstName ?? email.split('@')[0] ?? email;
  const user = await registerUser(trx, {
    email,
    username: await freeUsername(trx, email),
    firstName,
    lastName: names.lastName ?? '',
    emailVerified: true,
  });
  return { user, firstName };
}

/**
 * What a link that signed its invitee up answers: they are signed in (in the mode the client asked for)
 * and welcomed by mail; `data` is the route's own answer, joined with the user (and the bearer token).
 */
export async function welcomeInvitee<T extends object>(
  ctx: Context,
  trx: Knex.Transaction,
  invitee: SignedUpInvitee,
  tokenMode: boolean,
  data: T,
): Promise<{ data: T & { user: UserResource; token?: string } }> {
  const signedIn = await signIn(ctx, trx, invitee.user.id, { tokenMode, emailProven: true });
  await ctx.mailer.send(welcomeMail(invitee.user.email, invitee.firstName, ctx.config.appUrl));
  return {
    data:
      'token' in signedIn.data
        ? { ...data, user: signedIn.data.user, token: signedIn.data.token }
        : { ...data, user: signedIn.data },
  };
}
