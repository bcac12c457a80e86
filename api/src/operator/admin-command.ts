/**
 * `npm run admin -- grant-super-admin EMAIL` and `-- revoke-super-admin EMAIL`: the first super-admin of a
 * site (nobody can grant it in the admin area yet), or the way back in when none is left.
 * `-- reset-second-factor EMAIL`: removes an account's authenticator app, recovery codes and passkeys, for
 * someone who lost them all, once the operator has checked who they are (decision 0096); the address is
 * told. The account must exist (they sign up first); the email is matched whatever its case.
 * `-- rotate-signing-key`: a new key signs certificates from now on; the old one is retired, and stays
 * published so that what it signed still verifies (decision 0115). Run it on a schedule, or at once when
 * a key may have leaked (then say which certificates it signed: their kid names it).
 * Each change leaves an audit row.
 */
import { ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { recordOperatorAudit } from '../audit/record-audit.ts';
import { grantRole, revokeRole } from '../auth/user-roles.ts';
import { rotateSigningKey } from '../certificates/signing-keys.ts';
import { enqueueMail } from '../mail/mail-queue.ts';
import { securityChangeMail } from '../mail/security-messages.ts';
import { Passkey } from '../models/passkey.ts';
import { RecoveryCode } from '../models/recovery-code.ts';
import { TotpFactor } from '../models/totp-factor.ts';
import { User } from '../models/user.ts';
import { userFields } from '../presenters/present-user.ts';
import { CommandError, runOperatorCommand } from './run-command.ts';

const USAGE =
  'Usage: npm run admin -- grant-super-admin EMAIL | revoke-super-admin EMAIL | reset-second-factor EMAIL | rotate-signing-key';
const COMMANDS = ['grant-super-admin', 'revoke-super-admin', 'reset-second-factor'];

export async function adminCommand(knex: Knex, args: string[], appUrl: string): Promise<string> {
  if (args[0] === 'rotate-signing-key') {
    if (args.length > 1) throw new CommandError(USAGE);
    return rotateKey(knex);
  }
  const [command, email, ...rest] = args;
  if (!command || !COMMANDS.includes(command) || !email || rest.length > 0) throw new CommandError(USAGE);
  const grant = command === 'grant-super-admin';
  return knex.transaction(async (trx) => {
    const find = () =>
      User.query(trx).whereRaw('lower(email) = ?', [email.toLowerCase()]).withGraphFetched('roles').first();
    const before = await find();
    if (!before)
      throw new CommandError(`No account has the email address ${email}: they must sign up first.`);
    if (command === 'reset-second-factor') return resetSecondFactor(trx, before, appUrl);
    const change = grant ? grantRole : revokeRole;
    await change(trx, before.id, ROLE_NAMES.superAdmin);
    const after = await find();
    await recordOperatorAudit(trx, {
      action: grant ? 'user.grant-role' : 'user.revoke-role',
      subjectKind: 'user',
      subjectId: before.id,
      before: userFields(before),
      after: after && userFields(after),
    });
    return grant ? `${before.email} is a super-admin.` : `${before.email} is not a super-admin any more.`;
  });
}

async function resetSecondFactor(trx: Knex.Transaction, user: User, appUrl: string): Promise<string> {
  const removed = await Promise.all([
    TotpFactor.query(trx).where({ userId: user.id }).delete(),
    RecoveryCode.query(trx).where({ userId: user.id }).delete(),
    Passkey.query(trx).where({ userId: user.id }).delete(),
  ]);
  await recordOperatorAudit(trx, {
    action: 'user.reset-second-factor',
    subjectKind: 'user',
    subjectId: user.id,
    before: userFields(user),
    after: userFields(user),
  });
  const detail = 'An operator removed its authenticator app, recovery codes and passkeys, as you asked.';
  await enqueueMail(trx, securityChangeMail(user.email, 'authenticator-off', detail, appUrl));
  const [apps, , passkeys] = removed;
  return `${user.email} signs in with one factor now (${apps} authenticator app, ${passkeys} passkeys removed).`;
}

async function rotateKey(knex: Knex): Promise<string> {
  return knex.transaction(async (trx) => {
    const { kid, retired } = await rotateSigningKey(trx);
    await recordOperatorAudit(trx, {
      action: 'signing-key.rotate',
      subjectKind: 'signing-key',
      subjectId: kid,
      before: retired ? { kid: retired } : null,
      after: { kid },
    });
    const was = retired ? `; ${retired} is retired and stays published` : '';
    return `Certificates are signed with key ${kid} from now on${was}.`;
  });
}

if (process.argv[1] === import.meta.filename) await runOperatorCommand(adminCommand);
