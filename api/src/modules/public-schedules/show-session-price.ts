import {
  dataEnvelope,
  idParamsSchema,
  priceBreakdownSchema,
  sessionPriceQuerySchema,
} from '@exceed/contract';
import { optionalAuthentication } from '../../auth/authenticate.ts';
import { applicableCode } from '../../bookings/code-redemptions.ts';
import { notFound } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { Tenant } from '../../models/tenant.ts';
import { presentPrice } from '../../presenters/present-price.ts';
import { pricedWorkshop } from '../../presenters/present-workshop-schedule.ts';
import type { PublicScheduleRow } from '../../presenters/public-schedule-row.ts';
import { sessionPrice } from '../../pricing/booking-price.ts';
import { quotedTax } from '../../pricing/tax-treatment.ts';
import { mayReachSchedule } from '../../workshops/visibility.ts';
import { publicScheduleByIdQuery } from './public-schedule-query.ts';

/**
 * GET /v1/public/workshop-schedules/:id/price?seats=N&code=C&country=FR&vatId=…: what N seats of the
 * session cost if booked now, line by line (its tier, promo code and tax among them; 422 on code saying
 * why a code does not apply), the tax for a buyer in `country` (default: the team's), for the booking page to show before the seats are held; the booking
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
    const { seats = 1, code, country, vatId } = ctx.state.input.query;
    const team = await Tenant.query(ctx.knex).findById(row.tenantId).select('taxRegistration');
    const tax = quotedTax(team?.taxRegistration ?? {}, { country, vatId });
    const workshop = { id: row.workshopId, ...pricedWorkshop(row) };
    const discount = code
      ? await applicableCode(ctx.knex, row.tenantId, code, {
          workshop,
          seats,
          now: new Date(),
          userId: ctx.state.auth?.user.id,
        })
      : undefined;
    return { data: presentPrice(sessionPrice(workshop, row.earlyBirdSeats, seats, { discount, tax })) };
  },
});
