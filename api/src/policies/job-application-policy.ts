import type { Actor } from './actor.ts';
import type { ManagedJobPosting } from './job-posting-policy.ts';

/**
 * Who reads the applications to a posting (names, emails, answers, resumes: personal data of people who are
 * not users): the team's owners and admins, and the people the posting is in the hands of, its creator and
 * its recruiters; a super-admin. Other members of the team do not (docs/decisions/0054-the-job-board.md).
 */
export const jobApplicationPolicy = {
  view: (actor: Actor, posting: ManagedJobPosting) => {
    if (actor.superAdmin) return true;
    if (!actor.activeTenantIds.has(posting.tenantId)) return false;
    const role = actor.teamRoles.get(posting.tenantId);
    return (
      role === 'owner' ||
      role === 'admin' ||
      posting.createdBy === actor.user.id ||
      posting.recruiterIds.includes(actor.user.id)
    );
  },
};
