import { TenantModel } from '../db/tenant-model.ts';

/**
 * A promo code of a team (docs/decisions/0102-promo-codes.md): for one workshop (workshopId) or every
 * workshop of the team (null); `percentOff` or `amountOffMinor` (in `currency`) off each seat. Kept as
 * its buyers type it, upper-cased. `redemptions`: the bookings holding seats with it now.
 */
export class PromoCode extends TenantModel {
  static override tableName = 'promo_codes';
  static override softDelete = true;

  declare workshopId: string | null;
  declare code: string;
  declare percentOff: number | null;
  declare amountOffMinor: number | null;
  declare currency: string | null;
  declare validFrom: Date | null;
  declare validUntil: Date | null;
  declare maxRedemptions: number | null;
  declare maxPerPerson: number | null;
  declare minSeats: number;
  declare redemptions: number;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
