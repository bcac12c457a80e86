import {
  dataEnvelope,
  idParamsSchema,
  priceBreakdownSchema,
  sessionPriceQuerySchema,
} from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { presentPrice } from '../../presenters/present-price.ts';
import { pricedWorkshop } from '../../presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { sessionPrice } from '../../pricing/booking-price.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { publicScheduleByIdQuery } from './public-schedule-query.ts';

/**
 * GET /v1/public/workshop-schedules/:id/price?seats=N: what N seats of the session cost if booked now, line
 * by line (its tier among them), for the booking page to show before the seats are held; the booking
 * is priced again when it is held, by the same service. A schedule the caller cannot reach is 404.
 */
export const showSessionPrice = defineRoute({
  method: 'get',
  path: '/public/workshop-schedules/:id/price',
  summary: "A session's price for a number of seats (public)",
  tags: ['Public'],
  before: [optionalAuthentication()],
  request: { params: idParamsSchema, query: sessionPriceQuerySchema },
  responses: { 200: dataEnvelope(priceBreakdownSchema) },
  errors: [400, 404],
  handler: async (ctx) => {
    const row = (await publicScheduleByIdQuery(ctx.knex, ctx.state.input.params.id)) as
      | (PublicScheduleRow & { tenantId: string })
      | undefined;
    if (!row || !(await mayReachSchedule(ctx, ctx.knex, row))) throw notFound();
    const seats = ctx.state.input.query.seats ?? 1;
    return { data: presentPrice(sessionPrice(pricedWorkshop(row), row.earlyBirdSeats, seats)) };
  },
});
