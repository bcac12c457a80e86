import { type CoachApplicationResource, personName } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { CoachApplication } from '../models/coach-application.ts';

/** An application with its applicant (fetched as `applicant.profile`), past roles in their order. */
export function presentCoachApplication(application: CoachApplication): CoachApplicationResource {
  const applicant = application.applicant;
  if (!applicant) throw new Error('presentCoachApplication needs the applicant fetched');
  return {
    id: application.id,
    status: application.status,
    businessName: application.businessName,
    specializations: application.specializations,
    bio: application.bio,
    experiences: [...application.experiences].sort((a, b) => a.order - b.order),
    declineReason: application.declineReason,
    decidedAt: isoDate(application.decidedAt),
    createdAt: isoDate(application.createdAt),
    applicant: {
      id: applicant.id,
      username: applicant.username,
      email: applicant.email,
      name: personName({ ...applicant.profile, username: applicant.username }),
    },
  };
}

/** What an audit row keeps of an application: its decision, not the applicant's whole text. */
export const coachApplicationFields = (application: CoachApplication) => ({
  status: application.status,
  userId: application.userId,
  businessName: application.businessName,
  declineReason: application.declineReason,
});
