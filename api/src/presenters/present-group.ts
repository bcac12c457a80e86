import type { GroupResource } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Group } from '../models/group.ts';

/** A group as the contract's groupSchema shows it; the owner stays internal (it is always the caller). */
export function presentGroup(group: Group): GroupResource {
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    members: group.members.map(({ email, name }) => ({ email, name })),
    createdAt: isoDate(group.createdAt),
    updatedAt: isoDate(group.updatedAt),
    deletedAt: isoDate(group.deletedAt),
  };
}
