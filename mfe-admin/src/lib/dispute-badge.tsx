import { Badge, type BadgeVariant, formatEnum } from '@exceed/design-system';

/** Stripe's dispute statuses: won and lost are decided; the rest wait for evidence or a decision. */
const VARIANTS: Record<string, BadgeVariant> = { won: 'success', lost: 'danger' };

/** A dispute's status as Stripe names it ("needs_response"), in words and colour. */
export function DisputeBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status] ?? 'warning'}>{formatEnum(status)}</Badge>;
}
