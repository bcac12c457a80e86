import {
  type CheckInResultResource,
  formatCheckInCode,
  type SessionAttendeeResource,
  type WorkshopScheduleResource,
} from '@exceed/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  formatDateTime,
  formatSessionSpan,
  Input,
  LoadError,
  Select,
  Skeleton,
} from '@exceed/design-system';
import { ApiError, usePageTitle } from '@exceed/session';
import { type FormEvent, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { checkIn, undoCheckIn, useCheckInSchedule, useSessionCheckIns } from './check-in-api.ts';
import { QrScanner } from './qr-scanner.tsx';
import './check-in.css';

/** What the last scan or typed code did, as the page says it aloud (a live region). */
type Outcome =
  | { kind: 'in' | 'again'; attendee: SessionAttendeeResource }
  | { kind: 'error'; message: string };

const nameOf = (attendee: SessionAttendeeResource) => attendee.name ?? attendee.email ?? 'An attendee';

/** The session a coach at the door most likely wants: the one under way or next, else the last. */
function currentSession(schedule: WorkshopScheduleResource): string | undefined {
  const now = Date.now();
  return (schedule.sessions.find((session) => Date.parse(session.endDate) > now) ?? schedule.sessions.at(-1))
    ?.id;
}

/**
 * A session's check-in (/c/schedules/:id/check-in?session=…), built for a phone at the door: the camera
 * reads each attendee's QR code (or the coach types the code under it), and the list shows who is expected
 * and who came, with a check-in by hand or taken back on each row.
 */
export default function CheckInPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const schedule = useCheckInSchedule(id);
  const data = schedule.data?.data;
  const sessionId = search.get('session') ?? (data ? currentSession(data) : undefined);
  const checkIns = useSessionCheckIns(id, sessionId);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [typed, setTyped] = useState('');
  usePageTitle(data ? `Check-in: ${data.workshop.title}` : 'Check-in');

  if (schedule.error) return <LoadError what="this schedule" retry={() => schedule.mutate()} />;
  if (!data || !sessionId)
    return (
      <div role="status" aria-label="Loading the check-in" className="coach-page">
        <Skeleton style={{ height: '12rem' }} />
      </div>
    );

  const zone = data.timezone;
  const page = checkIns.data?.data;
  const open = page ? !page.settled && Date.parse(page.opensAt) <= Date.now() : false;
  const came = page?.attendees.filter((attendee) => attendee.checkedInAt !== null).length ?? 0;

  const submit = async (code: string) => {
    try {
      const answer = await checkIn(id, sessionId, code);
      const result: CheckInResultResource = answer.data;
      setOutcome({ kind: result.alreadyCheckedIn ? 'again' : 'in', attendee: result.attendee });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 422) throw error;
      setOutcome({ kind: 'error', message: error.errors.code?.[0] ?? error.message });
      return false;
    }
  };
  const onTyped = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() && (await submit(typed))) setTyped('');
  };

  return (
    <section aria-labelledby="check-in-title" className="coach-page check-in">
      <header className="check-in__header">
        <p className="coach-note">
          <Link to={`/c/workshops/${data.workshopId}/calendar`}>{data.workshop.title}</Link>
        </p>
        <h1 id="check-in-title">Check-in</h1>
        {data.sessions.length > 1 ? (
          <Select
            label="Session"
            options={data.sessions.map((session, index) => ({
              value: session.id,
              label: `Session ${index + 1} of ${data.sessions.length}${session.title ? `: ${session.title}` : ''}`,
              description: formatSessionSpan(session.startDate, session.endDate, zone),
            }))}
            value={sessionId}
            onChange={(next) => {
              setOutcome(null);
              setSearch({ session: next }, { replace: true });
            }}
          />
        ) : (
          <p>{formatSessionSpan(data.startDate, data.endDate, zone)}</p>
        )}
      </header>

      {checkIns.error ? (
        <LoadError what="the attendees" retry={() => checkIns.mutate()} />
      ) : !page ? (
        <Skeleton style={{ height: '8rem' }} />
      ) : (
        <>
          <p className="check-in__count" aria-live="polite">
            <strong>{came}</strong> of {page.attendees.length} checked in
          </p>
          {page.settled ? (
            <p className="coach-note">This schedule's attendance is settled: change it on each booking.</p>
          ) : !open ? (
            <p className="coach-note">Check-in opens {formatDateTime(page.opensAt, zone)}.</p>
          ) : (
            <Card>
              <Card.Content className="coach-stack">
                <QrScanner onCode={(code) => void submit(code)} />
                <form className="check-in__typed" onSubmit={(event) => void onTyped(event)}>
                  <Input
                    label="Or type the code under the QR code"
                    value={typed}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    placeholder="3F9A2 1C07B"
                    onChange={(event) => setTyped(event.target.value)}
                  />
                  <Button type="submit" disabled={!typed.trim()}>
                    Check in
                  </Button>
                </form>
              </Card.Content>
            </Card>
          )}
          <div aria-live="assertive" className="check-in__outcome">
            {outcome ? <OutcomeNote outcome={outcome} zone={zone} /> : null}
          </div>
          {page.attendees.length === 0 ? (
            <EmptyState
              size="compact"
              titleAs="h2"
              title="Nobody is expected yet"
              description="Confirmed bookings and accepted seats appear here."
            />
          ) : (
            <ul className="check-in__list" aria-label="Attendees">
              {page.attendees.map((attendee) => (
                <li key={attendee.code} className="check-in__row" data-came={attendee.checkedInAt !== null}>
                  <div className="check-in__who">
                    <p className="check-in__name">
                      {nameOf(attendee)} <Badge>{attendee.role === 'BOOKER' ? 'Booker' : 'Invitee'}</Badge>
                    </p>
                    {attendee.name && attendee.email ? <p className="coach-note">{attendee.email}</p> : null}
                    <p className="coach-note">
                      {attendee.checkedInAt
                        ? `Checked in ${formatDateTime(attendee.checkedInAt, zone)}`
                        : `Code ${formatCheckInCode(attendee.code)}`}
                    </p>
                  </div>
                  {page.settled || !open ? null : attendee.checkedInAt ? (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={`Undo the check-in of ${nameOf(attendee)}`}
                      onClick={() =>
                        void undoCheckIn(id, sessionId, attendee.code).then(() => setOutcome(null))
                      }
                    >
                      Undo
                    </Button>
                  ) : (
                    <Button
                      size="sm"
                      aria-label={`Check in ${nameOf(attendee)}`}
                      onClick={() => void submit(attendee.code)}
                    >
                      Check in
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function OutcomeNote({ outcome, zone }: { outcome: Outcome; zone: string }) {
  if (outcome.kind === 'error')
    return (
      <p role="alert" className="check-in__result" data-kind="error">
        {outcome.message}
      </p>
    );
  const { attendee } = outcome;
  return (
    <p className="check-in__result" data-kind={outcome.kind}>
      {outcome.kind === 'in'
        ? `Checked in: ${nameOf(attendee)}`
        : `Already checked in ${formatDateTime(attendee.checkedInAt, zone)}: ${nameOf(attendee)}`}
    </p>
  );
}
