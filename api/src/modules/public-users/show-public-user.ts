import { dataEnvelope, publicUserParamsSchema, publicUserSchema } from '../../contract/index.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { presentPublicUser } from '../../presenters/present-user.ts';
import { publicCoaches } from './public-coaches.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /v1/public/users/:id: a coach's public profile by id or username (the /:username page). */
export const showPublicUser = defineRoute({
  method: 'get',
  path: '/public/users/:id',
  summary: 'Show a coach (public), by id or username',
  tags: ['Public'],
  request: { params: publicUserParamsSchema },
  responses: { 200: dataEnvelope(publicUserSchema) },
  errors: [404],
  handler: async (ctx) => {
    const { id } = ctx.state.input.params;
    const query = publicCoaches(ctx.knex);
    const user = await (UUID.test(id)
      ? query.findById(id)
      : query.whereRaw('lower(users.username) = ?', [id.toLowerCase()]).first());
    if (!user) throw notFound();
    return present(user, presentPublicUser);
  },
});
