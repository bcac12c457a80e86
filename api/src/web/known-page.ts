import { matchPagePath } from '@exceed/contract/page-paths';
import type { Knex } from 'knex';
import { User } from '../models/user.ts';

/**
 * Whether a page path opens a page of the shell, by the shell's route table (`@exceed/contract/page-paths`),
 * so the server answers it 200 rather than 404. A one-segment path no other page takes is a coach's
 * public profile: a page only when that coach is one the marketplace shows (one lookup on the username
 * index). Below /b and /c the area's remote routes by itself, so every path there is a page.
 */
export async function isKnownPage(knex: Knex, path: string): Promise<boolean> {
  const match = matchPagePath(path);
  if (!match) return false;
  if (match.page !== 'coachProfile') return true;
  const coach = await User.query(knex)
    .modify('publicCoach')
    .modify('idOrUsername', match.params.username ?? '')
    .select('users.id')
    .first();
  return coach !== undefined;
}
