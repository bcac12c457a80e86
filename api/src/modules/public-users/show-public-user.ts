import { dataEnvelope, publicUserParamsSchema, publicUserSchema } from '@exceed/contract';
import { publicRead } from '../../db/read-replica.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentPublicUser } from '../../presenters/present-user.ts';
import { findPublicCoach } from './public-coaches.ts';

/**
 * GET /v1/public/users/:id: a coach's public profile by id or username (the /:username page); read on the
 * replica while it keeps up (db/read-replica.ts).
 */
export const showPublicUser = defineRoute({
  method: 'get',
  path: '/public/users/:id',
  summary: 'Show a coach (public), by id or username',
  tags: ['Public'],
  request: { params: publicUserParamsSchema },
  responses: { 200: dataEnvelope(publicUserSchema) },
  errors: [404],
  handler: async (ctx) =>
    present(
      await publicRead(ctx, (knex) => findPublicCoach(knex, ctx.state.input.params.id)),
      presentPublicUser,
    ),
});
