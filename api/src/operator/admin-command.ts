/**
 * `npm run admin -- grant-super-admin EMAIL` and `-- revoke-super-admin EMAIL`: the first super-admin of a
 * site (nobody can grant it in the admin area yet), or the way back in when none is left. The account must
 * exist (they sign up first); the email is matched whatever its case. Each change leaves an audit row.
 */
import { ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { recordOperatorAudit } from '../audit/record-audit.ts';
import { grantRole, revokeRole } from '../auth/user-roles.ts';
import { User } from '../models/user.ts';
import { userFields } from '../presenters/present-user.ts';
import { CommandError, runOperatorCommand } from './run-command.ts';

const USAGE = 'Usage: npm run admin -- grant-super-admin EMAIL | revoke-super-admin EMAIL';

export async function adminCommand(knex: Knex, args: string[]): Promise<string> {
  const [command, email, ...rest] = args;
  const grant = command === 'grant-super-admin';
  if ((!grant && command !== 'revoke-super-admin') || !email || rest.length > 0)
    throw new CommandError(USAGE);
  return knex.transaction(async (trx) => {
    const find = () =>
      User.query(trx).whereRaw('lower(email) = ?', [email.toLowerCase()]).withGraphFetched('roles').first();
    const before = await find();
    if (!before)
      throw new CommandError(`No account has the email address ${email}: they must sign up first.`);
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

if (process.argv[1] === import.meta.filename) await runOperatorCommand(adminCommand);
