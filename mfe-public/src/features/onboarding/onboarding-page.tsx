import { isCoach, pageNotFound, useSession } from '@exceed/session';
import { useParams } from 'react-router';
import { AboutYouStep } from './about-you-step.tsx';
import { CoachProfileStep } from './coach-profile-step.tsx';
import { ReachYouStep } from './reach-you-step.tsx';
import './onboarding.css';

/**
 * /onboarding/1 and /onboarding/2: the profile a pending user completes (SPEC §2), in two steps for
 * everyone. Step 1 is about the person; step 2 is a coach's public profile, or for a client how a coach
 * reaches them about a session (docs/decisions/0026-sign-in-registration-and-onboarding-screens.md).
 */
export default function OnboardingPage() {
  const { step = '' } = useParams();
  const user = useSession((s) => s.user);
  if (step !== '1' && step !== '2') pageNotFound();
  // A sign-in answer may leave the profiles out; the identity read that follows brings them. A step's
  // form reads its starting values once, so it waits for them rather than start empty.
  if (!user || user.profile === undefined) return null;
  if (step === '1') return <AboutYouStep user={user} />;
  return isCoach(user) ? <CoachProfileStep user={user} /> : <ReachYouStep user={user} />;
}
