import type { SecondFactorStatus } from '@exceed/contract';
import type { Knex } from 'knex';
import type { AuthSession } from '../../models/auth-session.ts';
import { Passkey } from '../../models/passkey.ts';
import { RecoveryCode } from '../../models/recovery-code.ts';
import { TotpFactor } from '../../models/totp-factor.ts';

/** What the user has for a second factor, and whether `session` proved one. */
export async function secondFactorStatus(
  knex: Knex,
  userId: string,
  session: AuthSession,
): Promise<SecondFactorStatus> {
  const [factor, recoveryCodesLeft, passkeys] = await Promise.all([
    TotpFactor.query(knex).findById(userId),
    RecoveryCode.query(knex).where({ userId }).whereNull('usedAt').resultSize(),
    Passkey.query(knex).where({ userId }).resultSize(),
  ]);
  const authenticatorApp = factor?.confirmedAt != null;
  return {
    authenticatorApp,
    recoveryCodesLeft: authenticatorApp ? recoveryCodesLeft : 0,
    passkeys,
    thisSession: session.secondFactorAt != null,
  };
}
