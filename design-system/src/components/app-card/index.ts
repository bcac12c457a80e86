export type { AppCardProps } from './app-card.tsx';
export { AppCard } from './app-card.tsx';
