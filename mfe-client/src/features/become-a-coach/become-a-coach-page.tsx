import { COACH_APPLICATION_PAGES, type CoachApplicationResource } from '@exceed/contract';
import {
  Button,
  Card,
  Form,
  formatDateTime,
  Input,
  LoadError,
  Skeleton,
  StatusBadge,
  Textarea,
  useForm,
  useFormList,
} from '@exceed/design-system';
import { ApiError, isCoach, loadIdentity, usePageTitle, useSession } from '@exceed/session';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type ApplicationValues,
  checkApplication,
  type ExperienceValues,
  emptyExperience,
  onFields,
  toBody,
  valuesOf,
} from './application-values.ts';
import { applyToBecomeCoach, useMyCoachApplication } from './become-a-coach-api.ts';
import '../../lib/client.css';
import './become-a-coach.css';

/**
 * /b/become-a-coach: a signed-in person applies to become a coach with the coachProfile fields of SPEC §3,
 * and then reads where their application stands (waiting, declined with the reason, approved). The home
 * page's "Become a coach" leads here, through sign-in for a guest.
 */
export default function BecomeCoachPage() {
  usePageTitle('Become a coach');
  const mine = useMyCoachApplication();
  const coach = useSession((s) => isCoach(s.user));
  const [editing, setEditing] = useState(false);
  const latest = mine.data?.data;
  return (
    <section aria-labelledby="become-coach-title" className="client-page become-coach">
      <header>
        <h1 id="become-coach-title">Become a coach</h1>
        <p className="client-muted">
          Share what you know: run workshops on Exceed, take bookings and get paid.
        </p>
      </header>
      {mine.error ? (
        <LoadError error={mine.error} retry={() => mine.mutate()} what="your application" />
      ) : !mine.data ? (
        <Skeleton shape="rect" height="12rem" />
      ) : latest?.status === 'APPROVED' || (coach && !latest) ? (
        <Approved application={latest ?? null} />
      ) : latest?.status === 'PENDING' ? (
        <Pending application={latest} />
      ) : latest?.status === 'DECLINED' && !editing ? (
        <Declined application={latest} onApplyAgain={() => setEditing(true)} />
      ) : (
        <ApplicationForm previous={latest} onSent={() => setEditing(false)} />
      )}
    </section>
  );
}

function Pending({ application }: { application: CoachApplicationResource }) {
  return (
    <Card aria-labelledby="coach-application-status">
      <Card.Header>
        <Card.Title as="h2" id="coach-application-status">
          Your application is waiting for review <StatusBadge status="PENDING" />
        </Card.Title>
        <Card.Description>
          Sent {formatDateTime(application.createdAt)}. We will email you once it has been decided.
        </Card.Description>
      </Card.Header>
      <Card.Content>
        <p>
          {application.businessName}: {application.specializations.join(', ')}
        </p>
      </Card.Content>
    </Card>
  );
}

function Declined({
  application,
  onApplyAgain,
}: {
  application: CoachApplicationResource;
  onApplyAgain: () => void;
}) {
  return (
    <Card aria-labelledby="coach-application-status">
      <Card.Header>
        <Card.Title as="h2" id="coach-application-status">
          Your application was declined <StatusBadge status="DECLINED" />
        </Card.Title>
        {application.decidedAt ? (
          <Card.Description>Decided {formatDateTime(application.decidedAt)}.</Card.Description>
        ) : null}
      </Card.Header>
      <Card.Content className="become-coach__status">
        <div>
          <h3>Reason</h3>
          <p>{application.declineReason}</p>
        </div>
        <Button onClick={onApplyAgain}>Change and apply again</Button>
      </Card.Content>
    </Card>
  );
}

/**
 * The applicant is a coach now. The session was read before the approval, so it is read again: the coach
 * area lets in only a session that says coach.
 */
function Approved({ application }: { application: CoachApplicationResource | null }) {
  const coach = useSession((s) => isCoach(s.user));
  useEffect(() => {
    if (!coach) void loadIdentity();
  }, [coach]);
  return (
    <Card aria-labelledby="coach-application-status">
      <Card.Header>
        <Card.Title as="h2" id="coach-application-status">
          You are a coach {application ? <StatusBadge status="APPROVED" /> : null}
        </Card.Title>
        <Card.Description>
          Your coach dashboard lists what to set up first: your profile, a payout account, your first workshop
          and its first session.
        </Card.Description>
      </Card.Header>
      <Card.Content>
        <Button asChild>
          <Link to={COACH_APPLICATION_PAGES.coachHome}>Go to your coach dashboard</Link>
        </Button>
      </Card.Content>
    </Card>
  );
}

/**
 * The application, checked in the browser with the contract's rules (the messages the API answers); a
 * 422 lands on the same fields, and one that concerns the whole application above them.
 */
export function ApplicationForm({
  previous,
  onSent,
}: {
  previous?: CoachApplicationResource | null | undefined;
  onSent: () => void;
}) {
  const form = useForm<ApplicationValues>({
    initialValues: valuesOf(previous),
    validate: checkApplication,
    onSubmit: async (values) => {
      try {
        await applyToBecomeCoach(toBody(values));
        onSent();
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return onFields(error.errors);
        throw error;
      }
    },
  });
  const experiences = useFormList<ExperienceValues>(form, 'experiences', { blank: emptyExperience });
  return (
    <Form form={form} aria-label="Coach application" className="become-coach__form">
      <Input label="Business name" required autoComplete="organization" {...form.register('businessName')} />
      <Input
        label="Specializations"
        required
        description="What you coach, separated by commas: AI agents, prompt engineering"
        {...form.register('specializations')}
      />
      <Textarea
        label="Bio"
        required
        rows={5}
        description="Up to 1000 characters: who you help, and how."
        {...form.register('bio')}
      />
      <fieldset className="become-coach__experiences">
        <legend>Experience</legend>
        {experiences.rows.map((_row, index) => {
          const place = index + 1;
          return (
            <div key={experiences.idOf(index)} className="become-coach__experience">
              <Input label={`Title of role ${place}`} {...form.register(`experiences.${index}.title`)} />
              <Input label={`Company of role ${place}`} {...form.register(`experiences.${index}.company`)} />
              <Input
                label={`Years in role ${place}`}
                type="number"
                min={0}
                inputMode="numeric"
                {...form.register(`experiences.${index}.years`)}
              />
              <Input
                label={`Months in role ${place}`}
                type="number"
                min={0}
                max={11}
                inputMode="numeric"
                {...form.register(`experiences.${index}.months`)}
              />
              <Button variant="ghost" size="sm" onClick={() => experiences.remove(index)}>
                Remove role {place}
              </Button>
            </div>
          );
        })}
        <Button variant="outline" size="sm" onClick={experiences.add}>
          Add a role
        </Button>
      </fieldset>
      <div>
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Sending...' : 'Send application'}
        </Button>
      </div>
    </Form>
  );
}
