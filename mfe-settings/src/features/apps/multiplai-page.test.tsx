import { api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Area } from './area.ts';
import MultiplaiPage from './multiplai-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const open = (area: Area, path: string) => {
  vi.spyOn(api, 'get').mockResolvedValue({ data: { connected: false, connectedAt: null } });
  render(
    <MemoryRouter initialEntries={[path]}>
      <MultiplaiPage area={area} />
    </MemoryRouter>,
  );
};

describe.each([
  {
    area: 'client',
    page: '/b/apps/multiplai',
    connect: '/v1/auth/connect/multiplai/redirect?redirect=%2Fb%2Fapps%2Fmultiplai',
  },
  {
    area: 'coach',
    page: '/c/apps/multiplai',
    connect: '/v1/auth/connect/multiplai/redirect?redirect=%2Fc%2Fapps%2Fmultiplai',
  },
] as const)('$page', ({ area, page, connect }) => {
  it('says a failed connection failed, beside the link to try again', async () => {
    open(area, `${page}?error=multiplai`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'multiplai could not be connected. Please try again.',
    );
    expect(screen.getByRole('link', { name: 'Connect multiplai' }).getAttribute('href')).toBe(connect);
  });

  it('shows no error on a plain visit', async () => {
    open(area, page);
    await screen.findByRole('link', { name: 'Connect multiplai' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
