import '@exceed/design-system/styles.css';
import './shell.css';
import { toast } from '@exceed/design-system';
import { api, loadIdentity } from '@exceed/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { registerRemoteMap } from './remotes/remote-registry.ts';
import { createRouter } from './routes/router.tsx';
import { loadRuntimeConfig } from './runtime-config.ts';

// Start fetching /remotes.json while React renders; a failure here surfaces as each remote's fallback.
registerRemoteMap().catch((error) => console.error('Could not read /remotes.json', error));
// And the runtime configuration, which the landing after sign-in reads.
void loadRuntimeConfig();

const router = createRouter();
// SPEC §8's error toast and the 401 redirect, for every call of every remote.
api.configure({
  notifyError: (title, description) => toast({ title, description, variant: 'destructive' }),
  navigate: (to) => void router.navigate(to),
});
void loadIdentity({ atStart: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
