import '@exceed/design-system/styles.css';
import './shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerRemoteMap } from './remotes/remote-registry.ts';
import { createRouter } from './routes/router.tsx';

// Start fetching /remotes.json while React renders; a failure here surfaces as each remote's fallback.
registerRemoteMap().catch((error) => console.error('Could not read /remotes.json', error));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
