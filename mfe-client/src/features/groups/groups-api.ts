import type { CreateGroupInput, GroupResource, One, UpdateGroupInput } from '@exceed/contract';
import { api } from '@exceed/session';

/** POST /v1/groups: saves a new group. Revalidates the /groups reads (the list, the invite's choice). */
export function createGroup(body: CreateGroupInput) {
  return api.post<One<GroupResource>>('/groups', body);
}

/** PATCH /v1/groups/{id}: changes a group (a sent members list replaces the old one). Revalidates /groups. */
export function updateGroup(id: string, body: UpdateGroupInput) {
  return api.patch<One<GroupResource>>(`/groups/${id}`, body);
}

/** DELETE /v1/groups/{id}: deletes a group (soft). Revalidates the /groups reads. */
export function deleteGroup(id: string) {
  return api.delete(`/groups/${id}`);
}

/** POST /v1/groups/{id}/restore: undoes deleteGroup. Revalidates the /groups reads. */
export function restoreGroup(id: string) {
  return api.post(`/groups/${id}/restore`);
}
