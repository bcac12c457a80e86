import { api, type SessionUser, sessionStore } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireSuperAdmin } from './guards.tsx';

const user = (roles: string[]): SessionUser => ({
  id: 'u1',
  username: 'someone',
  email: 'someone@example.com',
  status: 'active',
  avatar: null,
  emailVerifiedAt: null,
  roles,
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: null,
  hasPassword: true,
});

function visitAdmin() {
  const router = createMemoryRouter(
    [{ element: <RequireSuperAdmin />, children: [{ path: '/admin/*', element: <h1>Admin area</h1> }] }],
    { initialEntries: ['/admin/users'] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** GET /v1/auth/second-factor as the API answers it, for a session that did or did not prove one. */
const secondFactor = (thisSession: boolean) =>
  vi
    .spyOn(api, 'get')
    .mockResolvedValue({ data: { authenticatorApp: true, recoveryCodesLeft: 10, passkeys: 0, thisSession } });

describe('the admin area guard', () => {
  it('sends a guest to sign in, keeping the page asked for', () => {
    sessionStore.setState({ user: null, identityStatus: 'guest' });
    const router = createMemoryRouter(
      [
        { element: <RequireSuperAdmin />, children: [{ path: '/admin/*', element: <h1>Admin area</h1> }] },
        { path: '/login', element: <h1>Sign in</h1> },
      ],
      { initialEntries: ['/admin/users'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/admin/users')}`);
  });

  it.each([
    ['a client', user([])],
    ['a coach', user(['coach'])],
  ])('shows %s the 404 page, not the login page', (_, signedIn) => {
    sessionStore.setState({ user: signedIn, identityStatus: 'authenticated' });
    visitAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found: /admin/users' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).toBeNull();
  });

  it('tells a super-admin whose session proved one factor how to prove a second, and shows no admin page', async () => {
    const read = secondFactor(false);
    sessionStore.setState({ user: user(['super-admin']), identityStatus: 'authenticated' });
    visitAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Second factor needed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open Settings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Admin area' })).toBeNull();
    expect(read).toHaveBeenCalledWith('/auth/second-factor', expect.anything());
  });

  it('lets a super-admin in once their session proved a second factor', async () => {
    secondFactor(true);
    // Another team in the session makes another read (the reads are cached by path and team).
    sessionStore.setState({
      user: user(['super-admin']),
      identityStatus: 'authenticated',
      tenantSlug: 'other',
    });
    visitAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin area' })).toBeTruthy();
  });

  it('decides nothing while the identity check runs', () => {
    sessionStore.setState({ user: null, identityStatus: 'loading' });
    visitAdmin();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
