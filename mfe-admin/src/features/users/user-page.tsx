import type { UserResource } from '@exceed/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  formatDateTime,
  LoadError,
  removeWithUndo,
  Skeleton,
  toast,
} from '@exceed/design-system';
import { api, usePageTitle } from '@exceed/session';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { userName } from './user-name.ts';
import { UserProfiles } from './user-profiles.tsx';
import { UserRoles } from './user-roles.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';
import {
  deleteUser,
  reactivateUser,
  resendVerification,
  restoreUser,
  suspendUser,
  useUser,
} from './users-api.ts';

/** /admin/users/:id: a user with their profiles and roles; suspend, reactivate, resend verification, delete. */
export default function UserPage() {
  const { id = '' } = useParams();
  const user = useUser(id);
  const data = user.data?.data;
  usePageTitle(data ? userName(data) : 'User');

  return (
    <section aria-labelledby="user-title" className="admin-page">
      <Link className="admin-back" to="/admin/users">
        Back to users
      </Link>
      {user.error ? (
        <>
          <h1 id="user-title">User</h1>
          <LoadError what="the user" retry={() => user.mutate()} />
        </>
      ) : !data ? (
        <div role="status" aria-label="Loading the user">
          <Skeleton style={{ height: '10rem' }} />
        </div>
      ) : (
        <UserDetails user={data} />
      )}
    </section>
  );
}

function UserDetails({ user }: { user: UserResource }) {
  const navigate = useNavigate();
  const [confirm, setConfirm] = useState<'suspend' | 'delete' | null>(null);
  const name = userName(user);

  /** Runs an action that needs no confirmation and says how it went. */
  const act = async (run: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await run();
      toast({ title: done, description: name, variant: 'success' });
    } catch (error) {
      api.notifyFailure(failed, error);
    }
  };
  const suspend = async () => {
    await suspendUser(user.id);
    toast({ title: 'User suspended', description: `${name} is signed out everywhere.`, variant: 'success' });
  };
  const remove = async () => {
    await removeWithUndo(
      () => deleteUser(user.id),
      () => restoreUser(user.id),
      'User deleted',
      name,
    );
    navigate('/admin/users');
  };

  return (
    <>
      <header className="admin-page__header">
        <h1 id="user-title">{name}</h1>
        <div className="admin-row-actions">
          {user.emailVerifiedAt ? null : (
            <Button
              variant="outline"
              onClick={() =>
                void act(
                  () => resendVerification(user.id),
                  'Verification sent',
                  `No verification was sent to ${name}`,
                )
              }
            >
              Resend verification
            </Button>
          )}
          {/* The status picks which of the two is asked for; the abilities, whether it may be. */}
          {user.status === 'suspended' ? (
            user.abilities.reactivate ? (
              <Button
                variant="outline"
                onClick={() =>
                  void act(() => reactivateUser(user.id), 'User reactivated', `${name} was not reactivated`)
                }
              >
                Reactivate user
              </Button>
            ) : null
          ) : user.abilities.suspend ? (
            <Button variant="outline" onClick={() => setConfirm('suspend')}>
              Suspend user
            </Button>
          ) : null}
          {user.abilities.delete ? (
            <Button variant="destructive" onClick={() => setConfirm('delete')}>
              Delete user
            </Button>
          ) : null}
        </div>
      </header>
      <Card>
        <Card.Content>
          <dl className="admin-meta">
            <div>
              <dt>Username</dt>
              <dd>{user.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user.email}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <UserStatusBadge status={user.status} />
              </dd>
            </div>
            <div>
              <dt>Email verified</dt>
              <dd>{user.emailVerifiedAt ? formatDateTime(user.emailVerifiedAt) : 'Not verified'}</dd>
            </div>
            <div>
              <dt>Default team</dt>
              <dd>{user.defaultTenantSlug ?? '—'}</dd>
            </div>
            <div>
              <dt>Joined</dt>
              <dd>{user.createdAt ? formatDateTime(user.createdAt) : '—'}</dd>
            </div>
          </dl>
        </Card.Content>
      </Card>
      <UserRoles user={user} />
      <UserProfiles user={user} />
      <ConfirmDialog
        open={confirm === 'suspend'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Suspend user?"
        description={`${name} is signed out everywhere and cannot sign in until reactivated.`}
        confirmLabel="Suspend user"
        onConfirm={suspend}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete user?"
        description={`${name} moves to the Trash, where they can be restored.`}
        confirmLabel="Delete user"
        onConfirm={remove}
      />
    </>
  );
}
