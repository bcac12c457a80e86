import { Badge, type BadgeVariant } from '@exceed/design-system';
import { words } from './format.ts';

const VARIANTS: Record<string, BadgeVariant> = {
  DRAFT: 'neutral',
  PUBLISHED: 'success',
  ARCHIVED: 'warning',
  CANCELLED: 'danger',
  COMPLETED: 'primary',
  PENDING: 'warning',
  CONFIRMED: 'success',
  NO_SHOW: 'danger',
  ACCEPTED: 'success',
  DECLINED: 'danger',
  EXPIRED: 'neutral',
};

/** A status of the API (content, schedule, booking or invitation) as a coloured badge. */
export function StatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'neutral'}>{words(status)}</Badge>;
}
