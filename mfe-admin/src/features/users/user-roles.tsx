import { ROLE_NAMES, type UserResource } from '@exceed/contract';
import { Badge, Button, ConfirmDialog, RowAction, Select, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { useState } from 'react';
import { userName } from './user-name.ts';
import { grantRole, revokeRole, useRoleChoices } from './users-api.ts';

export interface UserRolesProps {
  user: UserResource;
}

/**
 * A user's global roles: each revocable (after a confirmation), and a role to grant from the roles there
 * are, as the user's abilities allow (the super-admin role has an ability of its own: never one's own).
 */
export function UserRoles({ user }: UserRolesProps) {
  const roles = useRoleChoices();
  const [chosen, setChosen] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const name = userName(user);
  const grantable = (roles.data?.data ?? []).filter((role) => !user.roles.includes(role.name));
  const revocable = (role: string) =>
    role === ROLE_NAMES.superAdmin ? user.abilities.revokeSuperAdmin : user.abilities.changeRoles;

  const grant = async () => {
    if (!chosen) return;
    try {
      await grantRole(user.id, chosen);
      toast({ title: 'Role granted', description: `${name}: ${chosen}`, variant: 'success' });
      setChosen(null);
    } catch (error) {
      api.notifyFailure(`${chosen} was not granted`, error);
    }
  };
  const revoke = async (role: string) => {
    try {
      await revokeRole(user.id, role);
    } catch (error) {
      api.notifyFailure(`${role} was not revoked`, error);
      throw error;
    }
    toast({ title: 'Role revoked', description: `${name}: ${role}`, variant: 'success' });
  };

  return (
    <section aria-labelledby="user-roles-title" className="admin-section">
      <h2 id="user-roles-title">Roles</h2>
      {user.roles.length === 0 ? (
        <p className="admin-note">No global roles: a client.</p>
      ) : (
        <ul className="admin-badges" aria-label="Roles held">
          {user.roles.map((role) => (
            <li key={role} className="admin-badges">
              <Badge variant="primary">{role}</Badge>
              {revocable(role) ? (
                <RowAction label="Revoke" of={role} onClick={() => setRevoking(role)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <div className="admin-filters">
        <Select
          label="Grant a role"
          placeholder={roles.isLoading ? 'Loading roles...' : 'Choose a role'}
          emptyText="No other role"
          options={grantable.map((role) => ({ value: role.name, label: role.name }))}
          value={chosen}
          onChange={setChosen}
        />
        <Button variant="outline" disabled={!chosen} onClick={() => void grant()}>
          Grant role
        </Button>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke role?"
        description={`${name} loses the ${revoking ?? ''} role and what it allows at once.`}
        confirmLabel="Revoke role"
        onConfirm={() => (revoking ? revoke(revoking) : Promise.resolve())}
      />
    </section>
  );
}
