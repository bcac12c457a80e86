export type { AppConnection, AppConnectionCardProps } from './app-connection-card.tsx';
export { AppConnectionCard } from './app-connection-card.tsx';
