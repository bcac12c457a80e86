import type { UserResource } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import { unauthenticated, validationFailed } from '../errors.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { welcomeMail } from '../mail/messages.ts';
import type { User } from '../models/user.ts';
import { freeUsername, registerUser } from './registration.ts';
import { signInableUser, startSignedIn } from './sign-in.ts';

/** Who a mailed invitation (a seat's, a team's) is for, as its acceptance needs to know. */
export interface Invitee {
  /** The address it was mailed to; null when it names an account rather than an address. */
  email: string | null;
  /** Whether the signed-in account is the one it is for. */
  isFor: (user: { id: string; email: string }) => boolean;
  /** The 422 when another account accepts it: the token's field and the message. */
  otherAccount: { field: string; message: string };
}

/** What the person sends with their acceptance: their names (when it signs them up) and the session mode. */
export interface AcceptanceBody {
  firstName?: string | undefined;
  lastName?: string | undefined;
  tokenMode: boolean;
}

/**
 * The one acceptance of a mailed invitation, for seats and teams alike. Signed in, the current account
 * accepts, if the invitation is for it (422 otherwise). Signed out, an address without an account is
 * signed up (the mailed token proves the mailbox), accepts, and is signed in and welcomed; an address
 * with an account, or an invitation that names an account, must sign in first (401), since a week-long
 * link must not be a sign-in link. `accept` does what accepting means for the invitation and answers the
 * route's data.
 */
export async function acceptAsInvitee<T extends object>(
  ctx: Context,
  trx: Knex.Transaction,
  invitee: Invitee,
  body: AcceptanceBody,
  accept: (userId: string) => Promise<T>,
): Promise<{ data: T & { user?: UserResource; token?: string } }> {
  const current = ctx.state.auth?.user;
  if (current) {
    if (!invitee.isFor(current)) {
      throw validationFailed({ [invitee.otherAccount.field]: [invitee.otherAccount.message] });
    }
    return { data: await accept(current.id) };
  }
  if (!invitee.email || (await signInableUser(trx, invitee.email))) throw unauthenticated();
  const signedUp = await signUpInvitee(trx, invitee.email, body);
  return welcomeInvitee(ctx, trx, signedUp, body.tokenMode, await accept(signedUp.user.id));
}

/** An invitee signed up by a mailed link: the new account and the first name their welcome uses. */
interface SignedUpInvitee {
  user: User;
  firstName: string;
}

/**
 * Signs up the invitee of a mailed link (seat and team invitations) whose address has no account: the
 * token proves the mailbox, so the account is verified; named as they give it, else by the address.
 */
async function signUpInvitee(
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
 * and welcomed by a mail queued with their account; `data` is the route's own answer, joined with the
 * user (and the bearer token).
 */
async function welcomeInvitee<T extends object>(
  ctx: Context,
  trx: Knex.Transaction,
  invitee: SignedUpInvitee,
  tokenMode: boolean,
  data: T,
): Promise<{ data: T & { user: UserResource; token?: string } }> {
  const signedIn = await startSignedIn(ctx, trx, invitee.user.id, { tokenMode });
  await enqueueMail(trx, welcomeMail(invitee.user.email, invitee.firstName, ctx.config.appUrl));
  return {
    data:
      'token' in signedIn.data
        ? { ...data, user: signedIn.data.user, token: signedIn.data.token }
        : { ...data, user: signedIn.data },
  };
}
