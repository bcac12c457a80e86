import { dataEnvelope, publicUserParamsSchema, publicUserSchema } from '@exceed/contract';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentPublicUser } from '../../presenters/present-user.ts';
import { findPublicCoach } from './public-coaches.ts';

/** GET /v1/public/users/:id: a coach's public profile by id or username (the /:username page). */
export const showPublicUser = defineRoute({
  method: 'get',
  path: '/public/users/:id',
  summary: 'Show a coach (public), by id or username',
  tags: ['Public'],
  request: { params: publicUserParamsSchema },
  responses: { 200: dataEnvelope(publicUserSchema) },
  errors: [404],
  handler: async (ctx) =>
    present(await findPublicCoach(ctx.knex, ctx.state.input.params.id), presentPublicUser),
});
