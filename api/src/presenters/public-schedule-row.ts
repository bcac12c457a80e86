import type {
  CancellationTier,
  GoDecision,
  ScheduleStatus,
  SessionCadence,
  SessionFormat,
  SkillLevel,
  Visibility,
} from '@exceed/contract';
import type { PriceTiers } from '../pricing/price-tiers.ts';

/**
 * A workshop with its coach as the public queries select them (WORKSHOP_COLUMN_PAIRS of
 * modules/public-schedules/public-schedule-query.ts): a workshop's page, and the card of each item.
 */
export interface PublicWorkshopRow {
  workshopId: string;
  coachId: string;
  workshopTitle: string;
  workshopSlug: string;
  workshopDescription: string | null;
  workshopImage: string | null;
  workshopImagePlaceholder: string | null;
  workshopPriceMinor: number;
  workshopCurrency: string;
  workshopPriceTiers: PriceTiers;
  workshopMaxSeats: number;
  workshopMaxSeatsPerBooking: number | null;
  workshopMinSeats: number;
  workshopCancellationPolicy: CancellationTier[];
  coachUsername: string;
  coachAvatar: string | null;
  coachFirstName: string | null;
  coachLastName: string | null;
  coachHeadline: string | null;
}

/**
 * One marketplace item as the public query selects it (modules/public-schedules/public-schedule-query.ts,
 * ITEM_COLUMNS): the database answers it in camelCase, and presentPublicSchedule reads this one shape.
 */
export interface PublicScheduleRow extends PublicWorkshopRow {
  id: string;
  startDate: Date | string;
  endDate: Date | string;
  timezone: string;
  country: string | null;
  location: string | null;
  level: SkillLevel;
  status: ScheduleStatus;
  visibility: Visibility;
  mode: SessionFormat;
  /** Seats held or sold at the early-bird price. */
  earlyBirdSeats: number;
  /** A bigint sum (text from pg): read it with Number(). */
  seatsLeft: number | string;
  sessionCount: number;
  cadence: SessionCadence | null;
  /** Its confirmed seats, and its go/no-go's decision (workshops/go-no-go.ts). */
  seatsSold: number;
  goDecision: GoDecision | null;
}
