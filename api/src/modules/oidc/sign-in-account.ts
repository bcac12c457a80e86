import type { Knex } from 'knex';
import { registerUser } from '../../auth/registration.ts';
import { OAuthConnection } from '../../models/oauth-connection.ts';
import { User } from '../../models/user.ts';
import type { ProviderIdentity } from '../../oidc/oidc-client.ts';
import { freeUsername } from './provider-username.ts';

/**
 * Why a provider's user may not sign in, as the `/login?error=` code the front end shows:
 * - suspended: the account is suspended;
 * - oidc_unverified_email: an account has this email, but the provider does not vouch for the address;
 * - oidc: anything else (no email to register with, a deleted account).
 */
export type SignInRefusal = 'suspended' | 'oidc_unverified_email' | 'oidc';

/** The account a provider's user signs in to (with its roles), or why there is none. */
export type SignInAccount = { user: User; refused?: undefined } | { refused: SignInRefusal };

const NAME_MAX_LENGTH = 255;

/**
 * The account of a provider's user: the one linked to their subject, else the one with their email when
 * the provider verified it (it is then linked, and the email counts as verified), else a new one
 * (registerUser: pending, personal team). Linking on an address the provider did not verify would hand
 * the account to whoever typed that address at the provider, so that is refused.
 */
export async function signInAccount(
  trx: Knex.Transaction,
  identity: ProviderIdentity,
): Promise<SignInAccount> {
  const linked = await OAuthConnection.query(trx).findOne({ provider: 'oidc', subject: identity.subject });
  if (linked) {
    const user = await User.query(trx).findById(linked.userId).withGraphFetched('roles');
    if (!user) return { refused: 'oidc' };
    return user.status === 'suspended' ? { refused: 'suspended' } : { user };
  }
  if (!identity.email) return { refused: 'oidc' };

  const owner = await User.query(trx)
    .withDeleted()
    .whereRaw('lower(email) = ?', [identity.email])
    .withGraphFetched('roles')
    .first();
  if (owner) {
    if (owner.deletedAt) return { refused: 'oidc' };
    if (!identity.emailVerified) return { refused: 'oidc_unverified_email' };
    if (owner.status === 'suspended') return { refused: 'suspended' };
    if (!owner.emailVerifiedAt) {
      await User.query(trx).findById(owner.id).patch({ emailVerifiedAt: new Date() });
    }
    return { user: owner };
  }

  const username = await freeUsername(trx, identity);
  const user = await registerUser(trx, {
    email: identity.email,
    username,
    firstName: (identity.givenName ?? username).slice(0, NAME_MAX_LENGTH),
    lastName: (identity.familyName ?? '').slice(0, NAME_MAX_LENGTH),
    emailVerified: identity.emailVerified,
  });
  return { user };
}
