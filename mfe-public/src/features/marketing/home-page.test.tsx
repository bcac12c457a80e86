import { api, type SessionUser, sessionStore } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.getState().clearIdentity();
});

/** A signed-in client: what the home page reads of them is only that they are signed in. */
const client = {
  id: 'u1',
  username: 'alan',
  email: 'alan@example.com',
  status: 'active',
  roles: [],
} as unknown as SessionUser;

function open() {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: [],
    meta: { currentPage: 1, perPage: 3, total: 0, lastPage: 1 },
  });
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </SWRConfig>,
  );
  return screen.getByRole('link', { name: 'Become a coach' });
}

describe('the home page', () => {
  it('leads a guest to sign up on the way to the coach application', () => {
    expect(open().getAttribute('href')).toBe('/register?redirect=%2Fb%2Fbecome-a-coach');
  });

  it('leads a signed-in person straight to the coach application', () => {
    sessionStore.getState().signIn(client);
    expect(open().getAttribute('href')).toBe('/b/become-a-coach');
  });
});
