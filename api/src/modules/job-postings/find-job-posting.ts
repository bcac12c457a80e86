import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { JobPosting } from '../../models/job-posting.ts';

/**
 * The posting a route names by id within the current tenant: 404 when there is none. A posting of another
 * tenant is "none" too (the scoped query cannot see it), so ids of other teams cannot be probed.
 * `deleted` looks among soft-deleted postings only (restore).
 */
export async function findJobPosting(
  knex: Knex,
  tenantId: string,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<JobPosting> {
  const query = JobPosting.forTenant(tenantId, knex).findById(id);
  const posting = await (options.deleted ? query.onlyDeleted() : query);
  if (!posting) throw notFound();
  return posting;
}
