import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WorkshopsPage from './workshops-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

describe('the workshops page', () => {
  it('reads the page by its number when the list refuses the cursor in the address', async () => {
    const get = vi
      .spyOn(api, 'get')
      .mockImplementation(async (_path: string, options?: { query?: Record<string, unknown> }) => {
        if (options?.query?.cursor)
          throw new ApiError(422, 'The given data was invalid.', { cursor: ['The cursor is not valid.'] });
        return { data: [], meta: { currentPage: 2, perPage: 10, total: 0, lastPage: 1, nextCursor: null } };
      });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <MemoryRouter initialEntries={['/workshops?page=2&cursor=edited']}>
          <WorkshopsPage />
          <Address />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(await screen.findByText('No workshops match your search')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe('/workshops?page=2');
    expect(
      get.mock.calls.some(([, options]) => {
        const query = (options as { query?: Record<string, unknown> } | undefined)?.query;
        return query?.page === '2' && query.cursor === undefined;
      }),
    ).toBe(true);
  });
});
