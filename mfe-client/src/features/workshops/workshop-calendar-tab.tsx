import { Button, Card, formatDateTime, Input, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { useState } from 'react';
import type { MyWorkshop } from './my-workshops.ts';
import { createCalendarFeed, workshopCalendarHref } from './workshops-api.ts';

/** A session ahead of one of my bookings: a cohort's name their place in it ("Session 2 of 4"). */
interface UpcomingSession {
  id: string;
  startDate: string;
  timezone: string;
  seats: number;
  sitting: string | null;
}

/** Each session ahead of my live bookings of the workshop, soonest first: a cohort's every session. */
function upcomingSessions(bookings: MyWorkshop['bookings'], now = Date.now()): UpcomingSession[] {
  return bookings
    .filter((booking) => booking.status === 'CONFIRMED' || booking.status === 'PENDING')
    .flatMap((booking) => {
      const schedule = booking.workshopSchedule;
      if (!schedule) return [];
      const sessions = schedule.sessions ?? [{ id: schedule.id, startDate: schedule.startDate, title: null }];
      return sessions.map((session, index) => ({
        id: `${booking.id}:${session.id}`,
        startDate: session.startDate,
        timezone: schedule.timezone,
        seats: booking.seats,
        sitting:
          sessions.length > 1
            ? `Session ${index + 1} of ${sessions.length}${session.title ? `: ${session.title}` : ''}`
            : null,
      }));
    })
    .filter((session) => Date.parse(session.startDate) > now)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The calendar tab: my sessions of this workshop ahead, and the calendar feeds to subscribe to. */
export function WorkshopCalendarTab({ workshop }: { workshop: MyWorkshop }) {
  const [feed, setFeed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upcoming = upcomingSessions(workshop.bookings);
  const makeFeed = async () => {
    setBusy(true);
    try {
      const answer = await createCalendarFeed();
      setFeed(answer.data.url);
      toast({
        title: 'Calendar address ready',
        description: 'Paste it into your calendar app.',
        variant: 'success',
      });
    } catch (error) {
      api.notifyFailure('No calendar address was made', error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section aria-labelledby="calendar-upcoming-title" className="client-section">
        <h2 id="calendar-upcoming-title">Upcoming sessions</h2>
        {upcoming.length === 0 ? (
          <p className="client-muted">No session of this workshop booked ahead.</p>
        ) : (
          <ul className="client-list">
            {upcoming.map((session) => (
              <li key={session.id}>
                <Card className="client-list__item">
                  <span>
                    {session.sitting ? <strong>{session.sitting}: </strong> : null}
                    {formatDateTime(session.startDate, session.timezone)}
                  </span>
                  <span className="client-muted">
                    {session.seats} {session.seats === 1 ? 'seat' : 'seats'}
                  </span>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Card asChild>
        <section aria-labelledby="calendar-feeds-title">
          <Card.Header>
            <Card.Title as="h2" id="calendar-feeds-title">
              Add to your calendar
            </Card.Title>
            <Card.Description>
              Subscribe to every public session of this workshop, or to a private address with all the
              sessions you booked.
            </Card.Description>
          </Card.Header>
          <Card.Content className="client-section">
            <div className="client-actions">
              <Button asChild variant="outline">
                <a href={workshopCalendarHref(workshop.id)} download>
                  Download this workshop's sessions (.ics)
                </a>
              </Button>
              <Button loading={busy} onClick={() => void makeFeed()}>
                {feed ? 'Make a new private address' : 'Get my private calendar address'}
              </Button>
            </div>
            {feed ? (
              <Input
                label="Your private calendar address"
                description="Shown once. Making a new one turns this one off."
                readOnly
                value={feed}
                onFocus={(event) => event.currentTarget.select()}
              />
            ) : null}
          </Card.Content>
        </section>
      </Card>
    </>
  );
}
