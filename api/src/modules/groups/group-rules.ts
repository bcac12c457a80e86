import { duplicateMemberErrors } from '@exceed/contract';
import { validationFailed } from '../../errors.ts';
import type { GroupMember } from '../../models/group.ts';

/** A member as the contract lets a client send it: the name may be left out, null or empty. */
interface MemberInput {
  email: string;
  name?: string | null;
}

/**
 * The rule of a members list JSON Schema cannot say, checked after the schema passed: no email twice
 * (422 on the repeating row's `members.<index>.email`). Then the list as stored: an empty name is no name.
 */
export function membersToStore(members: readonly MemberInput[]): GroupMember[] {
  const errors = duplicateMemberErrors(members);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return members.map(({ email, name }) => ({ email, name: name ? name : null }));
}
