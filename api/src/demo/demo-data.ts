/**
 * The demo data of a fresh database, as plain values: teams, accounts with their profiles, tags, templates
 * and the catalogue. seed-demo.ts writes them.
 */
import type {
  BookingAnswer,
  BookingQuestionKind,
  CancellationTier,
  MemberStatus,
  ReminderHours,
  SessionFormat,
  SkillLevel,
  TeamRole,
  Visibility,
} from '@exceed/contract';
import { EU_STANDARD_RATES, ROLE_NAMES } from '@exceed/contract';
import type { Certification, Experience } from '../models/coach-profile.ts';

/** The password of every demo account (sign-in by code works too: the code lands in DATA_DIR/outbox/). */
export const DEMO_PASSWORD = 'Password123';

/**
 * The authenticator app secret of the demo super-admin, whose admin area needs a second factor (decision
 * 0096): add it to any authenticator app (README) for the code the sign-in asks after the password.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'EXCEEDDEMOADMINTOTPSECRETX2345AB';

/** The demo team every demo account but one belongs to. */
export const DEMO_TENANT_SLUG = 'exceed';

/** A second team, with a coach of its own, so the marketplace shows more than one tenant. */
export const DEMO_SECOND_TENANT_SLUG = 'northwind-ai';

export interface DemoCoach {
  businessName: string;
  specializations: string[];
  bio: string;
  introductionVideo: string;
  experiences: Experience[];
  certifications: Certification[];
}

export interface DemoAccount {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  roles: string[];
  headline: string;
  country: string;
  team: string;
  /** Their role in that team: the coach who started a team owns it (docs/decisions/0048-team-roles.md). */
  teamRole: TeamRole;
  /** The coach profile of a coach account. */
  coach?: DemoCoach;
}

/**
 * The demo teams. Northwind AI is registered for VAT in Germany with prices that include it, so its
 * workshops show VAT on every price and invoice while a buyer anywhere in the EU pays the same total
 * (a business of another member state, or a buyer outside the EU, pays the net).
 */
export const TEAMS = [
  { name: 'Exceed', slug: DEMO_TENANT_SLUG, email: 'team@example.com', plan: 'pro', taxRegistration: {} },
  {
    name: 'Northwind AI',
    slug: DEMO_SECOND_TENANT_SLUG,
    email: 'hello@northwind.example.com',
    plan: 'pro',
    taxRegistration: {
      country: 'DE',
      taxId: 'DE811907980',
      pricesIncludeTax: true,
      defaultRate: 19,
      rates: Object.fromEntries(Object.entries(EU_STANDARD_RATES).filter(([country]) => country !== 'DE')),
    },
  },
] as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@example.com',
    username: 'admin',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: [ROLE_NAMES.superAdmin],
    headline: 'Runs the Exceed marketplace',
    country: 'US',
    team: DEMO_TENANT_SLUG,
    teamRole: 'admin',
  },
  {
    email: 'coach@example.com',
    username: 'demo-coach',
    firstName: 'Grace',
    lastName: 'Coach',
    roles: [ROLE_NAMES.coach],
    headline: 'AI strategy coach for small teams',
    country: 'US',
    team: DEMO_TENANT_SLUG,
    teamRole: 'owner',
    coach: {
      businessName: 'Exceed Coaching',
      specializations: ['AI strategy', 'Prompt engineering', 'Agents in production'],
      bio: 'I help founders and small teams put AI to work: from the first prompt to agents that run every day.',
      introductionVideo: 'https://www.youtube.com/watch?v=exceed-demo',
      experiences: [
        { title: 'Head of AI', company: 'Northwind', order: 1, years: 4, months: 6 },
        { title: 'Machine learning engineer', company: 'Contoso', order: 2, years: 3 },
      ],
      certifications: [
        {
          title: 'Machine Learning Specialty',
          issuingOrganization: 'Amazon Web Services',
          issuingDate: '2023-05-01',
          certificateUrl: null,
          order: 1,
        },
      ],
    },
  },
  {
    email: 'maya@example.com',
    username: 'maya-patel',
    firstName: 'Maya',
    lastName: 'Patel',
    roles: [ROLE_NAMES.coach],
    headline: 'Prompt engineer and LLM evaluation lead',
    country: 'GB',
    team: DEMO_TENANT_SLUG,
    teamRole: 'coach',
    coach: {
      businessName: 'Patel Prompt Lab',
      specializations: ['Prompt engineering', 'LLM evaluation', 'Retrieval'],
      bio: 'I teach teams to write prompts they can test, and to measure whether a model change made things better or just different.',
      introductionVideo: 'https://www.youtube.com/watch?v=patel-prompt-lab',
      experiences: [
        { title: 'Applied AI lead', company: 'Fabrikam', order: 1, years: 3 },
        { title: 'NLP researcher', company: 'University of Leeds', order: 2, years: 2, months: 8 },
      ],
      certifications: [
        {
          title: 'Generative AI with Large Language Models',
          issuingOrganization: 'DeepLearning.AI',
          issuingDate: '2023-09-15',
          certificateUrl: null,
          order: 1,
        },
      ],
    },
  },
  {
    email: 'daniel@example.com',
    username: 'daniel-okafor',
    firstName: 'Daniel',
    lastName: 'Okafor',
    roles: [ROLE_NAMES.coach],
    headline: 'Automation and AI agents for operations teams',
    country: 'NG',
    team: DEMO_TENANT_SLUG,
    teamRole: 'coach',
    coach: {
      businessName: 'Okafor Automation',
      specializations: ['Automation', 'Agents', 'Workflow design'],
      bio: 'Ten years of operations work taught me where the hours go. Now I help teams hand the repetitive part to agents and keep people on the judgement calls.',
      introductionVideo: 'https://www.youtube.com/watch?v=okafor-automation',
      experiences: [
        { title: 'Automation architect', company: 'Tailspin Toys', order: 1, years: 5 },
        { title: 'Operations manager', company: 'Wide World Importers', order: 2, years: 5, months: 3 },
      ],
      certifications: [
        {
          title: 'Azure AI Engineer Associate',
          issuingOrganization: 'Microsoft',
          issuingDate: '2024-02-10',
          certificateUrl: null,
          order: 1,
        },
      ],
    },
  },
  {
    email: 'lena@example.com',
    username: 'lena-fischer',
    firstName: 'Lena',
    lastName: 'Fischer',
    roles: [ROLE_NAMES.coach],
    headline: 'AI strategy for mid-size companies',
    country: 'DE',
    team: DEMO_SECOND_TENANT_SLUG,
    teamRole: 'owner',
    coach: {
      businessName: 'Northwind AI Advisory',
      specializations: ['AI strategy', 'Change management', 'AI governance'],
      bio: 'I work with leadership teams on where AI pays off, what it costs and how to roll it out without losing the people who make the business run.',
      introductionVideo: 'https://www.youtube.com/watch?v=northwind-advisory',
      experiences: [
        { title: 'Principal, AI strategy', company: 'Northwind Traders', order: 1, years: 6 },
        { title: 'Management consultant', company: 'Adventure Works', order: 2, years: 4, months: 6 },
      ],
      certifications: [
        {
          title: 'Artificial Intelligence: Implications for Business Strategy',
          issuingOrganization: 'MIT Sloan',
          issuingDate: '2022-11-20',
          certificateUrl: null,
          order: 1,
        },
      ],
    },
  },
  {
    email: 'rita@example.com',
    username: 'rita-recruiter',
    firstName: 'Rita',
    lastName: 'Recruiter',
    roles: [],
    headline: 'Hires the people who teach AI',
    country: 'US',
    team: DEMO_TENANT_SLUG,
    teamRole: 'recruiter',
  },
  {
    email: 'client@example.com',
    username: 'demo-client',
    firstName: 'Alan',
    lastName: 'Client',
    roles: [],
    headline: 'Operations lead learning to ship with AI',
    country: 'US',
    team: DEMO_TENANT_SLUG,
    teamRole: 'member',
  },
  {
    email: 'applicant@example.com',
    username: 'maya-applicant',
    firstName: 'Maya',
    lastName: 'Okafor',
    roles: [],
    headline: 'Customer success lead teaching support teams to work with AI',
    country: 'GB',
    team: DEMO_TENANT_SLUG,
    teamRole: 'member',
  },
];

/** A booker's address, as a booking keeps it. */
export interface DemoAddress {
  addressLine1: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/**
 * A client of the marketplace who attended sessions already held and reviewed them (DEMO_REVIEWS). Like
 * anyone who signs up, each owns a personal team of their own (auth/registration.ts) and no role, rather
 * than a place in the demo team, whose members screen stays one page long.
 */
export interface DemoReviewer {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  headline: string;
  country: string;
  /** The address of their bookings. */
  address: DemoAddress;
}

export const DEMO_REVIEWERS: DemoReviewer[] = [
  {
    email: 'sam.rivera@example.com',
    username: 'sam-rivera',
    firstName: 'Sam',
    lastName: 'Rivera',
    headline: 'Operations director at a regional logistics company',
    country: 'US',
    address: {
      addressLine1: '233 South Wacker Drive',
      city: 'Chicago',
      state: 'IL',
      zip: '60606',
      country: 'US',
    },
  },
  {
    email: 'hannah.schmidt@example.com',
    username: 'hannah-schmidt',
    firstName: 'Hannah',
    lastName: 'Schmidt',
    headline: 'Head of finance operations',
    country: 'DE',
    address: {
      addressLine1: 'Friedrichstraße 68',
      city: 'Berlin',
      state: 'Berlin',
      zip: '10117',
      country: 'DE',
    },
  },
  {
    email: 'kenji.watanabe@example.com',
    username: 'kenji-watanabe',
    firstName: 'Kenji',
    lastName: 'Watanabe',
    headline: 'Data analyst who automates the monthly reports',
    country: 'JP',
    address: {
      addressLine1: '1-9-1 Marunouchi',
      city: 'Tokyo',
      state: 'Tokyo',
      zip: '100-0005',
      country: 'JP',
    },
  },
  {
    email: 'amara.nwosu@example.com',
    username: 'amara-nwosu',
    firstName: 'Amara',
    lastName: 'Nwosu',
    headline: 'Customer support manager at a fintech',
    country: 'NG',
    address: {
      addressLine1: '12 Adeola Odeku Street',
      city: 'Lagos',
      state: 'Lagos',
      zip: '101241',
      country: 'NG',
    },
  },
];

/**
 * An application to become a coach waiting for review (issue 37, item 5), so the admin area's
 * "Coach applications" page has one to approve or decline. Maya owns no team: approval gives her one.
 */
export const DEMO_COACH_APPLICATION = {
  username: 'maya-applicant',
  businessName: 'Okafor Support Studio',
  specializations: ['AI for customer support', 'Help-centre automation'],
  bio: 'Eight years running support teams taught me which answers people need a person for. I help teams hand the rest to AI assistants without losing the tone their customers trust.',
  experiences: [
    { title: 'Head of Customer Success', company: 'Brightdesk', order: 1, years: 5, months: 4 },
    { title: 'Support team lead', company: 'Parcelo', order: 2, years: 3 },
  ],
};

/**
 * Memberships beyond each account's own team, so the members screen shows every role and status and the
 * team switcher has two teams: the demo coach also coaches at Northwind AI; there the client is suspended
 * and the recruiter's membership is pending.
 */
export const DEMO_MEMBERSHIPS: ReadonlyArray<{
  username: string;
  team: string;
  role: TeamRole;
  status: MemberStatus;
}> = [
  { username: 'demo-coach', team: DEMO_SECOND_TENANT_SLUG, role: 'coach', status: 'ACTIVE' },
  { username: 'demo-client', team: DEMO_SECOND_TENANT_SLUG, role: 'member', status: 'SUSPENDED' },
  { username: 'rita-recruiter', team: DEMO_SECOND_TENANT_SLUG, role: 'recruiter', status: 'PENDING' },
];

/** An invitation into the demo team not yet accepted, so its managers see one in the members screen. */
export const DEMO_INVITATIONS: ReadonlyArray<{
  team: string;
  email: string;
  role: TeamRole;
  inviter: string;
}> = [{ team: DEMO_TENANT_SLUG, email: 'new-coach@example.com', role: 'coach', inviter: 'demo-coach' }];

export const TAGS = ['Prompt engineering', 'Agents', 'AI strategy', 'Automation', 'LLM evaluation'];

export const TEMPLATES = [
  { team: DEMO_TENANT_SLUG, title: 'Prompt engineering foundations', level: 'BEGINNER', price: 49 },
  { team: DEMO_TENANT_SLUG, title: 'Agent building bootcamp', level: 'INTERMEDIATE', price: 299 },
  { team: DEMO_SECOND_TENANT_SLUG, title: 'AI strategy sprint', level: 'ADVANCED', price: 299 },
] as const satisfies ReadonlyArray<{ team: string; title: string; level: SkillLevel; price: number }>;

export interface DemoResource {
  type: 'link' | 'video' | 'document';
  title: string;
  /** A link's or video's address, or a document's file name (seedDemo writes it as a PDF). */
  at: string;
}

export interface DemoSchedule {
  /** Days from today: the weeks ahead, or (negative) a session already held. */
  inDays: number;
  /** Start hour in UTC, and length in hours. */
  hour: number;
  hours: number;
  /** A cohort of this many sessions, one a week at the first one's time in its zone (one when absent). */
  weeks?: number;
  /**
   * Its go/no-go falls this many hours after the demo is made (its coach is asked at once, when it is
   * short of its workshop's minimum), rather than 48 hours before it starts.
   */
  decideInHours?: number;
  /** The share of sessions, in percent, that earns a certificate (none when absent). */
  certificateShare?: number;
  timezone: string;
  country: string;
  location: string | null;
  mode: SessionFormat;
  level: SkillLevel;
  /** PUBLIC unless said otherwise. */
  visibility?: Visibility;
  /** PUBLISHED unless said otherwise (a session already held is COMPLETED). */
  status?: 'COMPLETED';
}

export interface DemoWorkshop {
  team: string;
  coach: string;
  template?: string;
  title: string;
  description: string;
  /** In major units of the default currency (49 is 49.00 USD); stored in its minor units. */
  price: number;
  minSeats: number;
  maxSeats: number;
  /** PUBLISHED unless said otherwise. */
  status?: 'DRAFT';
  /** Refund tiers of a client's cancellation; the default (full until 24 hours before) when absent. */
  cancellationPolicy?: CancellationTier[];
  /** Hours before each session its attendees are reminded; the default (24) when absent. */
  reminderHours?: ReminderHours[];
  /** Prices below `price` (decimals); an early-bird end as days from the seeding. */
  priceTiers?: {
    earlyBird?: { price: number; days: number | null; seats: number | null };
    group?: { price: number; minSeats: number };
  };
  /** Its promo codes: a percentage or an amount off each seat, valid for `days` from the seeding. */
  promoCodes?: Array<{ code: string; percentOff?: number; amountOff?: number; days?: number; uses?: number }>;
  /** Its booking questions, in order, each with what the demo's bookings of it answered (`sample`). */
  questions?: DemoQuestion[];
  tags: string[];
  resources: DemoResource[];
  schedules: DemoSchedule[];
}

/**
 * A demo booking question and the answer its demo bookings gave. The demo's questions are optional: a
 * buyer of a demo session may skip them, as every booking journey of the browser tests does; a required
 * one is walked on a workshop of its own (tests/browser/coach-messages.spec.ts).
 */
export interface DemoQuestion {
  kind: BookingQuestionKind;
  label: string;
  choices?: string[];
  required?: boolean;
  perAttendee?: boolean;
  sample: BookingAnswer['value'];
}

export const ONLINE = { timezone: 'UTC', country: 'US', location: null, mode: 'ONLINE' } as const;

/**
 * The catalogue: published workshops of every demo coach with dated schedules, one DRAFT workshop and one
 * PRIVATE schedule, so the marketplace's filters have something to leave out, and a session already held
 * (COMPLETED) of most workshops, whose attendees reviewed it (DEMO_REVIEWS).
 */
export const DEMO_WORKSHOPS: DemoWorkshop[] = [
  {
    team: DEMO_TENANT_SLUG,
    coach: 'demo-coach',
    template: 'Prompt engineering foundations',
    title: 'Prompt Engineering Foundations',
    priceTiers: { earlyBird: { price: 39, days: 21, seats: null } },
    promoCodes: [{ code: 'NEWSLETTER15', percentOff: 15, days: 30 }],
    questions: [
      { kind: 'short_text', label: 'Company', sample: 'Northwind Traders' },
      {
        kind: 'one_choice',
        label: 'Which model do you use most?',
        choices: ['ChatGPT', 'Claude', 'Gemini', 'Another'],
        perAttendee: true,
        sample: 'Claude',
      },
    ],
    description:
      'Learn how large language models read a prompt and why small wording changes matter. We build a prompt library for your daily work and practise structure, examples and constraints. You leave with templates you can reuse on Monday.',
    price: 49,
    minSeats: 3,
    maxSeats: 25,
    tags: ['Prompt engineering'],
    resources: [
      { type: 'link', title: 'Prompt patterns cheat sheet', at: 'https://example.com/demo/prompt-patterns' },
      { type: 'video', title: 'Welcome and setup', at: 'https://www.youtube.com/watch?v=prompt-foundations' },
      { type: 'document', title: 'Workbook', at: 'prompt-foundations-workbook.pdf' },
    ],
    schedules: [
      { ...ONLINE, inDays: 5, hour: 16, hours: 3, timezone: 'America/New_York', level: 'BEGINNER' },
      // A session already held, which demo-client attended (DEMO_PAST_BOOKING): there is one to rate. Other
      // attendees have rated it already (DEMO_REVIEWS).
      {
        ...ONLINE,
        inDays: -14,
        hour: 16,
        hours: 3,
        timezone: 'America/New_York',
        level: 'BEGINNER',
        status: 'COMPLETED',
      },
      {
        ...ONLINE,
        inDays: 19,
        hour: 9,
        hours: 3,
        timezone: 'Europe/London',
        country: 'GB',
        level: 'BEGINNER',
      },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'demo-coach',
    title: 'AI Strategy for Small Teams',
    cancellationPolicy: [
      { hoursBefore: 168, refundPercent: 100 },
      { hoursBefore: 48, refundPercent: 50 },
    ],
    reminderHours: [168, 24, 1],
    description:
      'A practical half day on choosing where AI helps a small business first. We map your processes, estimate the payoff of each idea and pick two pilots. No code required, just your real workflows.',
    price: 149,
    minSeats: 4,
    maxSeats: 16,
    tags: ['AI strategy'],
    resources: [
      { type: 'document', title: 'Opportunity canvas', at: 'ai-opportunity-canvas.pdf' },
      { type: 'link', title: 'Readiness self-assessment', at: 'https://example.com/demo/ai-readiness' },
    ],
    schedules: [
      {
        inDays: 9,
        hour: 14,
        hours: 4,
        decideInHours: 20,
        timezone: 'America/Chicago',
        country: 'US',
        location: 'Chicago, IL',
        mode: 'IN-PERSON',
        level: 'INTERMEDIATE',
      },
      { ...ONLINE, inDays: 23, hour: 15, hours: 4, timezone: 'America/New_York', level: 'INTERMEDIATE' },
      // A private session for one client's team: bookable by link, never listed in the marketplace.
      {
        ...ONLINE,
        inDays: 12,
        hour: 13,
        hours: 4,
        timezone: 'America/New_York',
        level: 'INTERMEDIATE',
        visibility: 'PRIVATE',
      },
      // Held a month ago; its attendees reviewed it (DEMO_REVIEWS).
      {
        inDays: -30,
        hour: 14,
        hours: 4,
        timezone: 'America/Chicago',
        country: 'US',
        location: 'Chicago, IL',
        mode: 'IN-PERSON',
        level: 'INTERMEDIATE',
        status: 'COMPLETED',
      },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'demo-coach',
    template: 'Agent building bootcamp',
    title: 'Agents in Production',
    priceTiers: { earlyBird: { price: 249, days: null, seats: 5 } },
    promoCodes: [{ code: 'LAUNCH50', amountOff: 50, uses: 20 }],
    questions: [
      {
        kind: 'several_choices',
        label: 'What will your agent do?',
        choices: ['Support', 'Sales', 'Operations', 'Research'],
        sample: ['Support', 'Operations'],
      },
      { kind: 'yes_no', label: 'Do you have an API key already?', perAttendee: true, sample: true },
    ],
    cancellationPolicy: [{ hoursBefore: 72, refundPercent: 80 }],
    reminderHours: [24, 1],
    description:
      'Take an agent from a demo to something your team relies on. We cover tool design, guardrails, logging and what to do when the model is wrong. Bring a use case; we build it together over two days.',
    price: 299,
    minSeats: 5,
    maxSeats: 12,
    tags: ['Agents', 'Automation'],
    resources: [
      {
        type: 'video',
        title: 'Anatomy of an agent',
        at: 'https://www.youtube.com/watch?v=agents-in-production',
      },
      { type: 'document', title: 'Production checklist', at: 'agent-production-checklist.pdf' },
      { type: 'link', title: 'Starter repository', at: 'https://github.com/example/agent-starter' },
    ],
    schedules: [
      {
        inDays: 14,
        hour: 9,
        hours: 8,
        timezone: 'America/Los_Angeles',
        country: 'US',
        location: 'San Francisco, CA',
        mode: 'HYBRID',
        level: 'ADVANCED',
      },
      { ...ONLINE, inDays: 33, hour: 16, hours: 8, timezone: 'America/New_York', level: 'ADVANCED' },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'maya-patel',
    title: 'Evaluating LLM Outputs',
    description:
      'Stop judging model changes by eye. We design test sets, write graders and read the results with healthy suspicion. You leave with an evaluation harness for one of your own prompts.',
    price: 149,
    minSeats: 3,
    maxSeats: 20,
    tags: ['LLM evaluation', 'Prompt engineering'],
    resources: [
      { type: 'document', title: 'Evaluation plan template', at: 'llm-evaluation-plan.pdf' },
      { type: 'link', title: 'Grader examples', at: 'https://example.com/demo/grader-examples' },
    ],
    schedules: [
      {
        ...ONLINE,
        inDays: 7,
        hour: 10,
        hours: 3,
        timezone: 'Europe/London',
        country: 'GB',
        level: 'INTERMEDIATE',
      },
      {
        inDays: 21,
        hour: 9,
        hours: 6,
        timezone: 'Europe/London',
        country: 'GB',
        location: 'London',
        mode: 'IN-PERSON',
        level: 'INTERMEDIATE',
      },
      // Held three weeks ago; its attendees reviewed it (DEMO_REVIEWS).
      {
        ...ONLINE,
        inDays: -21,
        hour: 10,
        hours: 3,
        timezone: 'Europe/London',
        country: 'GB',
        level: 'INTERMEDIATE',
        status: 'COMPLETED',
      },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'maya-patel',
    template: 'Prompt engineering foundations',
    title: 'Advanced Prompting and Retrieval',
    description:
      'For people who already write prompts every day. We combine structured outputs, few-shot selection and retrieval so answers stay grounded in your documents. Expect hands-on exercises on a real knowledge base.',
    price: 299,
    minSeats: 4,
    maxSeats: 15,
    tags: ['Prompt engineering', 'LLM evaluation'],
    resources: [
      {
        type: 'video',
        title: 'Retrieval in ten minutes',
        at: 'https://www.youtube.com/watch?v=retrieval-ten',
      },
      { type: 'document', title: 'Exercise data set notes', at: 'retrieval-exercises.pdf' },
    ],
    schedules: [
      // A four-week cohort: one booking buys its four weekly evenings.
      {
        ...ONLINE,
        inDays: 16,
        hour: 17,
        hours: 2,
        weeks: 4,
        certificateShare: 75,
        timezone: 'Europe/London',
        country: 'GB',
        level: 'ADVANCED',
      },
      {
        inDays: 30,
        hour: 8,
        hours: 6,
        timezone: 'Europe/Dublin',
        country: 'IE',
        location: 'Dublin',
        mode: 'HYBRID',
        level: 'ADVANCED',
      },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'daniel-okafor',
    title: 'Automating Operations with AI',
    description:
      'Find the repetitive work in your operations and hand it to AI safely. We map one workflow end to end, automate the dull steps and keep a person in the loop where it counts. Suited to operations and finance teams.',
    price: 149,
    minSeats: 2,
    maxSeats: 18,
    tags: ['Automation', 'AI strategy'],
    resources: [
      { type: 'link', title: 'Workflow mapping board', at: 'https://example.com/demo/workflow-map' },
      { type: 'document', title: 'Automation candidates worksheet', at: 'automation-candidates.pdf' },
      {
        type: 'video',
        title: 'A tour of a finished automation',
        at: 'https://www.youtube.com/watch?v=ops-tour',
      },
    ],
    schedules: [
      {
        inDays: 8,
        hour: 9,
        hours: 4,
        timezone: 'Africa/Lagos',
        country: 'NG',
        location: 'Lagos',
        mode: 'IN-PERSON',
        level: 'BEGINNER',
      },
      {
        ...ONLINE,
        inDays: 22,
        hour: 12,
        hours: 4,
        timezone: 'Africa/Lagos',
        country: 'NG',
        level: 'BEGINNER',
      },
      // Held ten days ago; its attendees reviewed it (DEMO_REVIEWS).
      {
        ...ONLINE,
        inDays: -10,
        hour: 12,
        hours: 4,
        timezone: 'Africa/Lagos',
        country: 'NG',
        level: 'BEGINNER',
        status: 'COMPLETED',
      },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    coach: 'daniel-okafor',
    template: 'Agent building bootcamp',
    title: 'Build Your First AI Agent',
    description:
      'A gentle start with agents: a model, a few tools and a clear goal. We build an agent that books, files or answers something useful for you, and talk about where agents fail. No prior coding needed.',
    price: 49,
    minSeats: 1,
    maxSeats: 30,
    tags: ['Agents'],
    resources: [
      {
        type: 'video',
        title: 'What an agent is (and is not)',
        at: 'https://www.youtube.com/watch?v=first-agent',
      },
      { type: 'document', title: 'Step-by-step guide', at: 'first-agent-guide.pdf' },
    ],
    schedules: [
      { ...ONLINE, inDays: 4, hour: 17, hours: 2, timezone: 'America/New_York', level: 'BEGINNER' },
      {
        ...ONLINE,
        inDays: 18,
        hour: 11,
        hours: 2,
        timezone: 'Africa/Lagos',
        country: 'NG',
        level: 'BEGINNER',
      },
      { ...ONLINE, inDays: 32, hour: 17, hours: 2, timezone: 'America/New_York', level: 'BEGINNER' },
      // Held three and a half weeks ago; its attendees reviewed it (DEMO_REVIEWS).
      {
        ...ONLINE,
        inDays: -24,
        hour: 17,
        hours: 2,
        timezone: 'America/New_York',
        level: 'BEGINNER',
        status: 'COMPLETED',
      },
    ],
  },
  {
    team: DEMO_SECOND_TENANT_SLUG,
    coach: 'lena-fischer',
    template: 'AI strategy sprint',
    title: 'AI Strategy Sprint for Leadership Teams',
    priceTiers: { group: { price: 239, minSeats: 4 } },
    cancellationPolicy: [
      { hoursBefore: 336, refundPercent: 100 },
      { hoursBefore: 168, refundPercent: 50 },
      { hoursBefore: 24, refundPercent: 25 },
    ],
    reminderHours: [168],
    description:
      'Two focused days for leadership teams deciding what to do about AI. We weigh use cases against cost, risk and readiness, and leave with a 90-day roadmap. Includes a session on governance and change management.',
    price: 299,
    minSeats: 4,
    maxSeats: 10,
    tags: ['AI strategy'],
    resources: [
      { type: 'document', title: 'Roadmap template', at: 'ai-roadmap-template.pdf' },
      { type: 'link', title: 'EU AI Act overview', at: 'https://example.com/demo/eu-ai-act' },
      {
        type: 'video',
        title: 'Case study: a 90-day rollout',
        at: 'https://www.youtube.com/watch?v=ninety-days',
      },
    ],
    schedules: [
      {
        inDays: 11,
        hour: 8,
        hours: 8,
        timezone: 'Europe/Berlin',
        country: 'DE',
        location: 'Berlin',
        mode: 'IN-PERSON',
        level: 'ADVANCED',
      },
      {
        ...ONLINE,
        inDays: 25,
        hour: 8,
        hours: 8,
        timezone: 'Europe/Berlin',
        country: 'DE',
        level: 'ADVANCED',
      },
      {
        inDays: 39,
        hour: 8,
        hours: 8,
        timezone: 'Europe/Vienna',
        country: 'AT',
        location: 'Vienna',
        mode: 'HYBRID',
        level: 'ADVANCED',
      },
      // Held five weeks ago; its attendees reviewed it (DEMO_REVIEWS).
      {
        inDays: -35,
        hour: 8,
        hours: 8,
        timezone: 'Europe/Berlin',
        country: 'DE',
        location: 'Berlin',
        mode: 'IN-PERSON',
        level: 'ADVANCED',
        status: 'COMPLETED',
      },
    ],
  },
  {
    team: DEMO_SECOND_TENANT_SLUG,
    coach: 'lena-fischer',
    title: 'Responsible AI Governance',
    description:
      'Policies, roles and reviews for companies starting to use AI at scale. We draft a usage policy and a review process that fit your size. Still being planned, so not yet on the marketplace.',
    price: 149,
    minSeats: 3,
    maxSeats: 12,
    status: 'DRAFT',
    tags: ['AI strategy', 'LLM evaluation'],
    resources: [
      { type: 'document', title: 'Policy starter kit', at: 'ai-policy-starter.pdf' },
      { type: 'link', title: 'Reading list', at: 'https://example.com/demo/governance-reading' },
    ],
    schedules: [],
  },
];

/**
 * A booking of a session already held: demo-client attended (COMPLETED) and paid for one seat of the
 * first workshop's past session, so the client area has a past booking, an invoice and a session to rate.
 */
export const DEMO_PAST_BOOKING = {
  user: 'demo-client',
  workshop: 'Prompt Engineering Foundations',
  inDays: -14,
  seats: 1,
  address: {
    addressLine1: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zip: '10118',
    country: 'US',
  },
} as const;

/**
 * A fully booked session with people waiting (issue 23's waitlist): rita-recruiter booked and paid every
 * seat of the first "Agents in Production" session for her team; demo-client, then maya-patel, joined
 * its waitlist, a day apart, so the client's waitlist, the book page's waitlist offer and the coach's
 * line all show something real.
 */
export const DEMO_FULL_SESSION = {
  workshop: 'Agents in Production',
  inDays: 14,
  booker: 'rita-recruiter',
  waiting: [
    { user: 'demo-client', seats: 1 },
    { user: 'maya-patel', seats: 2 },
  ],
  address: {
    addressLine1: '1 Microsoft Way',
    city: 'Redmond',
    state: 'WA',
    zip: '98052',
    country: 'US',
  },
} as const;

/**
 * A booking whose invitees pay for their own seats (issue 23): demo-client booked three seats of the
 * later "Prompt Engineering Foundations" session and paid for theirs; maya-patel accepted hers and paid,
 * a colleague's invitation still waits for its payment, so the Seats tabs show who has paid.
 */
export const DEMO_SHARED_BOOKING = {
  user: 'demo-client',
  workshop: 'Prompt Engineering Foundations',
  inDays: 19,
  seats: 3,
  paidBy: 'maya-patel',
  unpaidEmail: 'jordan.lee@example.com',
  // The client's own address, as on their past booking.
  address: DEMO_PAST_BOOKING.address,
} as const;

/** A reviewer's rating (1 to 5) and comment of a session they attended. */
export interface DemoReview {
  user: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

/**
 * Reviews from verified attendees (issue 37), so coach cards show a rating and a review count rather than
 * "New coach", and workshop pages have reviews: for a session already held of most workshops (every coach
 * has one), each reviewer booked and paid a seat, attended (COMPLETED) and rated it a day or two after.
 * demo-client, who attended the first one too, has not rated it yet (DEMO_PAST_BOOKING).
 */
export const DEMO_REVIEWS: ReadonlyArray<{ workshop: string; inDays: number; reviews: DemoReview[] }> = [
  {
    workshop: 'Prompt Engineering Foundations',
    inDays: DEMO_PAST_BOOKING.inDays,
    reviews: [
      {
        user: 'sam-rivera',
        rating: 5,
        comment:
          'I left with a prompt library I actually use. The before-and-after rewrites of our own customer emails made the point about structure better than any slide could.',
      },
      {
        user: 'kenji-watanabe',
        rating: 4,
        comment:
          'Good pace and very practical. The part on choosing few-shot examples was the highlight; I would have liked a little more on long documents.',
      },
      {
        user: 'amara-nwosu',
        rating: 5,
        comment:
          'Grace explained why small wording changes matter instead of just telling us. My team reused the templates on the Monday, as promised.',
      },
    ],
  },
  {
    workshop: 'AI Strategy for Small Teams',
    inDays: -30,
    reviews: [
      {
        user: 'sam-rivera',
        rating: 4,
        comment:
          'Mapping our processes on the opportunity canvas turned up two pilots we had overlooked. Half a day felt short for a team of six.',
      },
      {
        user: 'hannah-schmidt',
        rating: 3,
        comment:
          'A useful way to score ideas, but the examples assumed a large sales team. Estimating the payoff needed more time than we had.',
      },
    ],
  },
  {
    workshop: 'Evaluating LLM Outputs',
    inDays: -21,
    reviews: [
      {
        user: 'kenji-watanabe',
        rating: 5,
        comment:
          'Finally a way to tell whether a prompt change helped. I built a 40-case test set during the session and it caught a regression the next week.',
      },
      {
        user: 'hannah-schmidt',
        rating: 4,
        comment:
          "Maya's grader examples were excellent. The statistics went by quickly, but the evaluation plan template filled the gaps.",
      },
      {
        user: 'sam-rivera',
        rating: 5,
        comment:
          'Honest about where automatic graders mislead you. The evaluation harness we started in class now runs on every prompt change.',
      },
    ],
  },
  {
    workshop: 'Automating Operations with AI',
    inDays: -10,
    reviews: [
      {
        user: 'amara-nwosu',
        rating: 5,
        comment:
          'We mapped our refund workflow end to end and automated the triage step before the session ended. Daniel knows operations, not just the tools.',
      },
      {
        user: 'sam-rivera',
        rating: 4,
        comment:
          'A clear method for deciding which steps to automate. The automation candidates worksheet is the part I keep coming back to.',
      },
      {
        user: 'hannah-schmidt',
        rating: 5,
        comment:
          'Keeping a person in the loop for approvals was exactly what our finance team needed to feel safe trying this.',
      },
      {
        user: 'kenji-watanabe',
        rating: 4,
        comment:
          'Very hands-on. Setting up the tools took a while at the start, but Daniel had a fallback ready for everyone.',
      },
    ],
  },
  {
    workshop: 'Build Your First AI Agent',
    inDays: -24,
    reviews: [
      {
        user: 'amara-nwosu',
        rating: 4,
        comment:
          'My first agent now sorts our support tickets into the right queue. The talk on where agents fail was sobering and useful.',
      },
      {
        user: 'kenji-watanabe',
        rating: 3,
        comment:
          'A good start, though too basic if you have written code before. The step-by-step guide is well done.',
      },
    ],
  },
  {
    workshop: 'AI Strategy Sprint for Leadership Teams',
    inDays: -35,
    reviews: [
      {
        user: 'hannah-schmidt',
        rating: 5,
        comment:
          'Our leadership team left with a 90-day roadmap everyone signed off on. Lena kept the discussion on cost and risk, not hype.',
      },
      {
        user: 'sam-rivera',
        rating: 4,
        comment:
          'Two intense days. The governance session alone was worth it; the readiness scoring could do with fewer columns.',
      },
      {
        user: 'kenji-watanabe',
        rating: 5,
        comment:
          'Lena handled our sceptical CFO brilliantly. The roadmap template is now how we plan every AI project.',
      },
    ],
  },
];
