import type { FromSchema } from 'json-schema-to-ts';
import { INVITATION_EXPIRY_DAYS, SEAT_MESSAGES } from './booking-seat.ts';
import { uuidSchema } from './common.ts';
import { emailField, nameField, timestampField } from './fields.ts';
import { TEAM_ROLES } from './tenant.ts';
import { userSchema } from './user.ts';

/** How long a team invitation's link can be accepted: as long as a seat's. */
export const TEAM_INVITATION_EXPIRY_DAYS = INVITATION_EXPIRY_DAYS;

/** Messages of team invitations (SPEC.md leaves them open; docs/decisions/0059-team-invitations.md). */
export const TEAM_INVITATION_MESSAGES = {
  alreadyMember: 'This person is already a member of the team.',
  alreadyInvited: 'This person is already invited: send the invitation again instead.',
  invalid: 'This invitation is not valid.',
  expired: 'This invitation has expired.',
  accepted: 'This invitation has already been accepted.',
  otherEmail: SEAT_MESSAGES.otherEmail,
  joined: 'You are already a member of this team.',
} as const;

/** Where a team invitation stands: waiting, accepted, or past its expiry. */
export const TEAM_INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;

/** An invitation as the team's managers see it (GET /v1/t/invitations). */
export const teamInvitationSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    email: { type: 'string' },
    role: { type: 'string', enum: TEAM_ROLES },
    status: { type: 'string', enum: TEAM_INVITATION_STATUSES },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
    createdAt: timestampField,
  },
  required: ['id', 'email', 'role', 'status', 'sentAt', 'expiresAt', 'createdAt'],
  additionalProperties: false,
} as const;
export type TeamInvitationResource = FromSchema<typeof teamInvitationSchema>;

/** Body of inviting someone (POST /v1/t/invitations): their email (trimmed, lowercased) and team role. */
export const createTeamInvitationSchema = {
  type: 'object',
  properties: {
    email: emailField,
    role: {
      type: 'string',
      enum: TEAM_ROLES,
      errorMessage: `The role must be one of: ${TEAM_ROLES.join(', ')}.`,
    },
  },
  required: ['email', 'role'],
  additionalProperties: false,
} as const;
export type CreateTeamInvitationInput = FromSchema<typeof createTeamInvitationSchema>;

/** Path of a team invitation's public page: /team-invitations/:token. */
export const teamInvitationParamsSchema = {
  type: 'object',
  properties: { token: { type: 'string', minLength: 1, maxLength: 255 } },
  required: ['token'],
  additionalProperties: false,
} as const;

/** What the mailed link shows, to whoever holds it: the team, the address and role, who invited. */
export const teamInvitationLinkSchema = {
  type: 'object',
  properties: {
    team: {
      type: 'object',
      properties: { name: { type: 'string' }, slug: { type: 'string' } },
      required: ['name', 'slug'],
      additionalProperties: false,
    },
    email: { type: 'string' },
    role: { type: 'string', enum: TEAM_ROLES },
    status: { type: 'string', enum: TEAM_INVITATION_STATUSES },
    inviter: { type: ['string', 'null'] },
    expiresAt: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['team', 'email', 'role', 'status', 'inviter', 'expiresAt'],
  additionalProperties: false,
} as const;
export type TeamInvitationLinkResource = FromSchema<typeof teamInvitationLinkSchema>;

/** Body of accepting (POST /v1/team-invitations/accept): the token; the names if it signs a person up. */
export const acceptTeamInvitationSchema = {
  type: 'object',
  properties: {
    invitation_token: { type: 'string', minLength: 1, maxLength: 255 },
    firstName: nameField,
    lastName: nameField,
    tokenMode: { type: 'boolean', default: false },
  },
  required: ['invitation_token'],
  additionalProperties: false,
} as const;
export type AcceptTeamInvitationInput = FromSchema<typeof acceptTeamInvitationSchema>;

/**
 * What accepting answers: the team joined (its slug, for the page to go to) and, when accepting signed a
 * new person up and in, the user (plus the bearer token in token mode).
 */
export const teamInvitationAcceptedSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        team: teamInvitationLinkSchema.properties.team,
        role: { type: 'string', enum: TEAM_ROLES },
        user: userSchema,
        token: { type: 'string' },
      },
      required: ['team', 'role'],
      additionalProperties: false,
    },
  },
  required: ['data'],
  additionalProperties: false,
} as const;
export type TeamInvitationAccepted = FromSchema<typeof teamInvitationAcceptedSchema>;
