import type { FromSchema } from 'json-schema-to-ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { emailField, nameField, slugField, timestampField } from './fields.ts';
import { meetingProviderField } from './meeting.ts';
import { partialSchema } from './partial.ts';

/** Plans a tenant can be on (SPEC.md §3 enumerations). */
export const TENANT_PLANS = ['free', 'pro', 'enterprise'] as const;
export type TenantPlan = (typeof TENANT_PLANS)[number];

/** Statuses of a tenant membership (SPEC.md §3). Only ACTIVE members see a tenant's private data. */
export const MEMBER_STATUSES = ['ACTIVE', 'PENDING', 'SUSPENDED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * Team roles of a membership (issue 20; docs/decisions/0048-team-roles.md): owners and admins run the team,
 * only owners make or unmake owners; coaches and recruiters are members with work of their own in it.
 */
export const TEAM_ROLES = ['owner', 'admin', 'member', 'coach', 'recruiter'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/**
 * What the caller may do with a team, as the API's policy decides it (api/src/policies/team-abilities.ts),
 * so a page offers exactly what the API would do and never re-implements a rule (DESIGN.md, issue 31):
 * `edit` PATCH /v1/tenants/{id}; `delete` DELETE /v1/tenants/{id}; `viewInvitations` GET /v1/t/invitations;
 * `invitableRoles` the roles POST /v1/t/invitations accepts (and whose invitations the caller may send
 * again or cancel); `viewJobPostings` GET /v1/t/job-postings.
 */
export const teamAbilitiesSchema = {
  type: 'object',
  properties: {
    edit: { type: 'boolean' },
    delete: { type: 'boolean' },
    viewInvitations: { type: 'boolean' },
    invitableRoles: { type: 'array', items: { type: 'string', enum: TEAM_ROLES } },
    viewJobPostings: { type: 'boolean' },
  },
  required: ['edit', 'delete', 'viewInvitations', 'invitableRoles', 'viewJobPostings'],
  additionalProperties: false,
} as const;

export type TeamAbilities = FromSchema<typeof teamAbilitiesSchema>;

/** A tenant (Team) as the API shows it, with what the caller may do with it. */
export const tenantSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    slug: { type: 'string' },
    email: { type: ['string', 'null'] },
    domain: { type: ['string', 'null'] },
    plan: { type: 'string', enum: TENANT_PLANS },
    meetingProvider: {
      ...meetingProviderField,
      description: "How the team's online sessions get a meeting link: JITSI (a room each) or OWN_LINKS.",
    },
    createdAt: timestampField,
    updatedAt: timestampField,
    abilities: teamAbilitiesSchema,
  },
  required: [
    'id',
    'name',
    'slug',
    'email',
    'domain',
    'plan',
    'meetingProvider',
    'createdAt',
    'updatedAt',
    'abilities',
  ],
  additionalProperties: false,
} as const;

export type TenantResource = FromSchema<typeof tenantSchema>;

/** Body of creating a tenant; the domain is kept as https plus host (SPEC.md §5). */
export const createTenantSchema = {
  type: 'object',
  properties: {
    name: nameField,
    slug: slugField,
    email: emailField,
    domain: {
      type: ['string', 'null'],
      transform: ['toHttpsOrigin'],
      maxLength: 255,
      pattern: '^https://[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$',
      errorMessage: 'Please enter a valid domain, such as example.com',
    },
    plan: { type: 'string', enum: TENANT_PLANS, default: 'free' },
    meetingProvider: { ...meetingProviderField, description: 'JITSI (the default) or OWN_LINKS.' },
  },
  required: ['name', 'slug'],
  additionalProperties: false,
} as const;

export type CreateTenantInput = FromSchema<typeof createTenantSchema>;

/** Body of updating a tenant: the create rules, every field optional. */
export const updateTenantSchema = partialSchema(createTenantSchema);

export type UpdateTenantInput = FromSchema<typeof updateTenantSchema>;

/** GET /v1/tenants: pagination and a search over name and slug. */
export const tenantListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, q: searchField },
  additionalProperties: false,
} as const;

/** A tenant as a member sees it in their list of tenants, with their membership status and team role. */
export const memberTenantSchema = {
  type: 'object',
  properties: {
    ...tenantSchema.properties,
    memberStatus: { type: 'string', enum: MEMBER_STATUSES },
    memberRole: { type: 'string', enum: TEAM_ROLES },
  },
  required: [...tenantSchema.required, 'memberStatus', 'memberRole'],
  additionalProperties: false,
} as const;

export type MemberTenantResource = FromSchema<typeof memberTenantSchema>;

/** The current tenant (GET /v1/t) with the caller's team role in it: null for a super-admin from outside. */
export const currentTenantSchema = {
  type: 'object',
  properties: {
    ...tenantSchema.properties,
    memberRole: { type: ['string', 'null'], enum: [...TEAM_ROLES, null] },
  },
  required: [...tenantSchema.required, 'memberRole'],
  additionalProperties: false,
} as const;

export type CurrentTenantResource = FromSchema<typeof currentTenantSchema>;

/** Why the team's last ACTIVE owner cannot leave, be removed, demoted or suspended. */
export const LAST_OWNER_MESSAGE = 'A team needs an owner: make another member owner first.';

/**
 * What the caller may do to one member of a team, as the API's policy decides it with the last-owner rule
 * (api/src/policies/team-abilities.ts): `grantableRoles` the roles PATCH /v1/tenants/{id}/members/{userId}
 * accepts (the member's own among them when they may keep it), `changeRole` whether one of them is another
 * role; `suspend` a PATCH to SUSPENDED, `reactivate` a PATCH to ACTIVE of a member not ACTIVE; `remove` the
 * DELETE (leaving, on one's own row), and `removeRefusal` why not when the team's state refuses it (the
 * last owner), so the page can say so where Leave would be; null otherwise.
 */
export const teamMemberAbilitiesSchema = {
  type: 'object',
  properties: {
    changeRole: { type: 'boolean' },
    grantableRoles: { type: 'array', items: { type: 'string', enum: TEAM_ROLES } },
    suspend: { type: 'boolean' },
    reactivate: { type: 'boolean' },
    remove: { type: 'boolean' },
    removeRefusal: { type: ['string', 'null'] },
  },
  required: ['changeRole', 'grantableRoles', 'suspend', 'reactivate', 'remove', 'removeRefusal'],
  additionalProperties: false,
} as const;

export type TeamMemberAbilities = FromSchema<typeof teamMemberAbilitiesSchema>;

/** A member of a team as its members list shows them (GET /v1/tenants/:id/members). */
export const teamMemberSchema = {
  type: 'object',
  properties: {
    userId: uuidSchema,
    username: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: ['string', 'null'] },
    lastName: { type: ['string', 'null'] },
    role: { type: 'string', enum: TEAM_ROLES },
    status: { type: 'string', enum: MEMBER_STATUSES },
    createdAt: timestampField,
    updatedAt: timestampField,
    abilities: teamMemberAbilitiesSchema,
  },
  required: [
    'userId',
    'username',
    'email',
    'firstName',
    'lastName',
    'role',
    'status',
    'createdAt',
    'updatedAt',
    'abilities',
  ],
  additionalProperties: false,
} as const;

export type TeamMemberResource = FromSchema<typeof teamMemberSchema>;

/** Path of one member of a team: /tenants/:id/members/:userId. */
export const teamMemberParamsSchema = {
  type: 'object',
  properties: { id: uuidSchema, userId: uuidSchema },
  required: ['id', 'userId'],
  additionalProperties: false,
} as const;

/** GET /v1/tenants/:id/members: pagination and a search over username, email and name. */
export const teamMemberListQuerySchema = tenantListQuerySchema;

/**
 * Body of changing a member: their team role and their status. A member is suspended or reactivated here;
 * PENDING is an invitation's state, which only accepting it ends, so it is not a value a manager sets.
 */
export const updateTeamMemberSchema = {
  type: 'object',
  properties: {
    role: {
      type: 'string',
      enum: TEAM_ROLES,
      errorMessage: `The role must be one of: ${TEAM_ROLES.join(', ')}.`,
    },
    status: {
      type: 'string',
      enum: ['ACTIVE', 'SUSPENDED'],
      errorMessage: 'The status must be ACTIVE or SUSPENDED.',
    },
  },
  additionalProperties: false,
} as const;

export type UpdateTeamMemberInput = FromSchema<typeof updateTeamMemberSchema>;
