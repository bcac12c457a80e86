import { pageEnvelope, tagListQuerySchema, tagSchema } from '@exceed/contract';
import { containsPattern } from '../../db/contains-pattern.ts';
import type { ApiModule } from '../../http/api-module.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import { Tag } from '../../models/tag.ts';

/** GET /v1/tags: every tag by name; public, like the marketplace filters that use them. */
const listTags = defineRoute({
  method: 'get',
  path: '/tags',
  summary: 'List tags',
  tags: ['Tags'],
  request: { query: tagListQuerySchema },
  responses: { 200: pageEnvelope(tagSchema) },
  handler: async (ctx) => {
    const { q, ...page } = ctx.state.input.query;
    let query = Tag.query(ctx.knex).orderBy('name');
    if (q) query = query.whereILike('name', containsPattern(q));
    return presentPage(await paginate(query, page), (tag) => ({
      id: tag.id,
      name: tag.name,
      slug: tag.slug,
    }));
  },
});

/** Tags (SPEC.md §7). */
export const tagsModule: ApiModule = { name: 'tags', routes: [listTags] };
