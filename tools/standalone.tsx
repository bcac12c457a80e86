import '@exceed/design-system/styles.css';
import { Toaster } from '@exceed/design-system';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';

/**
 * Mounts a remote on a page of its own, without the shell, so its team can run and test it alone
 * (`npm run dev -w <remote>`). The API is proxied from API_PORT by the dev server.
 */
export function mountStandalone(app: ReactNode) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  // The router the shell uses too (createBrowserRouter): only the exports the containers share exist at
  // run time (tools/react-router-shared.ts), and BrowserRouter is not one of them.
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <div style={{ padding: 'clamp(1rem, 3vw, 2rem)' }}>
            <Suspense fallback={null}>{app}</Suspense>
          </div>
          <Toaster />
        </>
      ),
    },
  ]);
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
