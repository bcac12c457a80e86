import { api, type SessionUser, sessionStore } from '@exceed/session';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from './onboarding-page.tsx';

const pendingClient: SessionUser = {
  id: 'u1',
  username: 'new-client',
  email: 'new-client@example.com',
  status: 'pending',
  avatar: null,
  emailVerifiedAt: null,
  roles: [],
  abilities: { delete: true, suspend: false, reactivate: false, changeRoles: false, revokeSuperAdmin: false },
  defaultTenantSlug: null,
  hasPassword: true,
  profile: { firstName: 'Nia', lastName: 'New', country: 'DE', socialAccounts: [] },
};
const pendingCoach: SessionUser = { ...pendingClient, roles: ['coach'], coachProfile: null };

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

function open(user: SessionUser, path: string) {
  sessionStore.getState().signIn(user);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/onboarding/:step" element={<OnboardingPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  // The last step opens the user's area with a fresh page load.
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('onboarding (SPEC §2: /onboarding/1 and /onboarding/2 for every pending user)', () => {
  it('takes a pending client from step 1 to step 2, which asks how coaches can reach them, then to /b', async () => {
    const user = userEvent.setup();
    const patch = vi
      .spyOn(api, 'patch')
      .mockImplementation(async (_path, body) => ({ data: { ...pendingClient, ...(body as object) } }));
    open(pendingClient, '/onboarding/1');
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe('/onboarding/2'));
    expect(patch).toHaveBeenCalledWith(
      '/users/u1',
      { profile: { firstName: 'Nia', lastName: 'New', headline: null, country: 'DE' } },
      { revalidates: [] },
    );

    expect(screen.getByRole('heading', { name: 'How coaches can reach you' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 2')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '30 1234567');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/b'));
    expect(patch).toHaveBeenLastCalledWith(
      '/users/u1',
      { profile: { phoneNumber: '+49 30 1234567' }, status: 'active' },
      { revalidates: [] },
    );
  });

  it('opens step 2 for a client who goes there directly, and finishes without a number', async () => {
    const user = userEvent.setup();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...pendingClient, status: 'active' } });
    open(pendingClient, '/onboarding/2');
    expect(screen.getByLabelText('path').textContent).toBe('/onboarding/2');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/b'));
    expect(patch).toHaveBeenCalledWith(
      '/users/u1',
      { profile: { phoneNumber: null }, status: 'active' },
      { revalidates: [] },
    );
  });

  it("gives a coach's step 2 to a coach, which ends in /c", async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...pendingCoach, status: 'active' } });
    open(pendingCoach, '/onboarding/2');
    expect(screen.getByRole('heading', { name: 'Your coaching profile' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/c'));
  });

  it('starts step 1 from the profile the identity read brings, when the sign-in answer had none', () => {
    const { profile, ...registered } = pendingClient;
    open(registered, '/onboarding/1');
    act(() => sessionStore.getState().signIn({ ...registered, profile }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Nia');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('New');
  });
});
