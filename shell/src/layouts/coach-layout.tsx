import { AppLayout, type NavItem } from './app-layout.tsx';

const coachNav: NavItem[] = [
  { to: '/c', label: 'Dashboard', end: true },
  { to: '/c/workshops', label: 'Workshops' },
  { to: '/c/bookings', label: 'Bookings' },
  { to: '/c/feedbacks', label: 'Feedbacks' },
  { to: '/c/apps', label: 'Apps' },
  { to: '/c/account/profile', label: 'Profile' },
  { to: '/c/account/payouts', label: 'Payouts' },
];

/** The coach area (/c). */
export function CoachLayout() {
  return <AppLayout areaLabel="Coach area" nav={coachNav} />;
}
