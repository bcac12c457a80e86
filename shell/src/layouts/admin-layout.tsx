import { Button, type SidebarSection } from '@exceed/design-system';
import { chooseColorMode, resolveColorMode, useSession } from '@exceed/session';
import { AppLayout } from './app-layout.tsx';
import {
  ApplicationsIcon,
  AuditIcon,
  BookingsIcon,
  DashboardIcon,
  DisputesIcon,
  FailedJobsIcon,
  GroupsIcon,
  MailIcon,
  RolesIcon,
  TemplatesIcon,
  TrashIcon,
  UsersIcon,
} from './nav-icons.tsx';

const adminNav: SidebarSection[] = [
  {
    items: [
      { href: '/admin', label: 'Overview', icon: <DashboardIcon />, end: true },
      { href: '/admin/teams', label: 'Teams', icon: <GroupsIcon /> },
      { href: '/admin/users', label: 'Users', icon: <UsersIcon /> },
      { href: '/admin/coach-applications', label: 'Coach applications', icon: <ApplicationsIcon /> },
      { href: '/admin/roles', label: 'Roles', icon: <RolesIcon /> },
      { href: '/admin/templates', label: 'Templates', icon: <TemplatesIcon /> },
      { href: '/admin/bookings', label: 'Bookings', icon: <BookingsIcon /> },
      { href: '/admin/disputes', label: 'Disputes', icon: <DisputesIcon /> },
    ],
  },
  {
    title: 'Records',
    items: [
      { href: '/admin/trash', label: 'Trash', icon: <TrashIcon /> },
      { href: '/admin/audit', label: 'Audit log', icon: <AuditIcon /> },
      { href: '/admin/failed-jobs', label: 'Failed jobs', icon: <FailedJobsIcon /> },
      { href: '/admin/mails', label: 'Mails', icon: <MailIcon /> },
    ],
  },
];

/**
 * Switches the shown colour mode, saved as the user's preference like the meta+shift+D shortcut: the
 * admin area has no team to switch, so its top bar has room for the mode itself.
 */
function ColorModeButton() {
  const mode = useSession((s) => s.colorMode);
  const dark = resolveColorMode(mode, window.matchMedia('(prefers-color-scheme: dark)').matches) === 'dark';
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-pressed={dark}
      onClick={() => void chooseColorMode(dark ? 'light' : 'dark').catch(() => undefined)}
    >
      Dark mode
    </Button>
  );
}

/** Who is signed in, in the top bar's user menu. */
function SignedInAs() {
  const email = useSession((s) => s.user?.email);
  return email ? <span className="shell-topbar-user">{email}</span> : null;
}

/** The super-admin's area (/admin): its own sections, no team switcher (the platform is not one team). */
export function AdminLayout() {
  return (
    <AppLayout
      areaLabel="Admin area"
      sections={adminNav}
      teamSwitcher={false}
      userMenu={
        <>
          <SignedInAs />
          <ColorModeButton />
        </>
      }
    />
  );
}
