import type { InvitationResource } from '@exceed/contract';
import { personName } from '@exceed/contract';
import { Card, formatEnum, formatSessionSpan, StatusBadge } from '@exceed/design-system';
import { inviterOf } from './invitation-standing.ts';

/**
 * Who invited whom to which session: the workshop, when (in the session's own time zone, which it
 * names, since the guest may be anywhere), the coach, the format and place, and the seat's status.
 */
export function InvitationSummary({ invitation }: { invitation: InvitationResource }) {
  const { seat, workshop, schedule, coach } = invitation;
  return (
    <Card asChild>
      <section className="invitation-summary" aria-labelledby="invitation-workshop">
        <Card.Header>
          <Card.Title as="h2" id="invitation-workshop">
            {workshop.title}
          </Card.Title>
          <Card.Description>
            {inviterOf(invitation)} invited {seat.email ? <strong>{seat.email}</strong> : 'you'} to a seat of
            this session.
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <dl className="invitation-facts">
            <dt>When</dt>
            <dd>
              <time dateTime={schedule.startDate}>
                {formatSessionSpan(schedule.startDate, schedule.endDate, schedule.timezone)}
              </time>
            </dd>
            <dt>Coach</dt>
            <dd>{personName(coach)}</dd>
            <dt>Format</dt>
            <dd>
              {formatEnum(schedule.mode)}
              {schedule.location ? `, ${schedule.location}` : null}
            </dd>
            <dt>Seat</dt>
            <dd>
              <StatusBadge status={seat.status} />
            </dd>
          </dl>
        </Card.Content>
      </section>
    </Card>
  );
}
