import type { BookingStatus, InvitationStatus } from '@exceed/api/contract';
import { Badge, type BadgeVariant } from '@exceed/design-system';

const bookingVariants: Record<BookingStatus, BadgeVariant> = {
  PENDING: 'warning',
  CONFIRMED: 'success',
  COMPLETED: 'primary',
  CANCELLED: 'danger',
  NO_SHOW: 'neutral',
};

const seatVariants: Record<InvitationStatus, BadgeVariant> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'neutral',
};

/** A booking's status as a badge (SPEC §3's values, as the API names them). */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  return <Badge variant={bookingVariants[status]}>{status.replace('_', ' ')}</Badge>;
}

/** A seat's invitation status as a badge. */
export function SeatStatusBadge({ status }: { status: InvitationStatus }) {
  return <Badge variant={seatVariants[status]}>{status}</Badge>;
}
