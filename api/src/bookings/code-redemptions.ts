import { PROMO_CODE_REFUSALS } from '@exceed/contract';
import type { Knex } from 'knex';
import { validationFailed } from '../errors.ts';
import { PromoCode } from '../models/promo-code.ts';
import { type CodeUse, codeRefusal, type HeldDiscount, heldDiscount } from '../pricing/promo-discount.ts';

/**
 * A promo code's redemptions: a booking redeems its code while it holds seats (seats_held > 0), so a
 * lapsed hold or a booking cancelled in full gives its redemption back, as it gives back its seats. The
 * code's counter (promo_codes.redemptions) moves in the transaction that moves the seats, after the
 * schedule's row is locked (the order every seat change takes), under a condition: its last redemption
 * goes to one buyer.
 */

const refused = (message: string) => validationFailed({ code: [message] });

/** The SQL of a booking's code (price_terms.discount.codeId), which bookings_promo_code_index finds. */
export const BOOKING_CODE_SQL = (alias: string) => `(${alias}.price_terms->'discount'->>'codeId')`;

/** Bookings of `userId` holding seats with the code, but `exceptBookingId`. */
export async function usesByBuyer(
  knex: Knex,
  code: { tenantId: string; id: string },
  userId: string,
  exceptBookingId: string | null = null,
): Promise<number> {
  const result = await knex.raw(
    `select count(*)::int as uses from bookings b
     where b.tenant_id = ? and ${BOOKING_CODE_SQL('b')} = ? and b.user_id = ? and b.seats_held > 0
       and b.deleted_at is null and b.id is distinct from ?`,
    [code.tenantId, code.id, userId, exceptBookingId],
  );
  return (result.rows[0] as { uses: number }).uses;
}

/**
 * The discount of the team's code `text` for `use` (a booking of `userId`, or a quote to nobody in
 * particular), or 422 on code saying why it does not apply (promo-discount.ts codeRefusal).
 */
export async function applicableCode(
  knex: Knex,
  tenantId: string,
  text: string,
  use: Omit<CodeUse, 'usesByBuyer'> & { userId?: string },
): Promise<HeldDiscount> {
  const code = await PromoCode.forTenant(tenantId, knex).findOne({ code: text.toUpperCase() });
  const uses =
    code && code.maxPerPerson !== null && use.userId ? await usesByBuyer(knex, code, use.userId) : 0;
  const refusal = codeRefusal(code, { ...use, usesByBuyer: uses });
  if (!code || refusal) throw refused(refusal ?? PROMO_CODE_REFUSALS.unknown);
  return heldDiscount(code);
}

/**
 * `booking` redeems its code `codeId`, in `trx` (which holds the schedule's row): the code's counter
 * goes up if it has a redemption left, and then the booker's other bookings with it are counted, once
 * the counter's lock orders concurrent ones. 422 on code when it is used up, in all or by the booker.
 */
export async function redeemCode(
  trx: Knex.Transaction,
  booking: { tenantId: string; id: string; userId: string },
  codeId: string,
): Promise<void> {
  const result = await trx.raw(
    `update promo_codes set redemptions = redemptions + 1, updated_at = now()
     where tenant_id = ? and id = ? and (max_redemptions is null or redemptions < max_redemptions)
     returning max_per_person`,
    [booking.tenantId, codeId],
  );
  const row = result.rows[0] as { max_per_person: number | null } | undefined;
  if (!row) throw refused(PROMO_CODE_REFUSALS.usedUp);
  if (row.max_per_person === null) return;
  const uses = await usesByBuyer(trx, { tenantId: booking.tenantId, id: codeId }, booking.userId, booking.id);
  if (uses >= row.max_per_person) throw refused(PROMO_CODE_REFUSALS.perPerson);
}

/** A booking gives back its redemption of `codeId`, in the transaction that frees its seats. */
export async function releaseCode(trx: Knex, tenantId: string, codeId: string): Promise<void> {
  await trx.raw(
    'update promo_codes set redemptions = redemptions - 1, updated_at = now() where tenant_id = ? and id = ?',
    [tenantId, codeId],
  );
}
