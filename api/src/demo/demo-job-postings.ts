/**
 * The demo job postings, as plain values: a few per team in every status (SPEC.md §3), each with its
 * interview questions, so the team's job pages and the public job board show something real. People are
 * named by their demo username; seed-demo.ts writes them.
 */
import type { CreateJobPostingInput } from '@exceed/contract';

export interface DemoJobPosting
  extends Omit<CreateJobPostingInput, 'recruiterIds' | 'interviewQuestions' | 'meta'> {
  team: string;
  /** The demo username of who wrote it. */
  createdBy: string;
  recruiters: string[];
  /** Question titles, asked in this order; `off:` marks one that is kept but not asked. */
  questions: string[];
}

const QUESTIONS = [
  'Tell us about an AI project you shipped and what it changed.',
  'How do you explain a model’s limits to someone who is not technical?',
  'Which tools do you reach for first when a prompt stops working?',
  'Describe a time you had to say no to a feature. What happened?',
  'What would you want to learn in your first three months here?',
  'off:Where do you see AI coaching going in the next two years?',
];

const SKILLS =
  'Hands-on experience with large language models in production, clear writing for non-technical readers, ' +
  'and the habit of measuring whether a change made things better.';

const settings = (overrides: Record<string, unknown> = {}) => ({
  acceptApplications: true,
  applicantMaxLimit: 50,
  resumeRequired: true,
  interviewType: 'VIDEO',
  notifyAssigneeOnApplication: true,
  ...overrides,
});

export const DEMO_JOB_POSTINGS: DemoJobPosting[] = [
  {
    team: 'exceed',
    createdBy: 'rita-recruiter',
    recruiters: ['rita-recruiter'],
    title: 'AI Workshop Engineer',
    status: 'PUBLISHED',
    description:
      'Join the Exceed team to help coaches and their clients put AI to work. You will design workshop ' +
      'exercises, build small agents that coaches demo live, and turn what clients ask into reusable material.',
    skillsDescription: SKILLS,
    companyName: 'Exceed',
    companyUrl: 'https://exceed.example.com',
    location: 'Remote (US time zones)',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'MID_SENIOR_LEVEL',
    posterEmail: 'rita@example.com',
    workplaceTypes: ['Remote'],
    industries: ['TECHNOLOGY', 'EDUCATION'],
    categories: ['ENGINEERING', 'IT'],
    preferences: settings(),
    questions: QUESTIONS,
  },
  {
    team: 'exceed',
    createdBy: 'demo-coach',
    recruiters: ['rita-recruiter'],
    title: 'Prompt Engineer (contract)',
    status: 'PUBLISHED',
    description:
      'A three-month contract to write and test the prompts behind our prompt engineering workshops: ' +
      'evaluation sets, worked examples and the before-and-after cases coaches walk their clients through.',
    skillsDescription: SKILLS,
    companyName: 'Exceed',
    companyUrl: 'https://exceed.example.com',
    location: 'London, UK',
    employmentStatus: 'CONTRACT',
    experienceLevel: 'ASSOCIATE',
    posterEmail: 'team@example.com',
    workplaceTypes: ['Hybrid', 'Remote'],
    industries: ['TECHNOLOGY'],
    categories: ['ENGINEERING'],
    preferences: settings({
      applicantMaxLimit: 20,
      ieltsAssessmentRequired: true,
      ieltsAssessmentMinScore: 7,
    }),
    questions: QUESTIONS,
  },
  {
    team: 'exceed',
    createdBy: 'rita-recruiter',
    recruiters: ['rita-recruiter'],
    title: 'Head of AI Enablement',
    status: 'DRAFT',
    description:
      'Lead the team that helps our coaches adopt new AI tools: choose what to teach, train the trainers, ' +
      'and keep the catalogue of workshops current as the models change every few months.',
    skillsDescription: SKILLS,
    companyName: 'Exceed',
    location: 'New York, NY',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'DIRECTOR',
    posterEmail: 'rita@example.com',
    workplaceTypes: ['On-site'],
    industries: ['EDUCATION'],
    categories: ['BUSINESS', 'PRODUCT'],
    preferences: settings({ acceptApplications: false }),
    questions: QUESTIONS.slice(0, 5),
  },
  {
    team: 'exceed',
    createdBy: 'rita-recruiter',
    recruiters: [],
    title: 'Machine Learning Intern',
    status: 'CLOSED',
    description:
      'A summer internship on the evaluation tooling our coaches use: you will write test sets, run ' +
      'comparisons between models and present what you found to the coaching team at the end.',
    skillsDescription: SKILLS,
    companyName: 'Exceed',
    location: 'Remote',
    employmentStatus: 'INTERNSHIP',
    experienceLevel: 'INTERNSHIP',
    posterEmail: 'rita@example.com',
    workplaceTypes: ['Remote'],
    industries: ['TECHNOLOGY'],
    categories: ['ENGINEERING'],
    preferences: settings({ resumeRequired: false }),
    questions: QUESTIONS.slice(0, 5),
  },
  {
    team: 'exceed',
    createdBy: 'rita-recruiter',
    recruiters: [],
    title: 'Workshop Community Manager',
    status: 'ARCHIVED',
    description:
      'Look after the people who come to our workshops between sessions: the forum, the follow-up ' +
      'emails and the office hours where clients bring the problems they met trying things at work.',
    skillsDescription: SKILLS,
    companyName: 'Exceed',
    location: 'Austin, TX',
    employmentStatus: 'PART_TIME',
    experienceLevel: 'ENTRY_LEVEL',
    posterEmail: 'rita@example.com',
    workplaceTypes: ['Hybrid'],
    industries: ['EDUCATION'],
    categories: ['MARKETING'],
    preferences: settings(),
    questions: QUESTIONS.slice(0, 5),
  },
  {
    team: 'northwind-ai',
    createdBy: 'lena-fischer',
    recruiters: [],
    title: 'AI Strategy Consultant',
    status: 'PUBLISHED',
    description:
      'Work with Northwind AI’s clients on where AI pays off: interviews with their teams, a map of the ' +
      'work worth automating, and a plan leadership can fund, with the change management it takes.',
    skillsDescription: SKILLS,
    companyName: 'Northwind AI',
    companyUrl: 'https://northwind.example.com',
    location: 'Berlin, Germany',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'MID_SENIOR_LEVEL',
    posterEmail: 'hello@northwind.example.com',
    workplaceTypes: ['Hybrid'],
    industries: ['CONSULTING'],
    categories: ['BUSINESS'],
    preferences: settings({ applicantSelfScheduleInterview: true }),
    questions: QUESTIONS.slice(0, 5),
  },
];
