import type { JobApplicationResource, JobApplicationStatus } from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ApplicationPage from './application-page.tsx';
import ApplicationsPage from './applications-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const POSTING = '/t/job-postings/p1';

const application = (
  id: string,
  name: string,
  status: JobApplicationStatus,
  changeStatus = true,
): JobApplicationResource => ({
  id,
  jobPostingId: 'p1',
  name,
  email: `${id}@example.com`,
  resume: null,
  answers: [{ questionId: 'q1', question: 'Why us?', answer: 'Because.' }],
  status,
  createdAt: '2026-01-02T10:00:00.000Z',
  abilities: { changeStatus },
});

const ada = application('a1', 'Ada Lovelace', 'NEW');
const grace = application('a2', 'Grace Hopper', 'SHORTLISTED');

/** The API as the pages read it: the posting, its applications (`list`), and Ada's application (`one`). */
function answer(list = [ada, grace], one = ada) {
  return vi.spyOn(api, 'get').mockImplementation(async (path: string) => {
    if (path === POSTING) return { data: { id: 'p1', title: 'Prompt engineer' } };
    if (path === `${POSTING}/applications`) {
      return { data: list, meta: { currentPage: 1, perPage: 10, total: list.length, lastPage: 1 } };
    }
    if (path === `${POSTING}/applications/a1`) return { data: one };
    throw new ApiError(404, 'Not found.');
  });
}

/** The team's pages from `at`, in a fresh cache; the posting's page is a stand-in that names itself. */
function open(at: string) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/t/:slug/jobs/:id" element={<h1>The posting page</h1>} />
          <Route path="/t/:slug/jobs/:id/applications" element={<ApplicationsPage />} />
          <Route path="/t/:slug/jobs/:id/applications/:applicationId" element={<ApplicationPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </SWRConfig>,
  );
}

const pick = async (combobox: string, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: combobox }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

describe("a posting's applications", () => {
  it('shows each application with its status as a badge', async () => {
    answer();
    open('/t/exceed/jobs/p1/applications');
    const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    expect(within(row('Ada Lovelace')).getByText('New').dataset.variant).toBe('neutral');
    expect(within(row('Grace Hopper')).getByText('Shortlisted').dataset.variant).toBe('primary');
  });

  it('offers every application as a CSV download, and none before there is one', async () => {
    answer();
    open('/t/exceed/jobs/p1/applications');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/v1/t/job-postings/p1/applications.csv');
    cleanup();
    answer([]);
    open('/t/exceed/jobs/p1/applications');
    await screen.findByText('No applications yet');
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('asks the API for one status when filtered, from page 1', async () => {
    const get = answer();
    open('/t/exceed/jobs/p1/applications?page=2');
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await pick('Status', 'Shortlisted');
    await waitFor(() =>
      expect(get).toHaveBeenCalledWith(`${POSTING}/applications`, {
        query: { status: 'SHORTLISTED', page: 1, perPage: 10 },
        notify: undefined,
      }),
    );
  });

  it('leads back to the posting, named by its title', async () => {
    answer();
    open('/t/exceed/jobs/p1/applications');
    const back = await screen.findByRole('link', { name: 'Back to Prompt engineer' });
    expect(back.getAttribute('href')).toBe('/t/exceed/jobs/p1');
    await userEvent.click(back);
    expect(screen.getByRole('heading', { name: 'The posting page' })).toBeTruthy();
  });
});

describe('one application', () => {
  it('shows its status and leads back to the applications and to the posting', async () => {
    answer();
    open('/t/exceed/jobs/p1/applications/a1');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.getByText('New', { selector: '.ex-badge' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to applications' }).getAttribute('href')).toBe(
      '/t/exceed/jobs/p1/applications',
    );
    const posting = await screen.findByRole('link', { name: 'Prompt engineer' });
    expect(posting.getAttribute('href')).toBe('/t/exceed/jobs/p1');
  });

  it('changes its status, says so, and shows what the API answered', async () => {
    answer();
    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...ada, status: 'REJECTED' } } as never);
    open('/t/exceed/jobs/p1/applications/a1');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await pick('Status', 'Rejected');
    expect(patch).toHaveBeenCalledWith(
      `${POSTING}/applications/a1`,
      { status: 'REJECTED' },
      { revalidates: [`${POSTING}/applications`, `${POSTING}/applications/a1`] },
    );
    expect(await screen.findByText('Application rejected')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Rejected', { selector: '.ex-badge' })).toBeTruthy());
  });

  it('says why when the API refuses the change, and keeps the status as it was', async () => {
    answer();
    const refusal = new ApiError(422, 'The given data was invalid.', {
      status: ['Please select a valid status'],
    });
    vi.spyOn(api, 'patch').mockRejectedValue(refusal);
    const notify = vi.spyOn(api, 'notifyFailure');
    open('/t/exceed/jobs/p1/applications/a1');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await pick('Status', 'Hired');
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        "The status of Ada Lovelace's application was not changed",
        refusal,
      ),
    );
    expect(screen.queryByText('Applicant hired')).toBeNull();
    expect(screen.getByText('New', { selector: '.ex-badge' })).toBeTruthy();
  });

  it('offers no change to a reader the API does not let change it', async () => {
    answer([ada], application('a1', 'Ada Lovelace', 'HIRED', false));
    open('/t/exceed/jobs/p1/applications/a1');
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(screen.getByText('Hired', { selector: '.ex-badge' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });
});
