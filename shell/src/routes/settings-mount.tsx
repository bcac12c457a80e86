import { useSession } from '@exceed/session';
import { RemoteView } from '../remotes/remote-view.tsx';

/**
 * Where the Settings dialog (mfe_settings) mounts, signed-in only (SPEC §2, §6): its persisted open flag
 * counts once the identity check has found a user, so a guest's stale flag opens nothing and nothing shows
 * while the check runs (a guest's flag is then cleared with the identity). Loaded on first open only, so
 * pages that never open it never download it.
 */
export function SettingsMount() {
  const open = useSession((s) => s.settingsOpen && s.user !== null);
  return open ? <RemoteView remote="mfe_settings" module="settings-dialog" loading={null} /> : null;
}
