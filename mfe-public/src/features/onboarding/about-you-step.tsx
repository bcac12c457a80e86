import { COUNTRIES } from '@exceed/contract';
import { CountrySelect, Input, Textarea, useForm } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { useNavigate } from 'react-router';
import { OnboardingStep } from './onboarding-step.tsx';
import { checkStep, orNull, saveStep } from './save-step.ts';

interface AboutYouValues {
  profile: { firstName: string; lastName: string; headline: string; country: string };
}

/** Step 1 for everyone: name, headline and country; then step 2. */
export function AboutYouStep({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const profile = user.profile;
  const form = useForm<AboutYouValues>({
    initialValues: {
      profile: {
        firstName: profile?.firstName ?? '',
        lastName: profile?.lastName ?? '',
        headline: profile?.headline ?? '',
        country: profile?.country ?? '',
      },
    },
    validate: (values) => checkStep(toBody(values)),
    onSubmit: async (values) => {
      await saveStep(toBody(values), { finish: false });
      await navigate('/onboarding/2');
    },
  });
  return (
    <OnboardingStep title="Tell us about yourself" formLabel="About you" step={1} form={form}>
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
    </OnboardingStep>
  );
}

function toBody({ profile }: AboutYouValues) {
  const { firstName, lastName, headline, country } = profile;
  return { profile: { firstName, lastName, headline: orNull(headline), country: orNull(country) } };
}
