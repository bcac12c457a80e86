export type { BadgeProps, BadgeVariant } from './badge.tsx';
export { Badge } from './badge.tsx';
