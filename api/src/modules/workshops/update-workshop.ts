import { dataEnvelope, idParamsSchema, updateWorkshopSchema, workshopSchema } from '@exceed/contract';
import { authenticate } from '../../auth/authenticate.ts';
import { changeCapacity } from '../../bookings/seat-counter.ts';
import { defineRoute, type HttpMethod } from '../../http/define-route.ts';
import { present } from '../../http/presenter.ts';
import { Workshop } from '../../models/workshop.ts';
import { replanWorkshopReminders } from '../../notifications/notify.ts';
import { presentWorkshopFor } from '../../presenters/present-workshop.ts';
import { presentTiers, storedTiers } from '../../pricing/price-tiers.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { assertCoachChoice } from '../../workshops/coach-choice.ts';
import { coverFields } from '../../workshops/cover-image.ts';
import { assertCapacityRange } from './capacity-range.ts';
import { findWorkshop } from './find-workshop.ts';
import { repriced } from './price-minor.ts';
import { managesWorkshop } from './workshop-access.ts';
import { replaceWorkshopTags } from './workshop-tags.ts';

/**
 * PATCH (and PUT) /v1/workshops/:id: a partial update by the workshop's coach or a super-admin. The seat
 * rule is checked on the merged record; handing the workshop to another coach is for a super-admin only.
 * `tagIds`, when given, replaces the workshop's tags (an empty list clears them); new `reminderHours`
 * re-plan the reminders of its coming sessions.
 */
const updateWorkshopRoute = (method: Extract<HttpMethod, 'patch' | 'put'>) =>
  defineRoute({
    method,
    path: '/workshops/:id',
    summary: 'Update a workshop (partial)',
    tags: ['Workshops'],
    before: [authenticate(), currentTenant()],
    request: { params: idParamsSchema, body: updateWorkshopSchema },
    responses: { 200: dataEnvelope(workshopSchema) },
    errors: [400, 401, 403, 404, 419],
    transaction: true,
    access: managesWorkshop(),
    handler: async (ctx) => {
      const { trx } = ctx.state;
      const { actor, workshop } = ctx.state.loaded;
      const { tenantId } = workshop;
      const { price: newPrice, tagIds, priceTiers, ...fields } = ctx.state.input.body;
      if (fields.coachId !== undefined && fields.coachId !== workshop.coachId) {
        await assertCoachChoice(trx, actor, tenantId, fields.coachId);
      }
      assertCapacityRange(
        fields.minSeats ?? workshop.minSeats,
        fields.maxSeats ?? workshop.maxSeats,
        fields.maxSeatsPerBooking !== undefined ? fields.maxSeatsPerBooking : workshop.maxSeatsPerBooking,
      );
      if (fields.maxSeats !== undefined) {
        await changeCapacity(
          trx,
          tenantId,
          { workshopId: workshop.id },
          {
            from: workshop.maxSeats,
            to: fields.maxSeats,
            field: 'maxSeats',
          },
        );
      }
      const price = repriced(workshop, { price: newPrice, currency: fields.currency });
      // The tiers, sent or kept, must still sit below the price and within the seats as they are now.
      const tiers = storedTiers(
        { ...presentTiers(workshop.priceTiers, workshop.currency), ...priceTiers },
        {
          priceMinor: price.priceMinor ?? workshop.priceMinor,
          currency: fields.currency ?? workshop.currency,
          maxSeats: fields.maxSeats ?? workshop.maxSeats,
          maxSeatsPerBooking:
            fields.maxSeatsPerBooking !== undefined ? fields.maxSeatsPerBooking : workshop.maxSeatsPerBooking,
        },
      );
      // patchAndFetchById would re-read outside the tenant scope (the scope guard refuses it).
      await Workshop.forTenant(tenantId, trx)
        .findById(workshop.id)
        .patch({
          ...fields,
          ...price,
          priceTiers: tiers,
          ...(await coverFields(trx, actor, fields.image, ctx.config.appUrl)),
        });
      if (tagIds) await replaceWorkshopTags(trx, tenantId, workshop.id, tagIds);
      if (fields.reminderHours) await replanWorkshopReminders(trx, tenantId, workshop.id);
      return present(
        await findWorkshop(trx, tenantId, workshop.id, { withTags: true }),
        presentWorkshopFor(actor),
      );
    },
  });

export const updateWorkshop = updateWorkshopRoute('patch');
export const replaceWorkshop = updateWorkshopRoute('put');
