import { publicScheduleListQuerySchema, publicSchedulePageSchema } from '@exceed/contract';
import { publicRead } from '../../db/read-replica.ts';
import { defineRoute } from '../../http/define-route.ts';
import { presentPublicSchedule } from '../../presenters/present-workshop-schedule.ts';
import { findPublicSchedules } from './public-schedule-query.ts';

/**
 * GET /v1/public/workshop-schedules: the marketplace, across tenants, for guests and users alike. At most
 * two statements per page (items with their joins, prepared; the count, remembered for a few seconds) on
 * the root knex (the read replica's while it keeps up, db/read-replica.ts): a read needs no transaction.
 * `cursor` (meta.nextCursor of the page before) reads the next page by keyset; `page` alone by its number.
 */
export const listPublicSchedules = defineRoute({
  method: 'get',
  path: '/public/workshop-schedules',
  summary: 'List bookable schedules (public)',
  tags: ['Public'],
  request: { query: publicScheduleListQuerySchema },
  responses: { 200: publicSchedulePageSchema },
  handler: async (ctx) => {
    const { page, perPage, cursor, ...filters } = ctx.state.input.query;
    const found = await publicRead(ctx, (knex) =>
      findPublicSchedules(knex, filters, { page, perPage, cursor }),
    );
    return { data: found.items.map(presentPublicSchedule), meta: found.meta };
  },
});
