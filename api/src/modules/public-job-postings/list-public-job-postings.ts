import { pageEnvelope, publicJobPostingListQuerySchema, publicJobPostingSchema } from '@exceed/contract';
import { publicRead } from '../../db/read-replica.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import {
  type PublicJobPostingRow,
  presentPublicJobPosting,
} from '../../presenters/present-public-job-posting.ts';
import { publicJobPostingList } from './public-job-posting-query.ts';

/**
 * GET /v1/public/job-postings: the job board, PUBLISHED postings of every team, for anyone; read on the
 * replica while it keeps up (db/read-replica.ts).
 */
export const listPublicJobPostings = defineRoute({
  method: 'get',
  path: '/public/job-postings',
  summary: 'List published job postings (public)',
  tags: ['Public'],
  request: { query: publicJobPostingListQuerySchema },
  responses: { 200: pageEnvelope(publicJobPostingSchema) },
  handler: async (ctx) => {
    const { page, perPage, ...filters } = ctx.state.input.query;
    const found = await publicRead(ctx, (knex) =>
      paginate(publicJobPostingList(knex, filters), { page, perPage }),
    );
    return presentPage(found as typeof found & { items: PublicJobPostingRow[] }, presentPublicJobPosting);
  },
});
