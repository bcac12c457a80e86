export type { ListedSession, SessionListProps } from './session-list.tsx';
export { SessionList } from './session-list.tsx';
