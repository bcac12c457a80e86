import {
  idParamsSchema,
  pageEnvelope,
  paginationQuerySchema,
  workshopResourceSchema,
} from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { defineRoute } from '../../http/define-route.ts';
import { paginate } from '../../http/pagination.ts';
import { presentPage } from '../../http/presenter.ts';
import {
  bookingResourcesQuery,
  findBookingResources,
  presentBookingResource,
  resourcesClosedBecause,
  resourcesOpen,
} from './booking-resource-access.ts';

/**
 * GET /v1/bookings/:id/resources: the booked workshop's live resources in their sortOrder, in whatever
 * team the booking is. Its coach and a super-admin see all of them; its booker and the attendees who
 * accepted a seat see those the booking shows, once it is CONFIRMED, COMPLETED or NO_SHOW (403 with the
 * reason before and after); anyone else gets 404.
 */
export const listBookingResources = defineRoute({
  method: 'get',
  path: '/bookings/:id/resources',
  summary: "List the resources of a booking's workshop",
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: idParamsSchema, query: paginationQuerySchema },
  responses: { 200: pageEnvelope(workshopResourceSchema) },
  errors: [400, 401, 403, 404],
  transaction: true,
  access: {
    load: (ctx, db) => findBookingResources(ctx, db, ctx.state.input.params.id),
    allow: resourcesOpen,
    because: resourcesClosedBecause,
  },
  handler: async (ctx) => {
    const { trx } = ctx.state;
    const found = ctx.state.loaded;
    const query = bookingResourcesQuery(trx, found).orderBy([
      { column: 'sortOrder' },
      { column: 'createdAt' },
      { column: 'id' },
    ]);
    return presentPage(
      await paginate(query, ctx.state.input.query),
      presentBookingResource(found.booking.id),
    );
  },
});
