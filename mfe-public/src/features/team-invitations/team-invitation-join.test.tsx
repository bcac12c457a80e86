import type { TeamInvitationLinkResource } from '@exceed/contract';
import { api, type SessionUser, sessionStore } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeamInvitationJoin } from './team-invitation-join.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.getState().clearIdentity();
  sessionStorage.clear();
});

const invitation: TeamInvitationLinkResource = {
  team: { name: 'Acme', slug: 'acme' },
  email: 'ada@example.com',
  role: 'member',
  status: 'PENDING',
  inviter: 'olga',
  expiresAt: null,
};

const ada = (status: 'active' | 'pending') =>
  ({ id: 'user-1', username: 'ada', email: 'ada@example.com', status, roles: [] }) as unknown as SessionUser;

/** The join on its page, and the team's members page it leads to. */
function renderJoin() {
  const router = createMemoryRouter(
    [
      {
        path: '/team-invitations/:token',
        element: <TeamInvitationJoin token="tok" invitation={invitation} />,
      },
      { path: '/t/:slug/members', element: <h1>Members</h1> },
    ],
    { initialEntries: ['/team-invitations/tok'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TeamInvitationJoin', () => {
  it("joins a signed-in member in one click and opens the team's members page", async () => {
    const user = userEvent.setup();
    sessionStore.getState().signIn(ada('active'));
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { team: invitation.team, role: 'member' } });
    const router = renderJoin();

    expect(screen.getByText(/You are signed in as/).textContent).toBe(
      'You are signed in as ada@example.com.',
    );
    await user.click(screen.getByRole('button', { name: 'Join Acme' }));

    expect(await screen.findByRole('heading', { name: 'Members' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/t/acme/members');
    expect(post).toHaveBeenCalledWith(
      '/team-invitations/accept',
      { invitation_token: 'tok' },
      { quiet: true, revalidates: ['/team-invitations/tok'] },
    );
  });

  it('signs a new address up by joining, and sends the new account through onboarding to the team', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: ada('pending') });
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { team: invitation.team, role: 'member', user: ada('pending') },
    });
    const router = renderJoin();

    expect(screen.getByText(/Joining signs you in as/).textContent).toContain('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Acme' }));

    await vi.waitFor(() => expect(sessionStore.getState().user?.status).toBe('pending'));
    expect(sessionStorage.getItem('exceed:after-onboarding')).toBe('/t/acme/members');
    expect(router.state.location.pathname).toBe('/team-invitations/tok');
  });
});
