import type { Knex } from 'knex';
import { JobPosting } from '../src/models/job-posting.ts';
import type { Tenant } from '../src/models/tenant.ts';

/** The bytes of a one-page PDF: enough for the upload to be typed a PDF by its bytes. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

let sequence = 0;

/** A posting of the team with five enabled questions (q1–q5) and one disabled (q6), PUBLISHED unless told. */
export async function createPosting(
  knex: Knex,
  tenant: Tenant,
  fields: Partial<
    Pick<JobPosting, 'title' | 'status' | 'employmentStatus' | 'experienceLevel' | 'recruiterIds'>
  > & {
    preferences?: Record<string, unknown>;
    workplaceTypes?: string[];
    categories?: string[];
    createdBy?: string | null;
    description?: string;
  } = {},
): Promise<JobPosting> {
  sequence++;
  return JobPosting.forTenant(tenant.id, knex).insertAndFetch({
    title: `Posting ${sequence}`,
    description: `A job about things, number ${sequence}. `.padEnd(120, '.'),
    companyName: 'Acme',
    companyUrl: 'https://acme.example.com',
    location: 'Lisbon',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'MID_SENIOR_LEVEL',
    posterEmail: 'poster@acme.example.com',
    skillsDescription: 's'.repeat(100),
    workplaceTypes: ['Remote'],
    industries: [],
    categories: ['IT'],
    meta: {},
    status: 'PUBLISHED',
    recruiterIds: [],
    createdBy: null,
    interviewQuestions: [1, 2, 3, 4, 5, 6].map((order) => ({
      id: `q${order}`,
      title: `Question ${order}`,
      order,
      enabled: order <= 5,
    })),
    ...fields,
    preferences: { acceptApplications: true, ...fields.preferences },
  });
}

/** An answer to each enabled question of createPosting's postings. */
export const answers = (): Record<string, string> =>
  Object.fromEntries([1, 2, 3, 4, 5].map((order) => [`answers.q${order}`, `Answer ${order}`]));
