import { personName } from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import type { Tenant } from '../../models/tenant.ts';
import { User } from '../../models/user.ts';
import { renderStatement, type Statement } from '../../payments/statement-pdf.ts';

/**
 * Answers a PDF statement from Exceed, for the team, to one of its coaches (named, deleted accounts too):
 * the payout statements of a workshop and of one payout share these parties.
 */
export async function sendCoachStatement(
  ctx: Context,
  trx: Knex,
  parties: { tenant: Tenant; coachId: string; filename: string },
  statement: Omit<Statement, 'from' | 'to'>,
): Promise<void> {
  const coach = await User.query(trx)
    .withDeleted()
    .findById(parties.coachId)
    .withGraphFetched('profile')
    .throwIfNotFound();
  ctx.type = 'application/pdf';
  ctx.attachment(parties.filename);
  ctx.body = await renderStatement({
    ...statement,
    from: ['Exceed', `for ${parties.tenant.name}`],
    to: [personName({ ...coach.profile, username: coach.username }), coach.email],
  });
}
