import type { SidebarSection } from '@exceed/design-system';
import { useParams } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { FeedbacksIcon, ProfileIcon, WorkshopsIcon } from './nav-icons.tsx';

/** The team's workspace (/t/:slug): its links carry the team of the route. */
export function TeamLayout() {
  const { slug = '' } = useParams();
  const base = `/t/${encodeURIComponent(slug)}`;
  const sections: SidebarSection[] = [
    {
      items: [
        { href: `${base}/members`, label: 'Members', icon: <ProfileIcon /> },
        { href: `${base}/jobs`, label: 'Job postings', icon: <WorkshopsIcon /> },
        { href: `${base}/settings`, label: 'Team settings', icon: <FeedbacksIcon /> },
      ],
    },
  ];
  return <AppLayout areaLabel="Team" sections={sections} />;
}
