import type { SessionMeeting } from '@exceed/contract';
import { formatDateTime } from '@exceed/design-system';

/**
 * Where a booked session meets online: the link to join once it is open to the attendee, else when it
 * opens (in the session's zone, named); nothing for a session without a link (in person), nor once its
 * opening time has passed without a link (the session is over, or the booking no longer holds it).
 */
export function MeetingLink({ meeting, timeZone }: { meeting: SessionMeeting; timeZone: string }) {
  if (!meeting) return null;
  if (!meeting.url && Date.parse(meeting.opensAt) <= Date.now()) return null;
  if (meeting.url)
    return (
      <a className="booking-meeting" href={meeting.url} target="_blank" rel="noreferrer">
        Join online
      </a>
    );
  return (
    <span className="client-muted">
      The link to join appears here from {formatDateTime(meeting.opensAt, timeZone)}.
    </span>
  );
}
