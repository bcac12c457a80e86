import type { ApiModule } from '../../http/api-module.ts';
import { createGroup } from './create-group.ts';
import { deleteGroup } from './delete-group.ts';
import { listGroups } from './list-groups.ts';
import { restoreGroup } from './restore-group.ts';
import { showGroup } from './show-group.ts';
import { updateGroup } from './update-group.ts';

/**
 * Saved groups of people to invite together, at /v1/groups: CRUD and restore of the caller's own groups
 * (a personal address book, in no team). Who may do what: policies/group-policy.ts; the members rule
 * beyond JSON Schema: group-rules.ts.
 */
export const groupsModule: ApiModule = {
  name: 'groups',
  routes: [listGroups, createGroup, showGroup, updateGroup, deleteGroup, restoreGroup],
};
