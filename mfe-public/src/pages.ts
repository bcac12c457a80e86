import { lazy } from 'react';

/**
 * The pages this remote offers the shell, each loaded on first use so that the home page downloads only
 * itself. The shell decides the path and layout of each.
 */
export const Home = lazy(() => import('./features/marketing/home-page.tsx'));
export const Announcement = lazy(() => import('./features/marketing/announcement-page.tsx'));
export const Legal = lazy(() => import('./features/legal/legal-page.tsx'));
export const Workshops = lazy(() => import('./features/browse/workshops-page.tsx'));
export const Consultants = lazy(() => import('./features/browse/consultants-page.tsx'));
export const Workshop = lazy(() => import('./features/browse/workshop-page.tsx'));
export const CoachProfile = lazy(() => import('./features/browse/coach-profile-page.tsx'));
export const Jobs = lazy(() => import('./features/jobs/jobs-page.tsx'));
export const Job = lazy(() => import('./features/jobs/job-page.tsx'));
export const Book = lazy(() => import('./features/booking/book-page.tsx'));
export const Login = lazy(() => import('./features/auth/login-page.tsx'));
export const Register = lazy(() => import('./features/auth/register-page.tsx'));
export const Onboarding = lazy(() => import('./features/onboarding/onboarding-page.tsx'));
export const Invitation = lazy(() => import('./features/invitations/invitation-page.tsx'));
export const TeamInvitation = lazy(() => import('./features/team-invitations/team-invitation-page.tsx'));
export const WaitlistOffer = lazy(() => import('./features/booking/waitlist-offer-page.tsx'));
export const Unsubscribe = lazy(() => import('./features/unsubscribe/unsubscribe-page.tsx'));
export const Certificate = lazy(() => import('./features/certificates/certificate-page.tsx'));
