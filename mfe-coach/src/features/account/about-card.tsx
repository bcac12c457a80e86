import { coachProfileSchema } from '@exceed/contract';
import { type FormApi, Input, Textarea } from '@exceed/design-system';
import type { CoachProfileValues } from './coach-profile-values.ts';
import { ProfileCard } from './profile-card.tsx';

/** The contract's limit of the bio (SPEC §5: 1 to 1000), shown as the count's maximum. */
const BIO_MAX = coachProfileSchema.properties.bio.maxLength;

/** Business name and bio, with the bio's character count. */
export function AboutCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const bio = form.values.coachProfile.bio;
  return (
    <ProfileCard title="About" description="How clients see you on your public profile.">
      <Input
        label="Business name"
        autoComplete="organization"
        {...form.register('coachProfile.businessName')}
      />
      <Textarea
        label="Bio"
        rows={6}
        description={`${bio.length} of ${BIO_MAX} characters`}
        {...form.register('coachProfile.bio')}
      />
    </ProfileCard>
  );
}
