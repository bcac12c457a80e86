import { bodyCheck, COUNTRIES, type UpdateUserInput, updateUserSchema } from '@exceed/api/contract';
import { Button, CountrySelect, Form, Input, Textarea, useForm } from '@exceed/design-system';
import { isCoach, pageNotFound, type SessionUser, sessionStore, useSession } from '@exceed/session';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { takeResumePath } from '../../lib/resume-after-onboarding.ts';
import { updateUser } from './onboarding-api.ts';
import './onboarding.css';

const check = bodyCheck(updateUserSchema);

/** Empty optional texts are sent as null: the API keeps no empty strings. */
const orNull = (text: string) => (text.trim() ? text : null);

/**
 * Saves a step and, on the last one, finishes onboarding (status active, which the user may set on
 * themself) and opens the booking they registered on the way to, else their area, with a fresh page load: the onboarding route's guard would otherwise
 * see a user who is no longer pending and send them to / first (SPEC §2).
 */
async function save(body: UpdateUserInput, { finish }: { finish: boolean }): Promise<void> {
  const user = sessionStore.getState().user;
  if (!user) return;
  const answer = await updateUser(user.id, finish ? { ...body, status: 'active' } : body);
  if (finish) window.location.assign(takeResumePath() ?? (isCoach(answer.data) ? '/c' : '/b'));
  else sessionStore.getState().signIn(answer.data);
}

/** /onboarding/1 (everyone) and /onboarding/2 (coaches): the profile a pending user completes. */
export default function OnboardingPage() {
  const { step = '' } = useParams();
  const user = useSession((s) => s.user);
  if (step !== '1' && step !== '2') pageNotFound();
  // A sign-in answer may leave the profiles out; the identity read that follows brings them. The form
  // reads its starting values once, so it waits for them rather than start empty.
  if (!user || user.profile === undefined) return null;
  if (step === '2' && !isCoach(user)) return <Navigate to="/onboarding/1" replace />;
  return step === '1' ? <AboutYou user={user} /> : <CoachProfileStep user={user} />;
}

function Steps({ current, total }: { current: number; total: number }) {
  return (
    <p className="onboarding-steps">
      Step {current} of {total}
    </p>
  );
}

function AboutYou({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const coach = isCoach(user);
  const profile = user.profile;
  const form = useForm({
    initialValues: {
      profile: {
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        headline: profile?.headline ?? '',
        country: profile?.country ?? '',
      },
    },
    validate: (values) => check(toBody(values)),
    onSubmit: async (values) => {
      await save(toBody(values), { finish: !coach });
      if (coach) await navigate('/onboarding/2');
    },
  });
  return (
    <PageFrame title="Tell us about yourself">
      <Steps current={1} total={coach ? 2 : 1} />
      <Form form={form} className="onboarding-form" aria-label="About you">
        <div className="onboarding-names">
          <Input label="First name" autoComplete="given-name" {...form.register('profile.firstName')} />
          <Input label="Last name" autoComplete="family-name" {...form.register('profile.lastName')} />
        </div>
        <Textarea
          label="Headline"
          description="A line about what you do, shown with your name."
          rows={2}
          {...form.register('profile.headline')}
        />
        <CountrySelect
          label="Country"
          countries={COUNTRIES}
          placeholder="Select a country"
          {...form.register('profile.country')}
        />
        <Button type="submit" loading={form.submitting}>
          {coach ? 'Continue' : 'Finish'}
        </Button>
      </Form>
    </PageFrame>
  );
}

function toBody(values: {
  profile: { firstName: string; lastName: string; headline: string; country: string };
}) {
  const { firstName, lastName, headline, country } = values.profile;
  return { profile: { firstName, lastName, headline: orNull(headline), country: orNull(country) } };
}

function CoachProfileStep({ user }: { user: SessionUser }) {
  const coachProfile = user.coachProfile;
  const form = useForm({
    initialValues: {
      coachProfile: {
        businessName: coachProfile?.businessName ?? '',
        specializations: (coachProfile?.specializations ?? []).join(', '),
        bio: coachProfile?.bio ?? '',
      },
    },
    validate: (values) => check(coachBody(values)),
    onSubmit: (values) => save(coachBody(values), { finish: true }),
  });
  return (
    <PageFrame title="Your coaching profile">
      <Steps current={2} total={2} />
      <Form form={form} className="onboarding-form" aria-label="Your coaching profile">
        <Input
          label="Business name"
          autoComplete="organization"
          {...form.register('coachProfile.businessName')}
        />
        <Input
          label="Specializations"
          description="Separate them with commas: Agents, Prompt engineering"
          {...form.register('coachProfile.specializations')}
        />
        <Textarea
          label="Bio"
          rows={5}
          description="Up to 1000 characters."
          {...form.register('coachProfile.bio')}
        />
        <Button type="submit" loading={form.submitting}>
          Finish
        </Button>
      </Form>
    </PageFrame>
  );
}

/** The form keeps specializations as one comma-separated text; the API takes a list. */
function coachBody({
  coachProfile,
}: {
  coachProfile: { businessName: string; specializations: string; bio: string };
}) {
  return {
    coachProfile: {
      businessName: orNull(coachProfile.businessName),
      specializations: coachProfile.specializations
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
      bio: orNull(coachProfile.bio),
    },
  };
}
