import type { Knex } from 'knex';

/**
 * The two roles the code knows by name (SPEC.md §6) and the permissions they grant, present in every
 * database: guards and landing pages rely on them, so they are schema, not demo data.
 */
const PERMISSIONS: Record<string, string> = {
  'users.manage': 'Create, change, delete and restore any account',
  'tenants.manage': 'Delete and restore any team',
  'access.manage': 'Manage roles and permissions',
  'workshops.manage-own': 'Publish and change their own workshops and schedules',
  'bookings.view-own-schedules': 'See the bookings of their own schedules',
};

const ROLES: Record<string, { description: string; permissions: string[] }> = {
  'super-admin': { description: 'Runs the marketplace', permissions: Object.keys(PERMISSIONS) },
  coach: {
    description: 'Publishes workshops and schedules',
    permissions: ['workshops.manage-own', 'bookings.view-own-schedules'],
  },
};

export async function up(knex: Knex): Promise<void> {
  const permissions = await knex('permissions')
    .insert(Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description })))
    .onConflict('name')
    .merge()
    .returning(['id', 'name']);
  for (const [name, role] of Object.entries(ROLES)) {
    const [row] = await knex('roles')
      .insert({ name, description: role.description })
      .onConflict('name')
      .merge()
      .returning('id');
    await knex('role_permissions')
      .insert(
        permissions
          .filter((permission) => role.permissions.includes(permission.name))
          .map((permission) => ({ role_id: row.id, permission_id: permission.id })),
      )
      .onConflict()
      .ignore();
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex('roles').whereIn('name', Object.keys(ROLES)).delete();
  await knex('permissions').whereIn('name', Object.keys(PERMISSIONS)).delete();
}
