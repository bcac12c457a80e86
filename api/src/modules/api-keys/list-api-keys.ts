import { apiKeyListSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { actorOf } from '../../policies/actor.ts';
import { managedTeams, presentedKeys } from './key-reads.ts';

/**
 * GET /v1/api-keys: the caller's own keys and the keys of the teams they own or administer, newest first,
 * with those teams (`meta.teams`: where they may make a team's key). A handful each, so no pages.
 */
export const listApiKeys = defineRoute({
  method: 'get',
  path: '/api-keys',
  summary: 'List my API keys and my teams’ API keys',
  tags: ['API keys'],
  before: [authenticate()],
  responses: { 200: apiKeyListSchema },
  errors: [401],
  handler: async (ctx) => {
    const actor = await actorOf(ctx, ctx.knex);
    const teams = await managedTeams(ctx.knex, actor);
    const data = await presentedKeys(ctx.knex, (query) =>
      query
        .where((own) => own.where('k.userId', actor.user.id).whereNull('k.tenantId'))
        .orWhereIn(
          'k.tenantId',
          teams.map((team) => team.id),
        ),
    );
    return { data, meta: { teams } };
  },
});
