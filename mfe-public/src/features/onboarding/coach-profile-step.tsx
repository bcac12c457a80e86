import { Input, Textarea, useForm } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { OnboardingStep } from './onboarding-step.tsx';
import { checkStep, orNull, saveStep } from './save-step.ts';

interface CoachValues {
  coachProfile: { businessName: string; specializations: string; bio: string };
}

/** Step 2 for a coach: the public profile's business name, specializations and bio; then their area. */
export function CoachProfileStep({ user }: { user: SessionUser }) {
  const coachProfile = user.coachProfile;
  const form = useForm<CoachValues>({
    initialValues: {
      coachProfile: {
        businessName: coachProfile?.businessName ?? '',
        specializations: (coachProfile?.specializations ?? []).join(', '),
        bio: coachProfile?.bio ?? '',
      },
    },
    validate: (values) => checkStep(coachBody(values)),
    onSubmit: (values) => saveStep(coachBody(values), { finish: true }),
  });
  return (
    <OnboardingStep title="Your coaching profile" formLabel="Your coaching profile" step={2} form={form}>
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
    </OnboardingStep>
  );
}

/** The form keeps specializations as one comma-separated text; the API takes a list. */
function coachBody({ coachProfile }: CoachValues) {
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
