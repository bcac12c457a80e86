export type { Status, StatusBadgeProps } from './status-badge.tsx';
export { StatusBadge } from './status-badge.tsx';
