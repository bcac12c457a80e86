import type { PublicUserResource, UserResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { CoachProfile } from '../models/coach-profile.ts';
import type { Profile } from '../models/profile.ts';
import type { User } from '../models/user.ts';
import type { Actor } from '../policies/actor.ts';
import { userAbilities } from '../policies/user-abilities.ts';

/** Address of a user's avatar at the image endpoint (resized there; SPEC.md §9 widths and densities). */
export const avatarUrl = (user: User): string | null => (user.avatar ? `/v1/images/${user.avatar}` : null);

/** The personal profile as the contract shows it. */
export function presentProfile(profile: Profile) {
  return {
    firstName: profile.firstName,
    middleName: profile.middleName,
    lastName: profile.lastName,
    headline: profile.headline,
    country: profile.country,
    phoneNumber: profile.phoneNumber,
    socialAccounts: [...profile.socialAccounts].sort((a, b) => a.order - b.order),
  };
}

/** A coach profile as the contract shows it, lists in their order. */
export function presentCoachProfile(coach: CoachProfile) {
  return {
    businessName: coach.businessName,
    specializations: coach.specializations,
    bio: coach.bio,
    introductionVideo: coach.introductionVideo,
    experiences: [...coach.experiences].sort((a, b) => a.order - b.order),
    certifications: [...coach.certifications].sort((a, b) => a.order - b.order),
    completedBusinessAccelerator: coach.completedBusinessAccelerator,
    completedVideoResources: coach.completedVideoResources,
    completedQuizzes: coach.completedQuizzes,
    completedConsultation: coach.completedConsultation,
  };
}

/**
 * A user's own fields as they and administrators see them (what the audit log records). Relations appear
 * only when fetched (`include`); roles are always fetched by the caller. The password hash never leaves
 * the model.
 */
export function userFields(user: User): Omit<UserResource, 'abilities'> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    status: user.status,
    avatar: user.avatar,
    avatarUrl: avatarUrl(user),
    emailVerifiedAt: user.emailVerifiedAt ? isoDate(user.emailVerifiedAt) : null,
    pendingEmail: user.pendingEmail,
    defaultTenantSlug: user.defaultTenantSlug,
    colorMode: user.colorMode,
    hasPassword: user.passwordHash != null,
    bookingMails: user.bookingMails,
    timezone: user.timezone,
    roles: user.roleNames(),
    ...(user.profile !== undefined ? { profile: user.profile ? presentProfile(user.profile) : null } : {}),
    ...(user.coachProfile !== undefined
      ? { coachProfile: user.coachProfile ? presentCoachProfile(user.coachProfile) : null }
      : {}),
    createdAt: isoDate(user.createdAt),
    updatedAt: isoDate(user.updatedAt),
  } as Omit<UserResource, 'abilities'>;
}

/** A user as `actor` reads them: their fields and what the actor may do with the account. */
export function presentUser(user: User, actor: Actor): UserResource {
  return { ...userFields(user), abilities: userAbilities(actor, user) } as UserResource;
}

/** A presenter of users, each as `actor` reads them. */
export const presentUserFor =
  (actor: Actor) =>
  (user: User): UserResource =>
    presentUser(user, actor);

/**
 * A coach as the public marketplace shows them: no email, no phone, no status, nothing private; with the
 * count of their published workshops and their ratings.
 */
export function presentPublicUser(user: User): PublicUserResource {
  const profile = user.profile;
  if (user.workshopsCount === undefined) {
    throw new Error(
      'presentPublicUser: select workshopsCount first (modules/public-users/public-coaches.ts)',
    );
  }
  return {
    id: user.id,
    username: user.username,
    avatarUrl: avatarUrl(user),
    profile: profile
      ? {
          firstName: profile.firstName,
          middleName: profile.middleName,
          lastName: profile.lastName,
          headline: profile.headline,
          country: profile.country,
          socialAccounts: presentProfile(profile).socialAccounts,
        }
      : null,
    coachProfile: user.coachProfile ? presentCoachProfile(user.coachProfile) : null,
    // count(*) is a bigint: text from pg, a number from PGlite.
    workshopsCount: Number(user.workshopsCount),
    rating: {
      average: user.ratingAverage == null ? null : Number(user.ratingAverage),
      count: Number(user.ratingCount ?? 0),
    },
  } as PublicUserResource;
}
