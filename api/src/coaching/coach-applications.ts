import { COACH_APPLICATION_MESSAGES, type CreateCoachApplicationInput, ROLE_NAMES } from '@exceed/contract';
import type { Knex } from 'knex';
import { ownTeam, personalTeam } from '../auth/registration.ts';
import { grantRole } from '../auth/user-roles.ts';
import type { CoachApplicationMode } from '../config.ts';
import { notFound, validationFailed } from '../errors.ts';
import { CoachApplication } from '../models/coach-application.ts';
import { CoachProfile } from '../models/coach-profile.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';
import { notifyCoachApplication, notifyCoachApplicationDecided } from '../notifications/notify.ts';

/**
 * A person applies to become a coach. One open application per person: a coach, or someone whose
 * application waits, is refused (422). Their user row is locked first, so two submissions at once are
 * judged one after the other (the partial unique index backs it). In `review` mode the super-admins are
 * mailed after the commit; in `auto` mode it is approved in the same transaction.
 */
export async function applyToCoach(
  trx: Knex.Transaction,
  userId: string,
  input: CreateCoachApplicationInput,
  mode: CoachApplicationMode,
): Promise<CoachApplication> {
  const user = await User.query(trx).findById(userId).forUpdate().withGraphFetched('roles').throwIfNotFound();
  if (user.roleNames().includes(ROLE_NAMES.coach)) {
    throw validationFailed({ root: [COACH_APPLICATION_MESSAGES.alreadyCoach] });
  }
  if ((await CoachApplication.query(trx).where({ userId, status: 'PENDING' }).resultSize()) > 0) {
    throw validationFailed({ root: [COACH_APPLICATION_MESSAGES.alreadyPending] });
  }
  const application = await CoachApplication.query(trx).insertAndFetch({
    userId,
    status: 'PENDING',
    businessName: input.businessName,
    specializations: input.specializations,
    bio: input.bio,
    experiences: input.experiences ?? [],
  });
  if (mode === 'auto') return approveCoachApplication(trx, application.id, null);
  await notifyCoachApplication(trx, application.id);
  return application;
}

/** The application under its lock, still waiting for a decision (422 once decided, 404 when none). */
async function pendingApplication(trx: Knex.Transaction, id: string): Promise<CoachApplication> {
  const application = await CoachApplication.query(trx).findById(id).forUpdate();
  if (!application) throw notFound();
  if (application.status !== 'PENDING') {
    throw validationFailed({ root: [COACH_APPLICATION_MESSAGES.alreadyDecided] });
  }
  return application;
}

/**
 * Approves an application in the caller's transaction: the applicant becomes a coach (becomeCoach), the
 * application says who decided when (`deciderId` null: the platform, in `auto` mode), and the applicant is
 * mailed after the commit.
 */
export async function approveCoachApplication(
  trx: Knex.Transaction,
  id: string,
  deciderId: string | null,
): Promise<CoachApplication> {
  const application = await pendingApplication(trx, id);
  await becomeCoach(trx, application);
  const approved = await application
    .$query(trx)
    .patchAndFetch({ status: 'APPROVED', decidedAt: new Date(), decidedBy: deciderId });
  await notifyCoachApplicationDecided(trx, id);
  return approved;
}

/** Declines an application with the reason its applicant reads; their account is left as it was. */
export async function declineCoachApplication(
  trx: Knex.Transaction,
  id: string,
  deciderId: string,
  reason: string,
): Promise<CoachApplication> {
  const application = await pendingApplication(trx, id);
  const declined = await application.$query(trx).patchAndFetch({
    status: 'DECLINED',
    declineReason: reason,
    decidedAt: new Date(),
    decidedBy: deciderId,
  });
  await notifyCoachApplicationDecided(trx, id);
  return declined;
}

/**
 * What a new coach needs to work: the global coach role (the catalogue's rules follow it), the
 * coachProfile written from the application (fields it does not ask for are kept), and a team they own
 * to publish in. Everyone who signed up has their personal team; someone without an ACTIVE team of their
 * own (created by an administrator, or whose team was removed) gets one named after them, which becomes
 * their default team when they have none.
 */
async function becomeCoach(trx: Knex.Transaction, application: CoachApplication): Promise<void> {
  const { userId } = application;
  await grantRole(trx, userId, ROLE_NAMES.coach);
  const fields = {
    businessName: application.businessName,
    specializations: application.specializations,
    bio: application.bio,
    experiences: application.experiences,
  };
  const updated = await CoachProfile.query(trx).findById(userId).patch(fields);
  if (updated === 0) {
    await CoachProfile.query(trx).insert({ userId, ...fields, certifications: [] });
  }
  const ownsTeam = await TenantMember.query(trx)
    .joinRelated('tenant')
    .where({
      'tenant_members.userId': userId,
      'tenant_members.status': 'ACTIVE',
      'tenant_members.role': 'owner',
    })
    .whereNull('tenant.deletedAt')
    .whereNull('tenant.suspendedAt')
    .resultSize();
  if (ownsTeam > 0) return;
  const user = await User.query(trx).findById(userId).withGraphFetched('profile').throwIfNotFound();
  const team = await personalTeam(trx, {
    username: user.username,
    firstName: user.profile?.firstName || user.username,
    email: user.email,
  });
  await ownTeam(trx, team, userId);
  if (!user.defaultTenantSlug) await user.$query(trx).patch({ defaultTenantSlug: team.slug });
}
