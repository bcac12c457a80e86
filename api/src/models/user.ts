import {
  type BookingMails,
  type ColorMode,
  type NotificationKind,
  ROLE_NAMES,
  type UserStatus,
  UUID_PATTERN,
} from '@exceed/contract';
import type { QueryBuilder, RelationMappings } from 'objection';
import { BaseModel } from '../db/base-model.ts';
import { CoachProfile } from './coach-profile.ts';
import { Profile } from './profile.ts';
import { Role } from './role.ts';
import { TenantMember } from './tenant-member.ts';

/** What a person changed of how they hear of each kind of event. */
export type NotificationPreferences = Partial<Record<NotificationKind, { mail: boolean; inApp: boolean }>>;

/** A person who signs in: client, coach or super-admin (SPEC.md §3). Soft-deletable (§4). */
export class User extends BaseModel {
  static override tableName = 'users';
  static override softDelete = true;
  static override hidden = ['passwordHash', 'unsubscribeKey'];
  static override get jsonAttributes() {
    return ['notificationPreferences'];
  }

  declare username: string;
  declare email: string;
  declare status: UserStatus;
  declare passwordHash: string | null;
  declare avatar: string | null;
  declare emailVerifiedAt: Date | null;
  /** A new email waiting for the code mailed to it; the account signs in with `email` until then. */
  declare pendingEmail: string | null;
  declare defaultTenantSlug: string | null;
  declare colorMode: ColorMode;
  /** As a coach: a mail per new booking (EACH) or one daily summary (DAILY; notifications/booking-digests.ts). */
  declare bookingMails: BookingMails;
  /** The IANA zone they read times in, when they chose one: mails add their time to a session's. */
  declare timezone: string | null;
  /** Only the kinds they changed: `{ kind: { mail, inApp } }` (notifications/channels.ts reads it). */
  declare notificationPreferences: NotificationPreferences;
  /** Signs the unsubscribe links of their mails (notifications/channels.ts); null until the first. */
  declare unsubscribeKey: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;

  declare profile?: Profile | null;
  declare coachProfile?: CoachProfile | null;
  declare roles?: Role[];
  declare memberships?: TenantMember[];
  /**
   * Published workshops of the coach, selected by the public coach queries (a bigint count: text from pg,
   * a number from PGlite, so read it with Number()).
   */
  declare workshopsCount?: number | string;
  /** Selected by the public marketplace (public-coaches.ts): numeric and bigint, text from pg. */
  declare ratingAverage?: number | string | null;
  declare ratingCount?: number | string;

  static override relationMappings = (): RelationMappings => ({
    profile: {
      relation: BaseModel.HasOneRelation,
      modelClass: Profile,
      join: { from: 'users.id', to: 'profiles.userId' },
    },
    coachProfile: {
      relation: BaseModel.HasOneRelation,
      modelClass: CoachProfile,
      join: { from: 'users.id', to: 'coach_profiles.userId' },
    },
    roles: {
      relation: BaseModel.ManyToManyRelation,
      modelClass: Role,
      join: {
        from: 'users.id',
        through: { from: 'user_roles.userId', to: 'user_roles.roleId' },
        to: 'roles.id',
      },
    },
    memberships: {
      relation: BaseModel.HasManyRelation,
      modelClass: TenantMember,
      join: { from: 'users.id', to: 'tenant_members.userId' },
    },
  });

  static override modifiers = {
    /**
     * The users the public marketplace shows (/consultants, /{username}): coaches whose account is active
     * (the soft-delete scope already leaves deleted ones out).
     */
    publicCoach(query: QueryBuilder<User>) {
      query
        .where('users.status', 'active')
        .whereExists(User.relatedQuery('roles').where('roles.name', ROLE_NAMES.coach));
    },
    /** A user by id, or by username whatever its case (as the unique index compares them). */
    idOrUsername(query: QueryBuilder<User>, idOrUsername: string) {
      if (UUID_PATTERN.test(idOrUsername)) query.where('users.id', idOrUsername);
      else query.whereRaw('lower(users.username) = ?', [idOrUsername.toLowerCase()]);
    },
  };

  /** Names of the user's roles (loaded with `withGraphFetched('roles')`). */
  roleNames(): string[] {
    return (this.roles ?? []).map((role) => role.name);
  }
}
