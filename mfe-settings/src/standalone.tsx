import { Button } from '@exceed/design-system';
import { loadIdentity, useSession } from '@exceed/session';
import { Route, Routes } from 'react-router';
import { mountStandalone } from '../../tools/standalone.tsx';
import { Apps, Multiplai } from './apps.ts';
import SettingsDialog from './settings-dialog.tsx';

function Harness() {
  const setOpen = useSession((s) => s.setSettingsOpen);
  return (
    <main style={{ padding: '2rem' }}>
      <Button onClick={() => setOpen(true)}>Open settings</Button>
      <SettingsDialog />
    </main>
  );
}

// The dialog is for a signed-in user, whom the shell would have loaded.
void loadIdentity();

mountStandalone(
  <Routes>
    <Route path="/b/apps" element={<Apps area="client" />} />
    <Route path="/b/apps/multiplai" element={<Multiplai area="client" />} />
    <Route path="*" element={<Harness />} />
  </Routes>,
);
