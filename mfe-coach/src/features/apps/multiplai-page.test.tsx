import { api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import MultiplaiPage from './multiplai-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = (path: string) => {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { connected: false, connectedAt: null } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <MultiplaiPage />
    </MemoryRouter>,
  );
};

describe('/c/apps/multiplai', () => {
  it('says a failed connection failed, beside the link to try again', async () => {
    open('/c/apps/multiplai?error=multiplai');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'multiplai could not be connected. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Connect multiplai' }).getAttribute('href')).toBe(
      '/v1/auth/connect/multiplai/redirect?redirect=%2Fc%2Fapps%2Fmultiplai',
    );
  });

  it('shows no error on a plain visit', async () => {
    open('/c/apps/multiplai');
    await screen.findByRole('link', { name: 'Connect multiplai' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
