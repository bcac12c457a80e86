import {
  bodyCheck,
  COUNTRIES,
  createWorkshopScheduleSchema,
  DEFAULT_MEETING_OPENS_MINUTES,
  type ErrorBag,
  GO_NO_GO_DEFAULT_HOURS,
  type SessionFormat,
  type SkillLevel,
  updateWorkshopScheduleSchema,
  type Visibility,
  type WorkshopResource,
  type WorkshopScheduleResource,
} from '@exceed/contract';
import {
  Button,
  CountrySelect,
  DatePicker,
  Form,
  formatEnum,
  fromInstant,
  Input,
  localTimeZone,
  Select,
  TimePicker,
  timeZones,
  toast,
  toInstant,
  useForm,
} from '@exceed/design-system';
import { ApiError, useSession } from '@exceed/session';
import { useMemo } from 'react';
import { createSchedule, updateSchedule } from './workshops-api.ts';

interface ScheduleValues {
  startDay: string;
  startTime: string;
  endDay: string;
  endTime: string;
  timezone: string;
  mode: SessionFormat;
  level: SkillLevel;
  visibility: Visibility;
  country: string;
  location: string;
  meetingLinkOpensMinutes: string;
  goNoGoHours: string;
  certificateShare: string;
}

const checkCreate = bodyCheck(createWorkshopScheduleSchema);
const checkUpdate = bodyCheck(updateWorkshopScheduleSchema);

const options = (values: readonly string[]) => values.map((value) => ({ value, label: formatEnum(value) }));
const MODES = options(['ONLINE', 'IN-PERSON', 'HYBRID']);
const LEVELS = options(['BEGINNER', 'INTERMEDIATE', 'ADVANCED']);
const VISIBILITIES = [
  { value: 'PUBLIC', label: 'Public', description: 'Listed in the marketplace' },
  { value: 'UNLISTED', label: 'Unlisted', description: 'Reachable by its link only' },
  { value: 'PRIVATE', label: 'Private', description: 'Only you see it' },
];

/** The API's fields startDate and endDate are the form's day fields. */
function onFields(bag: ErrorBag): ErrorBag {
  const { startDate, endDate, ...rest } = bag;
  return { ...rest, ...(startDate ? { startDay: startDate } : {}), ...(endDate ? { endDay: endDate } : {}) };
}

function valuesOf(schedule: WorkshopScheduleResource | undefined, day = ''): ScheduleValues {
  const timezone = schedule?.timezone ?? localTimeZone();
  const start = schedule ? fromInstant(schedule.startDate, timezone) : { day, time: '10:00' };
  const end = schedule ? fromInstant(schedule.endDate, timezone) : { day, time: '12:00' };
  return {
    startDay: start.day,
    startTime: start.time,
    endDay: end.day,
    endTime: end.time,
    timezone,
    mode: schedule?.mode ?? 'ONLINE',
    // The API stores only SKILL_LEVELS; its schedule resource types the level as any text.
    level: (schedule?.level ?? 'BEGINNER') as SkillLevel,
    visibility: schedule?.visibility ?? 'PUBLIC',
    country: schedule?.country ?? '',
    location: schedule?.location ?? '',
    meetingLinkOpensMinutes: String(schedule?.meetingLinkOpensMinutes ?? DEFAULT_MEETING_OPENS_MINUTES),
    goNoGoHours: String(schedule?.goNoGoHours ?? GO_NO_GO_DEFAULT_HOURS),
    certificateShare: schedule?.certificateShare ? String(schedule.certificateShare) : '',
  };
}

export interface ScheduleFormProps {
  workshop: WorkshopResource;
  /** The schedule to move or edit; a new one when absent. */
  schedule?: WorkshopScheduleResource;
  /** The day (`YYYY-MM-DD`) a new schedule starts and ends on, e.g. the day clicked on the calendar. */
  day?: string;
  onSaved: () => void;
}

/**
 * A schedule of a workshop: start and end day and time in a time zone, mode, level, visibility, country and
 * location, checked with the contract's schedule schema (the end after the start is the API's rule).
 */
export function ScheduleForm({ workshop, schedule, day, onSaved }: ScheduleFormProps) {
  const user = useSession((state) => state.user);
  const zones = useMemo(
    () => timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  const creating = !schedule;
  // A cohort's dates are its sessions': they move under Sessions, one by one.
  const cohort = (schedule?.sessionCount ?? 1) > 1;
  const toBody = (values: ScheduleValues) => ({
    ...(creating ? { coachId: user?.id ?? '', workshopId: workshop.id } : {}),
    ...(cohort
      ? {}
      : {
          startDate: toInstant(values.startDay, values.startTime, values.timezone) ?? '',
          endDate: toInstant(values.endDay, values.endTime, values.timezone) ?? '',
        }),
    timezone: values.timezone,
    mode: values.mode,
    level: values.level,
    visibility: values.visibility,
    country: values.country || null,
    location: values.location.trim() || null,
    meetingLinkOpensMinutes: Number(values.meetingLinkOpensMinutes),
    goNoGoHours: Number(values.goNoGoHours),
    certificateShare: values.certificateShare.trim() ? Number(values.certificateShare) : null,
  });
  const form = useForm<ScheduleValues>({
    initialValues: valuesOf(schedule, day),
    validate: (values) => {
      const bag = onFields((creating ? checkCreate : checkUpdate)(toBody(values)));
      if (!values.startDay) bag.startDay = ['Start date is required.'];
      if (!values.endDay) bag.endDay = ['End date is required.'];
      return bag;
    },
    onSubmit: async (values) => {
      try {
        if (creating) await createSchedule(toBody(values));
        else await updateSchedule(schedule.id, toBody(values));
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return onFields(error.errors);
        throw error;
      }
      toast({
        title: creating ? 'Schedule created' : 'Schedule saved',
        description: workshop.title,
        variant: 'success',
      });
      onSaved();
      return undefined;
    },
  });

  return (
    <Form form={form} aria-label={creating ? 'New schedule' : 'Edit schedule'} className="coach-form">
      {cohort ? (
        <p className="coach-note">
          This schedule has {schedule?.sessionCount} sessions: move each of them under Sessions.
        </p>
      ) : (
        <>
          <div className="coach-form__row">
            <DatePicker label="Start date" required {...form.register('startDay')} />
            <TimePicker label="Start time" required {...form.register('startTime')} />
          </div>
          <div className="coach-form__row">
            <DatePicker label="End date" required {...form.register('endDay')} />
            <TimePicker label="End time" required {...form.register('endTime')} />
          </div>
        </>
      )}
      <Select
        label="Time zone"
        options={zones}
        searchPlaceholder="Search time zones"
        {...form.register('timezone')}
      />
      <div className="coach-form__row">
        <Select label="Mode" options={MODES} {...form.register('mode')} />
        <Select label="Level" options={LEVELS} {...form.register('level')} />
      </div>
      <Select label="Visibility" options={VISIBILITIES} {...form.register('visibility')} />
      <div className="coach-form__row">
        <CountrySelect
          label="Country"
          countries={COUNTRIES}
          placeholder="Select a country"
          {...form.register('country')}
        />
        <Input label="Location" placeholder="Venue, building or city" {...form.register('location')} />
      </div>
      {form.values.mode === 'IN-PERSON' ? null : (
        <Input
          label="Meeting link opens (minutes before)"
          type="number"
          min={0}
          inputMode="numeric"
          description="From then until the session ends, its confirmed attendees see the link to join."
          {...form.register('meetingLinkOpensMinutes')}
        />
      )}
      <div className="coach-form__row">
        {workshop.minSeats > 1 ? (
          <Input
            label="Decide whether it runs (hours before)"
            type="number"
            min={1}
            inputMode="numeric"
            description={`Short of ${workshop.minSeats} confirmed seats then, it is cancelled and refunded unless you run it anyway: you are asked a day before.`}
            {...form.register('goNoGoHours')}
          />
        ) : null}
        <Input
          label="Certificate for attending (% of sessions)"
          type="number"
          min={1}
          max={100}
          inputMode="numeric"
          placeholder="No certificate"
          description="Those checked in at this share of the sessions get a certificate of attendance at the end."
          {...form.register('certificateShare')}
        />
      </div>
      <div className="coach-form__actions">
        <Button type="submit" disabled={(!creating && !form.dirty) || form.submitting}>
          {form.submitting ? 'Saving...' : creating ? 'Create schedule' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
