import { pageNotFound } from '@exceed/session';
import { useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';

const steps: Record<string, string> = {
  '1': 'Tell us about yourself',
  '2': 'Your coaching profile',
};

/** The onboarding steps /onboarding/1 and /onboarding/2; any other step does not exist. */
export default function OnboardingPage() {
  const { step = '' } = useParams();
  const title = steps[step];
  if (!title) pageNotFound();
  return (
    <PageFrame title={title}>
      <p>Step {step} of 2</p>
    </PageFrame>
  );
}
