import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { bookableSchedule } from './booking.ts';
import { signInAs, signInAsNewAccount } from './sign-in.ts';

/**
 * Every route of SPEC §2 with what it shows, as the specs that walk them all read it (accessibility,
 * page titles): ids come from the demo data, each tab of the workshop and booking pages is a route.
 */
export interface PageRoute {
  path: string;
  /** The page's level-1 heading, shown once its content (not its skeleton) is on screen. */
  heading: string | RegExp;
  /** The page title, before the separator and the product name (SPEC §2). */
  title: string;
}

/** A page titled as its heading reads, as most are. */
const named = (path: string, name: string): PageRoute => ({ path, heading: name, title: name });

/**
 * A page with tabs, one route a tab (SPEC §2), each under the page's heading, the thing's name; the title
 * is that name, after the tab's label on every tab but the first ('' is the first tab's path).
 */
const tabRoutes = (base: string, name: string, tabs: ReadonlyArray<readonly [string, string]>): PageRoute[] =>
  tabs.map(([path, label]) => ({
    path: `${base}${path}`,
    heading: name,
    title: path ? `${label} · ${name}` : name,
  }));

/** GET `path` as the context's user; answers the `data` of the JSON envelope. */
async function data<T>(context: BrowserContext, path: string): Promise<T> {
  const answer = await context.request.get(path);
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

interface Booking {
  id: string;
  workshopSchedule: { workshop: { id: string; title: string } } | null;
}

/** The 404 the shell answers for a path it has no route for. */
const notFound = (path: string): PageRoute => ({
  path,
  heading: `Page Not Found: ${path}`,
  title: 'Page Not Found',
});

/** The booking page of a bookable demo session (no layout). */
async function bookRoute(page: Page): Promise<PageRoute> {
  const schedule = await bookableSchedule(page, 1);
  return {
    path: `/workshops/${schedule.id}/book`,
    heading: 'Book your seats',
    title: `Book ${schedule.workshop.title}`,
  };
}

/** A demo posting's page on the public job board: titled with its role and company. */
async function jobRoute(page: Page): Promise<PageRoute> {
  const answer = await page.request.get('/v1/public/job-postings?q=AI%20Solutions%20Engineer');
  const [posting] = (
    (await answer.json()) as { data: Array<{ id: string; title: string; companyName: string }> }
  ).data;
  if (!posting) throw new Error('the demo has no published job posting');
  return {
    path: `/jobs/${posting.id}`,
    heading: posting.title,
    title: `${posting.title} at ${posting.companyName}`,
  };
}

/** The public page of a demo workshop with sessions ahead: titled with the workshop's name. */
async function workshopRoute(page: Page): Promise<PageRoute> {
  const schedule = await bookableSchedule(page, 1);
  return named(`/workshops/${schedule.workshopId}`, schedule.workshop.title);
}

/** What a guest may open: the marketing layout's pages (light only) and the others. */
export async function publicRoutes(page: Page): Promise<{ marketing: PageRoute[]; others: PageRoute[] }> {
  return {
    marketing: [
      {
        path: '/',
        heading: /Marketplace for AI Coaches and Consultants/,
        title: 'AI Coaches and Consultants',
      },
      named('/workshops', 'Workshops'),
      await workshopRoute(page),
      named('/announcement', 'Announcement'),
      named('/consultants', 'Consultants'),
      named('/jobs', 'Jobs'),
      await jobRoute(page),
      named('/demo-coach', 'Grace Coach'),
      named('/b/privacy-policy', 'Privacy Policy'),
      named('/b/terms-and-conditions', 'Terms & Conditions'),
      named('/c/privacy-policy', 'Privacy Policy for Coaches'),
      named('/c/terms-and-conditions', 'Terms & Conditions for Coaches'),
    ],
    others: [
      await bookRoute(page),
      named('/login', 'Log in'),
      named('/register', 'Register'),
      named('/team-invitations/no-such-token', 'Team invitation'),
      // The demo issues no certificate: the page of a code none has ("No certificate has this code.").
      named('/certificates/ZZZZZZZZZZZZ', 'Certificate of attendance'),
      notFound('/no/such-page'),
    ],
  };
}

/**
 * Every page and tab of the client area as the demo client (whose booking of a session already held has
 * something on every tab), the booking page, and a 404 met inside the remote rather than by the shell.
 */
export async function clientRoutes(page: Page, context: BrowserContext): Promise<PageRoute[]> {
  await signInAs(context, 'client@example.com');
  const [booking] = await data<Booking[]>(context, '/v1/bookings?view=mine&perPage=50');
  const workshop = booking?.workshopSchedule?.workshop;
  if (!booking || !workshop) throw new Error('the demo client has no booking');
  // The demo client waits in the line of a fully booked session (demo-data.ts DEMO_FULL_SESSION).
  const [entry] = await data<Array<{ id: string; workshopScheduleId: string; workshopTitle: string }>>(
    context,
    '/v1/waitlist-entries',
  );
  if (!entry) throw new Error('the demo client is on no waitlist');
  return [
    named('/b', 'Dashboard'),
    named('/b/apps', 'Apps'),
    named('/b/apps/multiplai', 'multiplai'),
    named('/b/groups', 'Groups'),
    named('/b/bookings', 'Bookings'),
    named('/b/payments', 'Payments'),
    named('/b/workshops', 'Workshops'),
    ...tabRoutes(`/b/workshops/${workshop.id}`, workshop.title, [
      ['', 'Overview'],
      ['/history', 'History'],
      ['/bookings', 'Bookings'],
      [`/bookings/${booking.id}`, 'Bookings'],
      ['/calendar', 'Calendar'],
      ['/resources', 'Resources'],
    ]),
    ...tabRoutes(`/b/bookings/${booking.id}`, workshop.title, [
      ['', 'Details'],
      ['/seats', 'Seats'],
      ['/payments', 'Payments'],
      ['/resources', 'Resources'],
    ]),
    await bookRoute(page),
    named('/b/waitlist', 'Waitlist'),
    named('/b/become-a-coach', 'Become a coach'),
    // A full session's booking page offers its waitlist; the offer's page of an entry still waiting.
    {
      path: `/workshops/${entry.workshopScheduleId}/book`,
      heading: 'Join the waitlist',
      title: `Book ${entry.workshopTitle}`,
    },
    { path: `/waitlist/${entry.id}`, heading: 'Claim your seats', title: 'Your waitlist offer' },
    notFound('/b/no-such-page'),
  ];
}

/**
 * Every page and tab of the coach area as the demo coach, on the demo workshop with a session already
 * held and booked (history, payouts and invoices have rows), and the pages of the team the coach owns.
 */
export async function coachRoutes(context: BrowserContext): Promise<PageRoute[]> {
  await signInAs(context, 'coach@example.com');
  const me = await data<{ id: string }>(context, '/v1/user');
  const workshops = await data<Array<{ id: string; title: string }>>(
    context,
    `/v1/workshops?coachId=${me.id}&perPage=50`,
  );
  const workshop = workshops.find((entry) => entry.title === 'Prompt Engineering Foundations');
  const [booking] = await data<Booking[]>(context, '/v1/bookings?view=team&perPage=50');
  if (!workshop || !booking) throw new Error('the demo coach has no workshop or booking');
  const bookingTitle = `Booking of ${booking.workshopSchedule?.workshop.title ?? 'a session'}`;
  return [
    named('/c', 'Coach Dashboard'),
    named('/c/apps', 'Apps'),
    named('/c/apps/multiplai', 'multiplai'),
    named('/c/bookings', 'Bookings'),
    named('/c/feedbacks', 'Feedbacks'),
    named('/c/workshops', 'Workshops'),
    named('/c/account/profile', 'Profile'),
    named('/c/account/payouts', 'Payouts'),
    // The demo coach owns the demo team: its own pages (/t/:slug).
    named('/t/exceed/members', 'Members'),
    named('/t/exceed/settings', 'Team settings'),
    ...tabRoutes(`/c/workshops/${workshop.id}`, workshop.title, [
      ['', 'Details'],
      ['/history', 'History'],
      ['/payouts', 'Payouts'],
      ['/calendar', 'Calendar'],
      ['/invoices', 'Invoices'],
      ['/resources', 'Resources'],
    ]),
    ...tabRoutes(`/c/bookings/${booking.id}`, bookingTitle, [
      ['', 'Details'],
      ['/seats', 'Seats'],
      ['/payments', 'Payments'],
      ['/resources', 'Resources'],
    ]),
  ];
}

/** The client area as the demo administrator, who has no bookings, cards or groups: its empty states. */
export async function adminRoutes(context: BrowserContext): Promise<PageRoute[]> {
  await signInAs(context, 'admin@example.com');
  return [
    named('/b', 'Dashboard'),
    named('/b/groups', 'Groups'),
    named('/b/bookings', 'Bookings'),
    named('/b/payments', 'Payments'),
    named('/b/workshops', 'Workshops'),
    named('/b/waitlist', 'Waitlist'),
  ];
}

/**
 * Both onboarding steps, as a pending coach the demo administrator makes (people sign up as clients, and
 * only a coach has the coaching profile step) and `context` is signed in as.
 */
export async function onboardingRoutes(browser: Browser, context: BrowserContext): Promise<PageRoute[]> {
  await signInAsNewAccount(browser, context, 'pend', {
    status: 'pending',
    roles: ['coach'],
    firstName: 'Pat',
    lastName: 'Pending',
  });
  return [named('/onboarding/1', 'Tell us about yourself'), named('/onboarding/2', 'Your coaching profile')];
}
