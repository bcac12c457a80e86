import { COUNTRIES } from '@exceed/contract';
import { PhoneInput, useForm } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { OnboardingStep } from './onboarding-step.tsx';
import { checkStep, orNull, saveStep } from './save-step.ts';

interface ReachYouValues {
  profile: { phoneNumber: string };
}

/**
 * Step 2 for everyone who is not a coach: the phone number a coach can reach them on about a session,
 * optional (the profile's own field, as the Settings' Phone Number card keeps it); then their area.
 */
export function ReachYouStep({ user }: { user: SessionUser }) {
  const profile = user.profile;
  const form = useForm<ReachYouValues>({
    initialValues: { profile: { phoneNumber: profile?.phoneNumber ?? '' } },
    validate: (values) => checkStep(toBody(values)),
    onSubmit: (values) => saveStep(toBody(values), { finish: true }),
  });
  return (
    <OnboardingStep
      title="How coaches can reach you"
      formLabel="How coaches can reach you"
      step={2}
      form={form}
    >
      <p>
        A session can change at short notice: a new room, a late start. Leave a number for your coaches to
        reach you about a session, or finish without one; you can add it later in Settings.
      </p>
      <PhoneInput
        label="Phone number"
        description="Optional."
        countries={COUNTRIES}
        defaultCountry={profile?.country ?? undefined}
        {...form.register('profile.phoneNumber')}
      />
    </OnboardingStep>
  );
}

function toBody({ profile }: ReachYouValues) {
  return { profile: { phoneNumber: orNull(profile.phoneNumber) } };
}
