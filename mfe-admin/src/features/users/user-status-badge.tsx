import type { UserStatus } from '@exceed/contract';
import { Badge, type BadgeVariant, formatEnum } from '@exceed/design-system';

const VARIANTS: Record<UserStatus, BadgeVariant> = {
  pending: 'warning',
  active: 'success',
  suspended: 'danger',
};

/** A user's status (pending, active, suspended), which StatusBadge's upper-case statuses do not hold. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge variant={VARIANTS[status]}>{formatEnum(status)}</Badge>;
}
