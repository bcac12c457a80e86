import type { Knex } from 'knex';
import { User } from '../../models/user.ts';

/** A live user of any team with their roles, as an admin route changes them (404 when there is none). */
export const findUser = async (trx: Knex, id: string): Promise<User> =>
  User.query(trx).findById(id).withGraphFetched('roles').throwIfNotFound();
