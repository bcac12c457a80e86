import { ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { User } from '../models/user.ts';

/** The platform's operators: every active super-admin account. */
export async function superAdminEmails(knex: Knex): Promise<string[]> {
  const admins = await User.query(knex)
    .where('status', 'active')
    .whereExists(User.relatedQuery('roles').where('name', ROLE_NAMES.superAdmin))
    .select('email');
  return admins.map((admin) => admin.email);
}
