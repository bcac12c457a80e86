import {
  type CreatePromoCodeInput,
  PROMO_CODE_MESSAGES,
  priceDecimalsMessage,
  priceFits,
  toMinorUnits,
} from '@exceed/contract';
import { validationFailed } from '../../errors.ts';
import type { Workshop } from '../../models/workshop.ts';

type CodeWorkshop = Pick<Workshop, 'priceMinor' | 'currency' | 'maxSeats' | 'maxSeatsPerBooking'>;

/**
 * A code as sent, checked beyond its schema against the workshop it is for (null: every workshop of the
 * team), and the columns it is stored with: its discount in minor units of its currency (the workshop's
 * for a workshop's code). 422 on each field that is wrong, in PROMO_CODE_MESSAGES' words.
 */
export function storedCode(input: CreatePromoCodeInput, workshop: CodeWorkshop | null) {
  const errors: Record<string, string[]> = {};
  const { percentOff = null, amountOff = null, validFrom = null, validUntil = null } = input;
  const { maxRedemptions = null, maxPerPerson = null, minSeats = 1 } = input;
  if ((percentOff === null) === (amountOff === null)) errors.percentOff = [PROMO_CODE_MESSAGES.oneDiscount];
  const currency = amountOff === null ? null : (workshop?.currency ?? input.currency ?? null);
  if (amountOff !== null && currency === null) errors.currency = [PROMO_CODE_MESSAGES.amountCurrency];
  if (amountOff !== null && currency !== null) {
    if (!priceFits(amountOff, currency)) errors.amountOff = [priceDecimalsMessage(currency)];
    else if (workshop && toMinorUnits(amountOff, currency) >= workshop.priceMinor)
      errors.amountOff = [PROMO_CODE_MESSAGES.amountBelowPrice];
  }
  if (validFrom && validUntil && Date.parse(validUntil) <= Date.parse(validFrom))
    errors.validUntil = [PROMO_CODE_MESSAGES.untilAfterFrom];
  if (maxPerPerson !== null && maxRedemptions !== null && maxPerPerson > maxRedemptions)
    errors.maxPerPerson = [PROMO_CODE_MESSAGES.perPersonAtMost];
  if (workshop && minSeats > (workshop.maxSeatsPerBooking ?? workshop.maxSeats))
    errors.minSeats = [PROMO_CODE_MESSAGES.minSeatsFit];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    code: input.code,
    percentOff,
    amountOffMinor: amountOff === null || currency === null ? null : toMinorUnits(amountOff, currency),
    currency,
    validFrom: validFrom === null ? null : new Date(validFrom),
    validUntil: validUntil === null ? null : new Date(validUntil),
    maxRedemptions,
    maxPerPerson,
    minSeats,
  };
}
