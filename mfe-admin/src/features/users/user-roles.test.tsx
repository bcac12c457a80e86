import type { UserResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-render.tsx';
import { UserRoles } from './user-roles.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ada = {
  id: 'u1',
  username: 'admin',
  email: 'admin@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  defaultTenantSlug: null,
  roles: ['super-admin', 'coach'],
  profile: null,
  // Ada reads her own account: her own super-admin role is not hers to revoke.
  abilities: { delete: true, suspend: false, reactivate: true, changeRoles: true, revokeSuperAdmin: false },
} as UserResource;

/** A change of Ada's roles shows in the users list and on her page, which read themselves again. */
const changesAda = { revalidates: ['/users', '/users/u1'] };

const roles = ['super-admin', 'coach', 'support'].map((name, index) => ({
  id: `r${index}`,
  name,
  description: null,
  permissions: [],
}));

describe("a user's roles", () => {
  it('offers to revoke the roles its abilities allow, the super-admin role by its own, after asking', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({
      data: roles,
      meta: { currentPage: 1, perPage: 100, total: 3, lastPage: 1 },
    });
    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    renderPage(<UserRoles user={ada} />);
    const held = screen.getByRole('list', { name: 'Roles held' });
    expect(within(held).queryByRole('button', { name: 'Revoke super-admin' })).toBeNull();
    await user.click(within(held).getByRole('button', { name: 'Revoke coach' }));
    expect(remove).not.toHaveBeenCalled();
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke role?' })).getByRole('button', {
        name: 'Revoke role',
      }),
    );
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/admin/users/u1/roles/coach', changesAda));
  });

  it('grants a role the user does not hold yet', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({
      data: roles,
      meta: { currentPage: 1, perPage: 100, total: 3, lastPage: 1 },
    });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: ada });
    renderPage(<UserRoles user={ada} />);
    await user.click(screen.getByRole('combobox', { name: 'Grant a role' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['support']);
    await user.click(options[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Grant role' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/admin/users/u1/roles', { role: 'support' }, changesAda),
    );
  });
});
