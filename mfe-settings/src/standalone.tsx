import { Button } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { mountStandalone } from '../../tools/standalone.tsx';
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

mountStandalone(<Harness />);
