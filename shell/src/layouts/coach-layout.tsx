import type { SidebarSection } from '@exceed/design-system';
import { AppLayout } from './app-layout.tsx';
import {
  AppsIcon,
  BookingsIcon,
  DashboardIcon,
  FeedbacksIcon,
  GroupsIcon,
  PayoutsIcon,
  ProfileIcon,
  WorkshopsIcon,
} from './nav-icons.tsx';

const coachNav: SidebarSection[] = [
  {
    items: [
      { href: '/c', label: 'Dashboard', icon: <DashboardIcon />, end: true },
      { href: '/c/workshops', label: 'Workshops', icon: <WorkshopsIcon /> },
      { href: '/c/bookings', label: 'Bookings', icon: <BookingsIcon /> },
      { href: '/c/feedbacks', label: 'Feedbacks', icon: <FeedbacksIcon /> },
      { href: '/c/apps', label: 'Apps', icon: <AppsIcon /> },
    ],
  },
  {
    title: 'Account',
    items: [
      { href: '/c/account/profile', label: 'Profile', icon: <ProfileIcon /> },
      { href: '/c/account/payouts', label: 'Payouts', icon: <PayoutsIcon /> },
      { href: '/t', label: 'Team', icon: <GroupsIcon /> },
    ],
  },
];

/** The coach area (/c). */
export function CoachLayout() {
  return <AppLayout areaLabel="Coach area" sections={coachNav} />;
}
