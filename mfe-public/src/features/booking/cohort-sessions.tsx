import type { PublicScheduleResource } from '@exceed/contract';
import { SessionList } from '@exceed/design-system';
import { useId } from 'react';

/**
 * A cohort's sessions in the booking summary: one booking pays for all of them, so the buyer reads each
 * before paying, numbered, with its title when the coach gave one, in the schedule's zone with their own
 * time beside it.
 */
export function CohortSessions({ schedule }: { schedule: PublicScheduleResource }) {
  const headingId = useId();
  const sessions = schedule.sessions ?? [];
  return (
    <section className="booking-cohort" aria-labelledby={headingId}>
      <h2 id={headingId} className="mkt-policy__heading">
        Sessions
      </h2>
      <p>One booking buys all {schedule.sessionCount} sessions.</p>
      {/* Only the page of one schedule lists them; a summary without them still says what is bought. */}
      {sessions.length > 0 ? (
        <SessionList sessions={sessions} timeZone={schedule.timezone} labelledBy={headingId} />
      ) : null}
    </section>
  );
}
