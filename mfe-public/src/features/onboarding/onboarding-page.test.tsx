import { type SessionUser, sessionStore } from '@exceed/session';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import OnboardingPage from './onboarding-page.tsx';

afterEach(() => {
  cleanup();
  act(() => sessionStore.getState().clearIdentity());
});

/** A new client as the registration answer gives them: no profile in it (it was not included). */
const registered = {
  id: 'u1',
  username: 'rita',
  email: 'rita@example.com',
  status: 'pending',
  avatar: null,
  emailVerifiedAt: null,
  defaultTenantSlug: 'exceed',
  roles: [],
} satisfies SessionUser;

const profile = {
  firstName: 'Rita',
  middleName: null,
  lastName: 'Lopes',
  headline: null,
  country: null,
  phoneNumber: null,
  socialAccounts: [],
};

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

function renderStep(step: string) {
  const router = createMemoryRouter([{ path: '/onboarding/:step', element: <OnboardingPage /> }], {
    initialEntries: [`/onboarding/${step}`],
  });
  render(<RouterProvider router={router} />);
}

describe('onboarding step 1', () => {
  it('starts from the profile the identity read brings, when the sign-in answer had none', () => {
    act(() => sessionStore.getState().signIn(registered));
    renderStep('1');
    act(() => sessionStore.getState().signIn({ ...registered, profile } as SessionUser));
    expect(valueOf('First name')).toBe('Rita');
    expect(valueOf('Last name')).toBe('Lopes');
  });
});
