import { Badge, Dialog, Tabs } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import AccountTab from './features/account/account-tab.tsx';
import TimeZoneScreen from './features/account/time-zone-screen.tsx';
import ApiKeyCards from './features/api-keys/api-key-cards.tsx';
import AppearanceScreen from './features/preferences/appearance-screen.tsx';
import NotificationsScreen from './features/preferences/notifications-screen.tsx';

/**
 * The Settings dialog of SPEC §2, opened from the persisted `settingsOpen` flag of the session store; for
 * a signed-in user only (SPEC §6), whatever the flag says.
 */
export default function SettingsDialog() {
  const open = useSession((s) => s.settingsOpen);
  const setOpen = useSession((s) => s.setSettingsOpen);
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen} title="Settings" size="lg">
      <Tabs defaultValue="account">
        <Tabs.List aria-label="Settings sections">
          <Tabs.Trigger value="account">Account</Tabs.Trigger>
          <Tabs.Trigger value="preferences">
            Preferences <Badge variant="primary">New</Badge>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="account">
          <AccountTab user={user} />
          <ApiKeyCards />
        </Tabs.Content>
        <Tabs.Content value="preferences">
          <AppearanceScreen />
          <TimeZoneScreen />
          <NotificationsScreen />
        </Tabs.Content>
      </Tabs>
    </Dialog>
  );
}
