import type { Knex } from 'knex';
import { ROLE_NAMES } from '../../contract/index.ts';
import { User } from '../../models/user.ts';

/**
 * The users the public marketplace may show: coaches whose account is active and not deleted, with the
 * profile and coach profile a public page needs (fetched in two extra queries for the whole page).
 */
export function publicCoaches(knex: Knex) {
  return User.query(knex)
    .where('users.status', 'active')
    .whereExists(User.relatedQuery('roles').where('roles.name', ROLE_NAMES.coach))
    .withGraphFetched('[profile, coachProfile]');
}
