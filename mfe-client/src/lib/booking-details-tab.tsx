import {
  type AttendeeSessionResource,
  addressLines,
  answerText,
  type BookingResource,
} from '@exceed/contract';
import {
  Button,
  Card,
  formatDay,
  formatMoney,
  formatSessionSpan,
  SessionList,
  StatusBadge,
} from '@exceed/design-system';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { cohortSessionsOf, cohortWhen, hasStarted, workshopOf } from './booking-facts.ts';
import { CheckInPass } from './check-in-pass.tsx';
import { MeetingLink } from './meeting-link.tsx';
import { certificatePdfHref } from './my-bookings-api.ts';
import { SessionFeedback } from './session-feedback.tsx';
import './booking-details.css';

/**
 * A cohort's sessions, numbered, each with its title when the coach gave one, in the schedule's zone with
 * the reader's time beside it: the booking bought all of them, and its start alone names only the first.
 */
function BookingSessions({
  sessions,
  timeZone,
}: {
  sessions: readonly AttendeeSessionResource[];
  timeZone: string;
}) {
  return (
    <Card asChild>
      <section aria-labelledby="booking-sessions-title">
        <Card.Header>
          <Card.Title as="h2" id="booking-sessions-title">
            Sessions
          </Card.Title>
          <Card.Description>This booking covers all {sessions.length} sessions.</Card.Description>
        </Card.Header>
        <Card.Content>
          <SessionList
            sessions={sessions}
            timeZone={timeZone}
            labelledBy="booking-sessions-title"
            more={(session) => <MeetingLink meeting={session.meeting} timeZone={timeZone} />}
          />
        </Card.Content>
      </section>
    </Card>
  );
}

/**
 * The index tab of a booking: what was booked (a cohort: each of its sessions), the billing address, and
 * paying what is due when the API's `abilities` allow. Shown by the booking's page (whose Cancellation card
 * cancels) and by a workshop's bookings tab.
 */
export function BookingDetailsTab({ booking }: { booking: BookingResource }) {
  const schedule = booking.workshopSchedule;
  const { address } = booking;
  const { abilities } = booking;
  const sessions = cohortSessionsOf(booking);
  return (
    <>
      <div className="booking-cards">
        <Card asChild>
          <section aria-labelledby="booking-details-title">
            <Card.Header>
              <Card.Title as="h2" id="booking-details-title">
                Details
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <dl className="client-details">
                <dt>Workshop</dt>
                <dd>{workshopOf(booking)}</dd>
                {schedule ? (
                  <>
                    <dt>When</dt>
                    <dd>
                      {cohortWhen(booking) ??
                        formatSessionSpan(schedule.startDate, schedule.endDate, schedule.timezone)}
                    </dd>
                  </>
                ) : null}
                {/* A cohort's links are under each of its sessions; one session's is here. */}
                {schedule && sessions.length === 0 && schedule.sessions?.[0]?.meeting ? (
                  <>
                    <dt>Online</dt>
                    <dd>
                      <MeetingLink meeting={schedule.sessions[0].meeting} timeZone={schedule.timezone} />
                    </dd>
                  </>
                ) : null}
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={booking.status} />
                </dd>
                <dt>Seats</dt>
                <dd>{booking.seats}</dd>
                <dt>Price per seat</dt>
                <dd>{formatMoney(booking.price, booking.currency)}</dd>
                <dt>Total</dt>
                <dd>{formatMoney(booking.amountDue, booking.currency)}</dd>
                {booking.createdAt ? (
                  <>
                    <dt>Booked on</dt>
                    <dd>{formatDay(booking.createdAt)}</dd>
                  </>
                ) : null}
                {booking.notes ? (
                  <>
                    <dt>Notes</dt>
                    <dd>{booking.notes}</dd>
                  </>
                ) : null}
                {/* What the booking page asked, each under its question as it was asked. */}
                {(booking.answers ?? []).map((answer) => (
                  <Fragment key={answer.questionId}>
                    <dt>{answer.label}</dt>
                    <dd>{answerText(answer.value)}</dd>
                  </Fragment>
                ))}
                {booking.cancellationReason ? (
                  <>
                    <dt>Cancellation reason</dt>
                    <dd>{booking.cancellationReason}</dd>
                  </>
                ) : null}
              </dl>
            </Card.Content>
            {abilities.pay && schedule ? (
              <Card.Footer className="client-actions">
                <Button asChild>
                  <Link to={`/workshops/${schedule.id}/book`}>
                    Pay {formatMoney(booking.balanceDue, booking.currency)}
                  </Link>
                </Button>
              </Card.Footer>
            ) : null}
          </section>
        </Card>
        {booking.checkInCode ? (
          <Card asChild>
            <section aria-labelledby="booking-pass-title">
              <Card.Header>
                <Card.Title as="h2" id="booking-pass-title">
                  Your check-in pass
                </Card.Title>
              </Card.Header>
              <Card.Content>
                <CheckInPass code={booking.checkInCode} />
              </Card.Content>
              <Card.Footer className="client-actions">
                <Button asChild variant="outline">
                  <Link to={`/b/bookings/${booking.id}/pass`}>Open the pass full screen</Link>
                </Button>
              </Card.Footer>
            </section>
          </Card>
        ) : null}
        {booking.certificateCode ? (
          <Card asChild>
            <section aria-labelledby="booking-certificate-title">
              <Card.Header>
                <Card.Title as="h2" id="booking-certificate-title">
                  Certificate of attendance
                </Card.Title>
                <Card.Description>
                  Anyone can check it at its public page, by its code {booking.certificateCode}.
                </Card.Description>
              </Card.Header>
              <Card.Footer className="client-actions">
                <Button asChild>
                  <a href={certificatePdfHref(booking.certificateCode)} download="certificate.pdf">
                    Download the certificate (PDF)
                  </a>
                </Button>
                <Button asChild variant="outline">
                  <Link to={`/certificates/${booking.certificateCode}`}>See its public page</Link>
                </Button>
              </Card.Footer>
            </section>
          </Card>
        ) : null}
        {schedule && sessions.length > 0 ? (
          <BookingSessions sessions={sessions} timeZone={schedule.timezone} />
        ) : null}
        <Card asChild>
          <section aria-labelledby="booking-address-title">
            <Card.Header>
              <Card.Title as="h2" id="booking-address-title">
                Billing address
              </Card.Title>
            </Card.Header>
            <Card.Content>
              <address className="booking-address">
                {addressLines(address).map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </address>
            </Card.Content>
          </section>
        </Card>
      </div>
      {schedule && booking.status === 'COMPLETED' && hasStarted(schedule.startDate) ? (
        <SessionFeedback scheduleId={schedule.id} />
      ) : null}
    </>
  );
}
