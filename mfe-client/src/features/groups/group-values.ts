import {
  bodyCheck,
  createGroupSchema,
  duplicateMemberErrors,
  type GroupResource,
  updateGroupSchema,
} from '@exceed/contract';

/** One row of the form's members list, as typed. */
export interface MemberValues {
  email: string;
  name: string;
}

/** The group form's values: texts as typed, turned into the contract's body by `toBody`. */
export interface GroupValues {
  name: string;
  description: string;
  members: MemberValues[];
}

/** A new row of the members list: empty, added at the end. */
export const emptyMember = (): MemberValues => ({ email: '', name: '' });

/** The form's values of a saved group, or of a new one (one empty row to start typing in). */
export function valuesOf(group?: GroupResource): GroupValues {
  return {
    name: group?.name ?? '',
    description: group?.description ?? '',
    members: group
      ? group.members.map((member) => ({ email: member.email, name: member.name ?? '' }))
      : [emptyMember()],
  };
}

const optional = (text: string) => (text.trim() === '' ? null : text);

/** The body of POST /v1/groups (or PATCH): blank optional texts are sent as null. */
export function toBody(values: GroupValues) {
  return {
    name: values.name,
    description: optional(values.description),
    members: values.members.map((member) => ({ email: member.email, name: optional(member.name) })),
  };
}

const checkCreate = bodyCheck(createGroupSchema);
const checkUpdate = bodyCheck(updateGroupSchema);

/**
 * The errors the API would answer for these values, by the same paths and messages: the contract's
 * schema, then no email twice (on the repeating row).
 */
export function checkGroup(values: GroupValues, creating: boolean) {
  const body = toBody(values);
  return { ...(creating ? checkCreate : checkUpdate)(body), ...duplicateMemberErrors(body.members) };
}
