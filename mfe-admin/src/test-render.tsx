import { Toaster } from '@exceed/design-system';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';

/**
 * Renders a page of the area at `path` (its route `pattern`) with a router, the toasts and a cache of its
 * own, so no read of one test answers another.
 */
export function renderPage(page: ReactNode, { path = '/admin', pattern = '/admin/*' } = {}) {
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            {page}
            <Toaster />
          </SWRConfig>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}
