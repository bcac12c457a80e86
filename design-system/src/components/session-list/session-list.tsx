import type { ReactNode } from 'react';
import { formatSessionSpan } from '../../format/dates.ts';
import './session-list.css';

/** A session as a list shows it: when, and its title when its coach gave one. */
export interface ListedSession {
  id: string;
  startDate: string;
  endDate: string;
  title: string | null;
}

export interface SessionListProps<S extends ListedSession = ListedSession> {
  sessions: readonly S[];
  /** The schedule's IANA zone: each span is written there, with the reader's own time beside it. */
  timeZone: string;
  /** The id of the heading that names the list. */
  labelledBy: string;
  /** What more a reader may do with a session, under its time (its meeting link, say). */
  more?: (session: S) => ReactNode;
}

/**
 * The sessions of a cohort, soonest first: "Session 2: Evaluation", then its span in the schedule's zone.
 * Each names its number in words, so the list draws no markers.
 */
export function SessionList<S extends ListedSession>({
  sessions,
  timeZone,
  labelledBy,
  more,
}: SessionListProps<S>) {
  return (
    <ol className="ex-session-list" aria-labelledby={labelledBy}>
      {sessions.map((session, index) => (
        <li key={session.id}>
          <span className="ex-session-list__name">
            Session {index + 1}
            {session.title ? `: ${session.title}` : ''}
          </span>
          <time dateTime={session.startDate}>
            {formatSessionSpan(session.startDate, session.endDate, timeZone)}
          </time>
          {more?.(session)}
        </li>
      ))}
    </ol>
  );
}
