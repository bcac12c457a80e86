import type { FromSchema } from 'json-schema-to-ts';
import { abilitiesSchema } from './booking.ts';
import { paginationQueryProperties, searchField, uuidSchema } from './common.ts';
import { emailField, nameField, timestampField } from './fields.ts';
import { partialSchema } from './partial.ts';

/** How many people a group holds: at least one (an empty group invites nobody), at most 50. */
export const GROUP_MEMBERS_MIN = 1;
export const GROUP_MEMBERS_MAX = 50;

/** Messages of a group's members list (SPEC.md has no groups; worded like its other messages). */
export const GROUP_MESSAGES = {
  duplicateEmail: 'This email is already in the group',
  tooFewMembers: 'Add at least one person to the group',
  tooManyMembers: `A group holds at most ${GROUP_MEMBERS_MAX} people`,
} as const;

/** One person of a group: an address to invite (SPEC.md §5's email rule) and, optionally, their name. */
const groupMemberInputSchema = {
  type: 'object',
  properties: {
    email: emailField,
    name: { type: ['string', 'null'], transform: ['trim'], maxLength: 255 },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

const groupProperties = {
  name: nameField,
  description: { type: ['string', 'null'], transform: ['trim'], maxLength: 1000 },
  // In the order the owner gave: seats of a booking are filled in this order when the group is invited.
  members: {
    type: 'array',
    items: groupMemberInputSchema,
    minItems: GROUP_MEMBERS_MIN,
    maxItems: GROUP_MEMBERS_MAX,
    errorMessage: { minItems: GROUP_MESSAGES.tooFewMembers, maxItems: GROUP_MESSAGES.tooManyMembers },
  },
} as const;

/** Body of saving a new group: a name and its people (no email twice: duplicateMemberErrors). */
export const createGroupSchema = {
  type: 'object',
  properties: groupProperties,
  required: ['name', 'members'],
  additionalProperties: false,
} as const;
export type CreateGroupInput = FromSchema<typeof createGroupSchema>;

/** Body of changing a group: every field optional (SPEC.md §4); a sent members list replaces the old one. */
export const updateGroupSchema = partialSchema(createGroupSchema);
export type UpdateGroupInput = FromSchema<typeof updateGroupSchema>;

/** GET /v1/groups: pagination and a search over the group's name. */
export const groupListQuerySchema = {
  type: 'object',
  properties: { ...paginationQueryProperties, q: searchField },
  additionalProperties: false,
} as const;
export type GroupListQuery = FromSchema<typeof groupListQuerySchema>;

/**
 * The "already in the group" errors of a members list: every member whose email (trimmed, lowercased, as
 * the schema stores it) repeats an earlier one's, keyed as the error bag keys it. Shared by the API and the
 * form, because JSON Schema cannot compare items by one property.
 */
export function duplicateMemberErrors(
  members: ReadonlyArray<{ email?: string | null }>,
  field = 'members',
): Record<string, string[]> {
  const seen = new Set<string>();
  const errors: Record<string, string[]> = {};
  members.forEach((member, index) => {
    const key = (member.email ?? '').trim().toLowerCase();
    if (key === '') return;
    if (seen.has(key)) errors[`${field}.${index}.email`] = [GROUP_MESSAGES.duplicateEmail];
    seen.add(key);
  });
  return errors;
}

/** A saved group as the API shows it: the owner is always the caller, so it is not shown. */
/** What the reader of a saved group may do with it, as api/src/policies/group-abilities.ts decides. */
export const GROUP_ABILITIES = ['edit', 'delete'] as const;

export const groupSchema = {
  type: 'object',
  properties: {
    id: uuidSchema,
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    members: {
      type: 'array',
      items: {
        type: 'object',
        properties: { email: { type: 'string' }, name: { type: ['string', 'null'] } },
        required: ['email', 'name'],
        additionalProperties: false,
      },
    },
    createdAt: timestampField,
    updatedAt: timestampField,
    deletedAt: { ...timestampField, type: ['string', 'null'] },
    abilities: {
      ...abilitiesSchema(GROUP_ABILITIES),
      description: 'What the reader may do now: edit (PATCH, its members too), delete.',
    },
  },
  required: ['id', 'name', 'description', 'members', 'createdAt', 'updatedAt', 'deletedAt', 'abilities'],
  additionalProperties: false,
} as const;
export type GroupAbilities = Record<(typeof GROUP_ABILITIES)[number], boolean>;
export type GroupResource = FromSchema<typeof groupSchema>;
