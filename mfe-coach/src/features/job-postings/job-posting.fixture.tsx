import type { JobPostingResource } from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { api } from '@exceed/session';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { JobPostingForm } from './job-posting-form.tsx';

// jsdom has no ResizeObserver; Radix measures its checkboxes and switches with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

/** The team's one member, a recruiter. */
export const RITA = '00000000-0000-4000-8000-000000000002';

/** A valid posting of the team t1 with five enabled questions, Q1 to Q5 in order. */
export const posting: JobPostingResource = {
  id: 'p1',
  title: 'Prompt engineer',
  description: 'D'.repeat(120),
  companyName: 'Exceed',
  companyUrl: null,
  location: 'Remote',
  employmentStatus: 'FULL_TIME',
  experienceLevel: 'MID_SENIOR_LEVEL',
  listingType: null,
  availability: null,
  posterEmail: 'jobs@example.com',
  skillsDescription: 'S'.repeat(120),
  externalJobPostingId: null,
  workplaceTypes: ['Remote'],
  industries: [],
  categories: ['IT'],
  meta: {},
  status: 'DRAFT',
  preferences: {},
  recruiterIds: [],
  interviewQuestions: [1, 2, 3, 4, 5].map((n) => ({ id: `q${n}`, title: `Q${n}`, order: n, enabled: true })),
  createdBy: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  deletedAt: null,
  abilities: { edit: true, delete: true, viewApplications: true },
};

/**
 * The form of `edited` (a new posting when absent) in a fresh swr cache, with the team (GET /v1/t) and
 * its one active member answered; `onSaved` is the form's.
 */
export function renderForm(edited?: JobPostingResource, onSaved = vi.fn()) {
  vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path === '/t'
      ? { data: { id: 't1', slug: 'exceed' } }
      : {
          data: [
            {
              userId: RITA,
              username: 'rita',
              email: 'rita@example.com',
              firstName: 'Rita',
              lastName: 'Recruiter',
              role: 'recruiter',
              status: 'ACTIVE',
            },
          ],
          meta: { currentPage: 1, perPage: 100, total: 1, lastPage: 1 },
        },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <JobPostingForm posting={edited} onSaved={onSaved} />
      <Toaster />
    </SWRConfig>,
  );
  return onSaved;
}
