import { dataEnvelope, idParamsSchema, publicJobPostingSchema } from '@exceed/contract';
import { publicRead } from '../../db/read-replica.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import {
  type PublicJobPostingRow,
  presentPublicJobPosting,
} from '../../presenters/present-public-job-posting.ts';
import { publicJobPostings } from './public-job-posting-query.ts';

/**
 * GET /v1/public/job-postings/:id: one posting, PUBLISHED or CLOSED (a closed one says so, for links
 * already shared); a draft, an archived or a deleted posting is 404. Read on the replica while it keeps up.
 */
export const showPublicJobPosting = defineRoute({
  method: 'get',
  path: '/public/job-postings/:id',
  summary: 'Show a job posting (public)',
  tags: ['Public'],
  request: { params: idParamsSchema },
  responses: { 200: dataEnvelope(publicJobPostingSchema) },
  errors: [404],
  handler: async (ctx) => {
    const posting = await publicRead(ctx, async (knex) =>
      publicJobPostings(knex, ['PUBLISHED', 'CLOSED'])
        .where('job_postings.id', ctx.state.input.params.id)
        .first(),
    );
    if (!posting) throw notFound();
    return present(posting as PublicJobPostingRow, presentPublicJobPosting);
  },
});
