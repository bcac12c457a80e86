import { formatEnum } from '../../format/dates.ts';
import { Badge, type BadgeProps, type BadgeVariant } from '../badge/badge.tsx';

/**
 * The colour of every status the API names (SPEC.md §3: booking, invitation, content, schedule, job post
 * and member statuses; a waitlist entry's; a job application's; an announcement's delivery to one person;
 * a webhook's delivery),
 * one per value across the product: a status reads the same wherever it shows.
 */
const STATUS_VARIANTS = {
  DRAFT: 'neutral',
  PUBLISHED: 'success',
  ARCHIVED: 'warning',
  CLOSED: 'neutral',
  PENDING: 'warning',
  CONFIRMED: 'success',
  COMPLETED: 'primary',
  CANCELLED: 'danger',
  NO_SHOW: 'danger',
  ACCEPTED: 'success',
  APPROVED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'neutral',
  WAITING: 'neutral',
  OFFERED: 'warning',
  CLAIMED: 'success',
  LEFT: 'neutral',
  CHARGE_FAILED: 'danger',
  ACTIVE: 'success',
  SUSPENDED: 'danger',
  PAID: 'success',
  UNPAID: 'warning',
  NEW: 'neutral',
  SHORTLISTED: 'primary',
  REJECTED: 'danger',
  HIRED: 'success',
  QUEUED: 'warning',
  SENT: 'success',
  SUCCEEDED: 'success',
  FAILED: 'danger',
} as const satisfies Record<string, BadgeVariant>;

/** A status value of the API that StatusBadge knows. */
export type Status = keyof typeof STATUS_VARIANTS;

export interface StatusBadgeProps extends Omit<BadgeProps, 'variant' | 'children'> {
  /** The status as the API names it ("NO_SHOW"); shown as words ("No show"). */
  status: Status;
}

/** A status of the API as a coloured badge. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} {...rest}>
      {formatEnum(status)}
    </Badge>
  );
}
