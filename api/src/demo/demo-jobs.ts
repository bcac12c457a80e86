import type { Knex } from 'knex';
import { JobApplication } from '../models/job-application.ts';
import { JobPosting } from '../models/job-posting.ts';
import type { Tenant } from '../models/tenant.ts';
import type { User } from '../models/user.ts';
import { DEMO_SECOND_TENANT_SLUG, DEMO_TENANT_SLUG } from './demo-data.ts';

/** Five interview questions, enabled, in order: what every demo posting asks. */
const questions = (titles: string[]) =>
  titles.map((title, index) => ({ id: `q${index + 1}`, title, order: index + 1, enabled: true }));

const ENGINEER_QUESTIONS = questions([
  'Tell us about an AI feature you shipped.',
  'How do you evaluate a model’s answers?',
  'Which tools do you use every day?',
  'When could you start?',
  'What would you like to learn with us?',
]);

/** The job board's demo: postings of both teams (one closed) and a couple of applications. */
const DEMO_JOB_POSTINGS = [
  {
    team: DEMO_TENANT_SLUG,
    createdBy: 'demo-coach',
    recruiters: ['maya-patel'],
    title: 'AI Solutions Engineer',
    companyName: 'Exceed',
    companyUrl: 'https://exceed.example.com',
    location: 'Lisbon, Portugal',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'MID_SENIOR_LEVEL',
    workplaceTypes: ['Remote', 'Hybrid'],
    categories: ['ENGINEERING', 'IT'],
    status: 'PUBLISHED',
    description:
      'Help our coaches’ clients turn AI pilots into tools their teams use every day. You will design agents, wire them to the systems people already work in, and teach teams to run them safely.',
    preferences: {
      acceptApplications: true,
      resumeRequired: false,
      notifyAssigneeOnApplication: true,
      applicantMaxLimit: 50,
    },
    applications: [
      { name: 'Priya Raman', email: 'priya@example.net', daysAgo: 2, status: 'SHORTLISTED' as const },
      { name: 'Tom Becker', email: 'tom@example.net', daysAgo: 1 },
    ],
  },
  {
    team: DEMO_TENANT_SLUG,
    createdBy: 'demo-coach',
    recruiters: [],
    title: 'Workshop Producer (part time)',
    companyName: 'Exceed',
    companyUrl: 'https://exceed.example.com',
    location: 'Berlin, Germany',
    employmentStatus: 'PART_TIME',
    experienceLevel: 'ASSOCIATE',
    workplaceTypes: ['On-site'],
    categories: ['MARKETING'],
    status: 'PUBLISHED',
    description:
      'Run the logistics of our in-person workshops: venues, schedules, materials and the attendees’ questions before and after each session. Two to three days a week, some evenings.',
    preferences: { acceptApplications: true, resumeRequired: true },
    applications: [],
  },
  {
    team: DEMO_SECOND_TENANT_SLUG,
    createdBy: 'lena-fischer',
    recruiters: [],
    title: 'AI Strategy Consultant',
    companyName: 'Northwind AI',
    companyUrl: 'https://northwind.example.com',
    location: 'Munich, Germany',
    employmentStatus: 'CONTRACT',
    experienceLevel: 'DIRECTOR',
    workplaceTypes: ['Hybrid'],
    categories: ['BUSINESS'],
    status: 'PUBLISHED',
    description:
      'Lead AI strategy sprints with the leadership teams of mid-sized companies: map where AI helps, what it costs, and what it changes for the people doing the work. Six-month contract.',
    preferences: { acceptApplications: true, resumeRequired: false },
    applications: [],
  },
  {
    team: DEMO_SECOND_TENANT_SLUG,
    createdBy: 'lena-fischer',
    recruiters: [],
    title: 'Data Annotation Lead',
    companyName: 'Northwind AI',
    companyUrl: null,
    location: 'Remote',
    employmentStatus: 'TEMPORARY',
    experienceLevel: 'ENTRY_LEVEL',
    workplaceTypes: ['Remote'],
    categories: ['IT'],
    status: 'CLOSED',
    description:
      'Coordinate a small team labelling conversations for an evaluation set. The role is filled: the posting stays so that links shared earlier say so instead of leading nowhere.',
    preferences: { acceptApplications: true },
    applications: [],
  },
];

/** Seeds the job board: the postings above, each with ENGINEER_QUESTIONS, and their applications. */
export async function seedJobBoard(
  trx: Knex,
  teams: ReadonlyMap<string, Tenant>,
  users: ReadonlyMap<string, User>,
): Promise<void> {
  const userId = (username: string) => {
    const user = users.get(username);
    if (!user) throw new Error(`seedJobBoard: no demo user ${username}`);
    return user.id;
  };
  for (const { team, createdBy, recruiters, applications, ...posting } of DEMO_JOB_POSTINGS) {
    const tenant = teams.get(team);
    if (!tenant) throw new Error(`seedJobBoard: no demo team ${team}`);
    const created = await JobPosting.forTenant(tenant.id, trx).insertAndFetch({
      ...posting,
      posterEmail: `jobs@${tenant.slug}.example.com`,
      skillsDescription:
        'You write clearly, explain technical trade-offs to people who are not engineers, and have shipped work that others rely on. Experience with LLM APIs is a plus.',
      industries: ['TECHNOLOGY'],
      meta: {},
      recruiterIds: recruiters.map(userId),
      interviewQuestions: ENGINEER_QUESTIONS,
      createdBy: userId(createdBy),
    });
    for (const application of applications) {
      await JobApplication.forTenant(tenant.id, trx).insert({
        jobPostingId: created.id,
        name: application.name,
        email: application.email,
        resumeFileId: null,
        // A demo applicant moved on is one told already: the demo sends no mail.
        status: application.status ?? 'NEW',
        notifiedStatus: application.status ?? null,
        answers: ENGINEER_QUESTIONS.map((question) => ({
          questionId: question.id,
          question: question.title,
          answer: `${application.name.split(' ')[0]}’s answer: ${question.title.toLowerCase().replace(/[?.]$/, '')}, in a few honest sentences.`,
        })),
        createdAt: new Date(Date.now() - application.daysAgo * 86_400_000),
      });
    }
  }
}
