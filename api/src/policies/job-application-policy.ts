import type { Actor } from './actor.ts';
import type { ManagedJobPosting } from './job-posting-policy.ts';

/**
 * Who reads the applications to a posting (names, emails, answers, resumes: personal data of people who are
 * not users): the team's owners and admins, and the people the posting is in the hands of, its creator and
 * its recruiters; a super-admin. Other members of the team do not (docs/decisions/0054-the-job-board.md).
 */
const view = (actor: Actor, posting: ManagedJobPosting) => {
  if (actor.superAdmin) return true;
  if (!actor.activeTenantIds.has(posting.tenantId)) return false;
  const role = actor.teamRoles.get(posting.tenantId);
  return (
    role === 'owner' ||
    role === 'admin' ||
    posting.createdBy === actor.user.id ||
    posting.recruiterIds.includes(actor.user.id)
  );
};

export const jobApplicationPolicy = {
  view,
  /**
   * Move an application's status (shortlist, reject, hire): whoever reads the posting's applications decides
   * on them; the applicant, who is not a member of the team, never does
   * (docs/decisions/0077-job-application-status.md).
   */
  changeStatus: view,
};
