import type { PublicJobPostingListQuery } from '@exceed/contract';
import type { Knex } from 'knex';
import { containsPattern } from '../../db/contains-pattern.ts';
import { JobPosting } from '../../models/job-posting.ts';

/** The board's filters: the list query without its pagination. */
export type PublicJobPostingFilters = Omit<PublicJobPostingListQuery, 'page' | 'perPage'>;

/**
 * Postings of every team the public may see, with their team and their count of applications (one
 * statement: the count is a correlated subquery on the applications' (tenant, posting) index). Across
 * tenants on purpose, like the marketplace (DESIGN.md "Tenancy"). `statuses`: PUBLISHED for the list;
 * a CLOSED one is also shown by its link (docs/decisions/0054-the-job-board.md).
 */
export function publicJobPostings(knex: Knex, statuses: readonly string[]) {
  return JobPosting.acrossTenants(knex)
    .join('tenants', 'tenants.id', 'job_postings.tenantId')
    .whereNull('tenants.deletedAt')
    .whereIn('job_postings.status', statuses)
    .select(
      'job_postings.*',
      'tenants.name as teamName',
      'tenants.slug as teamSlug',
      knex.raw(
        '(select count(*) from job_applications a where a.tenant_id = job_postings.tenant_id and a.job_posting_id = job_postings.id)::int as "applicationsCount"',
      ),
    );
}

/** The board's list: PUBLISHED postings matching the filters, newest first. */
export function publicJobPostingList(knex: Knex, filters: PublicJobPostingFilters) {
  const query = publicJobPostings(knex, ['PUBLISHED']).orderBy([
    { column: 'job_postings.createdAt', order: 'desc' },
    { column: 'job_postings.id', order: 'desc' },
  ]);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    query.where((scope) =>
      scope
        .whereILike('job_postings.title', pattern)
        .orWhereILike('job_postings.companyName', pattern)
        .orWhereILike('job_postings.description', pattern),
    );
  }
  if (filters.employmentStatus) query.where('job_postings.employmentStatus', filters.employmentStatus);
  if (filters.experienceLevel) query.where('job_postings.experienceLevel', filters.experienceLevel);
  // jsonb containment: the posting's list holds the value asked for.
  if (filters.workplaceType) {
    query.whereRaw('job_postings.workplace_types @> ?::jsonb', [JSON.stringify([filters.workplaceType])]);
  }
  if (filters.category) {
    query.whereRaw('job_postings.categories @> ?::jsonb', [JSON.stringify([filters.category])]);
  }
  return query;
}
