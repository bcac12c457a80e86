import { authenticate } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { sendResourceFile } from '../../workshops/resource-file.ts';
import { resourceParamsSchema } from '../../workshops/resource-params.ts';
import {
  bookingResourcesQuery,
  findBookingResources,
  resourcesClosedBecause,
  resourcesOpen,
} from './booking-resource-access.ts';

/**
 * GET /v1/bookings/:id/resources/:resourceId/file: the uploaded file of a resource of the booking's
 * workshop, to whoever lists it on GET /v1/bookings/:id/resources (a resource hidden from the booking is
 * 404 to its booker and attendees). 404 when the resource has no uploaded file.
 */
export const downloadBookingResource = defineRoute({
  method: 'get',
  path: '/bookings/:id/resources/:resourceId/file',
  summary: "Download the uploaded file of a booking's workshop resource",
  tags: ['Bookings'],
  before: [authenticate()],
  request: { params: resourceParamsSchema },
  responses: { 200: null },
  errors: [400, 401, 403, 404],
  // No transaction: reads only, and the file streams after the handler (sendResourceFile).
  access: {
    load: (ctx, db) => findBookingResources(ctx, db, ctx.state.input.params.id),
    allow: resourcesOpen,
    because: resourcesClosedBecause,
  },
  handler: async (ctx) => {
    const { knex } = ctx;
    const resource = await bookingResourcesQuery(knex, ctx.state.loaded).findById(
      ctx.state.input.params.resourceId,
    );
    if (!resource) throw notFound();
    await sendResourceFile(ctx, knex, resource);
    return undefined;
  },
});
