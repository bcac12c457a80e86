import type { BookingQuestionKind } from '@exceed/contract';
import { TenantModel } from '../db/tenant-model.ts';

/**
 * A question a workshop's booking page asks (docs/decisions/0105-booking-questions.md): once per booking,
 * or of each attendee (`perAttendee`); asked in `position` order. Its answers are kept on the booking and
 * on attendee seats with its label as asked, so removing it (a soft delete) leaves them readable.
 */
export class BookingQuestion extends TenantModel {
  static override tableName = 'booking_questions';
  static override softDelete = true;
  static override get jsonAttributes() {
    return ['choices'];
  }

  declare workshopId: string;
  declare position: number;
  declare kind: BookingQuestionKind;
  declare label: string;
  declare choices: string[];
  declare required: boolean;
  declare perAttendee: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
}
