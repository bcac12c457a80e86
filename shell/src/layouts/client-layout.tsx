import { AppLayout, type NavItem } from './app-layout.tsx';

const clientNav: NavItem[] = [
  { to: '/b', label: 'Dashboard', end: true },
  { to: '/b/bookings', label: 'Bookings' },
  { to: '/b/workshops', label: 'Workshops' },
  { to: '/b/payments', label: 'Payments' },
  { to: '/b/groups', label: 'Groups' },
  { to: '/b/apps', label: 'Apps' },
];

/** The client area (/b). */
export function ClientLayout() {
  return <AppLayout areaLabel="Client area" nav={clientNav} />;
}
