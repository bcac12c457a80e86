import {
  bodyCheck,
  createScheduleSessionSchema,
  type ErrorBag,
  type ScheduleSessionResource,
  scheduleSessionSeriesSchema,
  WEEKDAYS,
  type Weekday,
  type WorkshopScheduleResource,
  weekdayOf,
} from '@exceed/contract';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  DatePicker,
  Fieldset,
  Form,
  formatScheduleSessions,
  formatSessionSpan,
  fromInstant,
  Input,
  TimePicker,
  toast,
  toInstant,
  useForm,
} from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentTeam } from '../../lib/current-team-api.ts';
import { zoneOf } from './schedule-dates.ts';
import {
  addScheduleSession,
  addScheduleSessionSeries,
  cancelScheduleSession,
  updateScheduleSession,
} from './workshops-api.ts';

const checkSession = bodyCheck(createScheduleSessionSchema);
const checkSeries = bodyCheck(scheduleSessionSeriesSchema);

const WEEKDAY_LABELS: Record<Weekday, string> = {
  MON: 'Mon',
  TUE: 'Tue',
  WED: 'Wed',
  THU: 'Thu',
  FRI: 'Fri',
  SAT: 'Sat',
  SUN: 'Sun',
};

interface SessionValues {
  day: string;
  startTime: string;
  endTime: string;
  title: string;
  location: string;
  meetingUrl: string;
}

/** The API's fields as the form's: the start on the day, the end on its time. */
function onSessionFields(bag: ErrorBag): ErrorBag {
  const { startDate, endDate, ...rest } = bag;
  return { ...rest, ...(startDate ? { day: startDate } : {}), ...(endDate ? { endTime: endDate } : {}) };
}

/** A 422 of the API as the form's errors; anything else is the app's to say. */
const fieldErrors = (error: unknown, onFields: (bag: ErrorBag) => ErrorBag = (bag) => bag) => {
  if (error instanceof ApiError && error.status === 422) return onFields(error.errors);
  throw error;
};

/**
 * A session's day, times, title and place, in the schedule's zone; a new one, or `session` moved or
 * renamed. The end is on the start's day (a session within a day); the API checks it follows the start.
 */
function SessionForm({
  schedule,
  session,
  onSaved,
}: {
  schedule: WorkshopScheduleResource;
  session?: ScheduleSessionResource;
  onSaved: (schedule: WorkshopScheduleResource) => void;
}) {
  const zone = zoneOf(schedule);
  const ownLinks = useCurrentTeam().data?.data.meetingProvider === 'OWN_LINKS';
  const last = schedule.sessions.at(-1);
  const from = session ?? last;
  const start = from ? fromInstant(from.startDate, zone) : { day: '', time: '10:00' };
  const end = from ? fromInstant(from.endDate, zone) : { day: '', time: '12:00' };
  const toBody = (values: SessionValues) => ({
    startDate: toInstant(values.day, values.startTime, zone) ?? '',
    endDate: toInstant(values.day, values.endTime, zone) ?? '',
    title: values.title.trim() || null,
    location: values.location.trim() || null,
    meetingUrl: values.meetingUrl.trim() || null,
  });
  const form = useForm<SessionValues>({
    initialValues: {
      // A new session starts out a week after the last, which the coach then moves.
      day: session ? start.day : last ? nextWeek(start.day) : '',
      startTime: start.time,
      endTime: end.time,
      title: session?.title ?? '',
      location: session?.location ?? '',
      meetingUrl: session?.meetingUrl ?? '',
    },
    validate: (values) => {
      const bag = onSessionFields(checkSession(toBody(values)));
      if (!values.day) bag.day = ['Date is required.'];
      return bag;
    },
    onSubmit: async (values, current) => {
      try {
        const saved = session
          ? await updateScheduleSession(schedule.id, session.id, toBody(values))
          : await addScheduleSession(schedule.id, toBody(values));
        toast({ title: session ? 'Session saved' : 'Session added', variant: 'success' });
        if (!session) current.reset();
        onSaved(saved.data);
        return undefined;
      } catch (error) {
        return fieldErrors(error, onSessionFields);
      }
    },
  });
  return (
    <Form form={form} aria-label={session ? 'Edit session' : 'New session'} className="coach-form">
      <div className="coach-form__row">
        <DatePicker label="Date" required {...form.register('day')} />
        <TimePicker label="Start time" required {...form.register('startTime')} />
        <TimePicker label="End time" required {...form.register('endTime')} />
      </div>
      <div className="coach-form__row">
        <Input label="Title" placeholder="Optional, e.g. Evaluation" {...form.register('title')} />
        <Input label="Location" placeholder="Room, building or city" {...form.register('location')} />
      </div>
      {schedule.mode === 'IN-PERSON' ? null : (
        <Input
          label="Meeting link"
          type="url"
          placeholder="https://"
          description={
            ownLinks
              ? 'Your own link (Zoom, Meet, Teams…): your team has no meeting rooms made.'
              : 'Your own link, or empty for the meeting room made for this session.'
          }
          {...form.register('meetingUrl')}
        />
      )}
      <div className="coach-form__actions">
        <Button type="submit" disabled={(session !== undefined && !form.dirty) || form.submitting}>
          {form.submitting ? 'Saving...' : session ? 'Save session' : 'Add session'}
        </Button>
      </div>
    </Form>
  );
}

/** The day a week after `day` (`YYYY-MM-DD`). */
const nextWeek = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

interface SeriesValues {
  count: string;
  weekdays: Weekday[];
}

/** More sessions after the last, at its time and length, weekly or on the chosen days (the API's rule). */
function SeriesForm({
  schedule,
  onSaved,
}: {
  schedule: WorkshopScheduleResource;
  onSaved: (schedule: WorkshopScheduleResource) => void;
}) {
  const last = schedule.sessions.at(-1);
  const lastDay = last ? weekdayOf(fromInstant(last.startDate, zoneOf(schedule)).day) : 'MON';
  const toBody = (values: SeriesValues) => ({ count: Number(values.count), weekdays: values.weekdays });
  const form = useForm<SeriesValues>({
    initialValues: { count: '5', weekdays: [lastDay] },
    validate: (values) => checkSeries(toBody(values)),
    onSubmit: async (values) => {
      try {
        const saved = await addScheduleSessionSeries(schedule.id, toBody(values));
        toast({ title: `${values.count} sessions added`, variant: 'success' });
        onSaved(saved.data);
        return undefined;
      } catch (error) {
        return fieldErrors(error);
      }
    },
  });
  const chosen = form.values.weekdays;
  const toggle = (day: Weekday, on: boolean) =>
    form.setValue('weekdays', on ? [...chosen, day] : chosen.filter((item) => item !== day));
  return (
    <Form form={form} aria-label="Repeat sessions" className="coach-form">
      <Input label="How many more" type="number" min={1} inputMode="numeric" {...form.register('count')} />
      <Fieldset legend="On">
        <div className="coach-weekdays">
          {WEEKDAYS.map((day) => (
            <Checkbox
              key={day}
              label={WEEKDAY_LABELS[day]}
              checked={chosen.includes(day)}
              onCheckedChange={(checked) => toggle(day, checked === true)}
            />
          ))}
        </div>
        {form.errors.weekdays ? (
          <p role="alert" className="coach-error">
            {form.errors.weekdays}
          </p>
        ) : null}
      </Fieldset>
      <div className="coach-form__actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Adding...' : 'Add sessions'}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A schedule's sessions, soonest first, each in the schedule's zone: one booking buys them all. While the
 * schedule is open its coach adds one, repeats the last weekly or on chosen days, and moves, renames or
 * cancels a session that has not started; each change tells the attendees (the API does).
 */
export function ScheduleSessions({ schedule: shown }: { schedule: WorkshopScheduleResource }) {
  // Each write answers the schedule as it now stands, so the list follows without closing the dialog.
  const [schedule, setSchedule] = useState(shown);
  useEffect(() => setSchedule(shown), [shown]);
  const [editing, setEditing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<ScheduleSessionResource | null>(null);
  const zone = zoneOf(schedule);
  const editable = schedule.abilities.editSessions;
  const saved = (next: WorkshopScheduleResource) => {
    setSchedule(next);
    setEditing(null);
  };
  return (
    <div className="coach-stack">
      <p className="coach-note">
        {formatScheduleSessions(schedule)}. One booking buys every session. Times are in{' '}
        {zone.replace(/_/g, ' ')}.
        {schedule.mode === 'IN-PERSON'
          ? ''
          : ` Confirmed attendees see the meeting link from ${schedule.meetingLinkOpensMinutes} minutes before each session.`}
      </p>
      <ol className="coach-sessions" aria-label="Sessions">
        {schedule.sessions.map((session, index) => {
          const changeable = editable && Date.parse(session.startDate) > Date.now();
          return (
            <li key={session.id} className="coach-sessions__item">
              <div className="coach-sessions__head">
                <div>
                  <p className="coach-sessions__name">
                    Session {index + 1}
                    {session.title ? `: ${session.title}` : ''}
                  </p>
                  <p className="coach-sessions__when">
                    {formatSessionSpan(session.startDate, session.endDate, zone)}
                  </p>
                  {session.location ? <p className="coach-note">{session.location}</p> : null}
                  {session.meetingUrl ? (
                    <a className="coach-download" href={session.meetingUrl} target="_blank" rel="noreferrer">
                      Meeting link
                    </a>
                  ) : schedule.mode === 'IN-PERSON' ? null : (
                    <p className="coach-note">No meeting link yet: add your own under Edit.</p>
                  )}
                  {schedule.abilities.checkIn ? (
                    <Link
                      className="coach-download"
                      to={`/c/schedules/${schedule.id}/check-in?session=${session.id}`}
                      aria-label={`Check in attendees of session ${index + 1}`}
                    >
                      Check in
                    </Link>
                  ) : null}
                </div>
                {changeable ? (
                  <div className="coach-row-actions">
                    <Button
                      size="sm"
                      variant="outline"
                      aria-expanded={editing === session.id}
                      onClick={() => setEditing(editing === session.id ? null : session.id)}
                    >
                      {editing === session.id ? 'Close' : 'Edit'}
                    </Button>
                    {schedule.sessions.length > 1 ? (
                      <Button size="sm" variant="outline" onClick={() => setCancelling(session)}>
                        Cancel session
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
              {editing === session.id ? (
                <SessionForm schedule={schedule} session={session} onSaved={saved} />
              ) : null}
            </li>
          );
        })}
      </ol>
      {editable ? (
        <>
          <h3 className="coach-subheading">Add a session</h3>
          <SessionForm key={`add-${schedule.sessions.length}`} schedule={schedule} onSaved={saved} />
          <h3 className="coach-subheading">Repeat the last session</h3>
          <SeriesForm key={`series-${schedule.sessions.length}`} schedule={schedule} onSaved={saved} />
        </>
      ) : (
        <p className="coach-note">
          {schedule.status === 'CANCELLED' || schedule.status === 'COMPLETED'
            ? 'Its sessions no longer change.'
            : 'Only its coach changes these sessions.'}
        </p>
      )}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(next) => !next && setCancelling(null)}
        title="Cancel this session?"
        description={
          cancelling
            ? `${formatSessionSpan(cancelling.startDate, cancelling.endDate, zone)}. Its attendees are told; the other sessions go ahead and nothing is refunded.`
            : ''
        }
        confirmLabel="Cancel session"
        onConfirm={async () => {
          if (!cancelling) return;
          setSchedule((await cancelScheduleSession(schedule.id, cancelling.id)).data);
          toast({ title: 'Session cancelled', variant: 'success' });
        }}
      />
    </div>
  );
}
