import type { CurrentTenantResource, One } from '@exceed/contract';
import type { SidebarItem, SidebarSection } from '@exceed/design-system';
import { isCoach, isSuperAdmin, pageNotFound, teamPath, useApi, useSession } from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageSkeleton } from '../pages/page-skeleton.tsx';
import { activeTeamOf, useMyTeams } from '../teams/my-teams.ts';
import { AppLayout } from './app-layout.tsx';
import { DashboardIcon, FeedbacksIcon, ProfileIcon, WorkshopsIcon } from './nav-icons.tsx';

/**
 * The team of the route (/t/:slug) as the session's current team, or the 404 page: a slug the user is not
 * an ACTIVE member of gets exactly the page an unknown path gets, so other teams' slugs cannot be probed
 * (a super-admin may open any team). Its pages render only once X-Team names this team.
 */
function useRouteTeam() {
  const { slug = '' } = useParams();
  const user = useSession((s) => s.user);
  const tenantSlug = useSession((s) => s.tenantSlug);
  const setTenantSlug = useSession((s) => s.setTenantSlug);
  const { teams, settled, refresh } = useMyTeams();
  const superAdmin = isSuperAdmin(user);
  const membership = teams ? activeTeamOf(teams, slug) : undefined;
  const routeSlug = membership?.slug ?? (superAdmin ? slug : undefined);
  useEffect(() => {
    if (routeSlug) setTenantSlug(routeSlug);
  }, [routeSlug, setTenantSlug]);
  // A slug missing from the list may be a team joined or renamed since it was read: read it once more
  // before answering 404.
  const [recheckedFor, setRecheckedFor] = useState<string | null>(null);
  const rechecking = useRef(false);
  const missing = settled && !routeSlug;
  useEffect(() => {
    if (!missing || recheckedFor === slug || rechecking.current) return;
    rechecking.current = true;
    void refresh().finally(() => {
      rechecking.current = false;
      setRecheckedFor(slug);
    });
  }, [missing, recheckedFor, slug, refresh]);
  if (missing && recheckedFor === slug) pageNotFound();
  return {
    slug: routeSlug,
    ready: routeSlug !== undefined && tenantSlug === routeSlug,
    membership,
  };
}

/**
 * The team's workspace (/t/:slug): its links carry the team of the route, each shown when the team's
 * abilities (GET /v1/t, the read the team's pages share) let the caller use its page; below them, the
 * way back to the caller's own area (/c for a coach, /b for anyone else).
 */
export function TeamLayout() {
  const { slug, ready, membership } = useRouteTeam();
  const coach = useSession((s) => isCoach(s.user));
  const abilities = useApi<One<CurrentTenantResource>>(ready ? '/t' : null, undefined, { notify: false }).data
    ?.data.abilities;
  if (!slug || !ready) return <PageSkeleton />;
  const items: SidebarItem[] = [
    { href: teamPath(slug, 'members'), label: 'Members', icon: <ProfileIcon /> },
    ...(abilities?.viewJobPostings
      ? [{ href: teamPath(slug, 'jobs'), label: 'Job postings', icon: <WorkshopsIcon /> }]
      : []),
    ...(abilities?.edit
      ? [{ href: teamPath(slug, 'settings'), label: 'Team settings', icon: <FeedbacksIcon /> }]
      : []),
  ];
  // The way back to the caller's own area, which the team's pages have no link to otherwise.
  const back: SidebarItem = coach
    ? { href: '/c', label: 'Coach area', icon: <DashboardIcon /> }
    : { href: '/b', label: 'Client area', icon: <DashboardIcon /> };
  const sections: SidebarSection[] = [{ items }, { title: 'Your area', items: [back] }];
  return <AppLayout areaLabel={membership?.name ?? 'Team'} sections={sections} />;
}

/** /t: the current team's workspace (the team last opened or chosen, else the user's default team). */
export function TeamHome() {
  const user = useSession((s) => s.user);
  const tenantSlug = useSession((s) => s.tenantSlug);
  const slug = tenantSlug ?? user?.defaultTenantSlug;
  if (!slug) pageNotFound();
  return <Navigate to={teamPath(slug)} replace />;
}
