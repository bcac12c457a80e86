import type { ApiModule } from '../../http/api-module.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { listUserTenants } from './list-user-tenants.ts';
import { listUsers } from './list-users.ts';
import { restoreUser } from './restore-user.ts';
import { showUser } from './show-user.ts';
import { replaceUser, updateUser } from './update-user.ts';

/** User accounts: CRUD, restore and a user's teams. Who may do what: policies/user-policy.ts. */
export const usersModule: ApiModule = {
  name: 'users',
  routes: [
    listUsers,
    createUser,
    showUser,
    updateUser,
    replaceUser,
    deleteUser,
    restoreUser,
    listUserTenants,
  ],
};
