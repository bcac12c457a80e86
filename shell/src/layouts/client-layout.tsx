import type { SidebarSection } from '@exceed/design-system';
import { AppLayout } from './app-layout.tsx';
import {
  AppsIcon,
  BookingsIcon,
  DashboardIcon,
  GroupsIcon,
  PaymentsIcon,
  WaitlistIcon,
  WorkshopsIcon,
} from './nav-icons.tsx';

const clientNav: SidebarSection[] = [
  {
    items: [
      { href: '/b', label: 'Dashboard', icon: <DashboardIcon />, end: true },
      { href: '/b/bookings', label: 'Bookings', icon: <BookingsIcon /> },
      { href: '/b/workshops', label: 'Workshops', icon: <WorkshopsIcon /> },
      { href: '/b/waitlist', label: 'Waitlist', icon: <WaitlistIcon /> },
      { href: '/b/payments', label: 'Payments', icon: <PaymentsIcon /> },
      { href: '/b/groups', label: 'Groups', icon: <GroupsIcon /> },
      { href: '/b/apps', label: 'Apps', icon: <AppsIcon /> },
      { href: '/t', label: 'Team', icon: <GroupsIcon /> },
    ],
  },
];

/** The client area (/b). */
export function ClientLayout() {
  return <AppLayout areaLabel="Client area" sections={clientNav} />;
}
