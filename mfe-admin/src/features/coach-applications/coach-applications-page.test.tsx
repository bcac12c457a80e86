import type { CoachApplicationResource } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-render.tsx';
import CoachApplicationsPage from './coach-applications-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const maya: CoachApplicationResource = {
  id: 'a1',
  status: 'PENDING',
  businessName: 'Okafor Support Studio',
  specializations: ['AI for customer support', 'Help-centre automation'],
  bio: 'I help support teams work with AI.',
  experiences: [{ title: 'Head of Customer Success', company: 'Brightdesk', order: 1, years: 5, months: 4 }],
  declineReason: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  applicant: { id: 'u1', username: 'maya-applicant', email: 'applicant@example.com', name: 'Maya Okafor' },
};

const page = (rows: CoachApplicationResource[]) => ({
  data: rows,
  meta: { currentPage: 1, perPage: 10, total: rows.length, lastPage: 1 },
});

/** Decisions make the list read itself again. */
const changesApplications = { revalidates: ['/coach-applications'] };

function open() {
  const get = vi.spyOn(api, 'get').mockResolvedValue(page([maya]));
  renderPage(<CoachApplicationsPage />, { path: '/admin/coach-applications' });
  return get;
}

describe('the coach applications page', () => {
  it("opens on the pending applications with each one's details", async () => {
    const get = open();
    expect(await screen.findByRole('heading', { name: /Maya Okafor/ })).toBeTruthy();
    expect(get).toHaveBeenCalledWith(
      '/coach-applications',
      expect.objectContaining({ query: { status: 'PENDING', page: 1 } }),
    );
    expect(screen.getByText('Okafor Support Studio')).toBeTruthy();
    expect(screen.getByText('AI for customer support, Help-centre automation')).toBeTruthy();
    expect(screen.getByText('Head of Customer Success at Brightdesk, 5 years 4 months')).toBeTruthy();
  });

  it('approves an application', async () => {
    const user = userEvent.setup();
    open();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...maya, status: 'APPROVED' } });
    await user.click(await screen.findByRole('button', { name: 'Approve Maya Okafor' }));
    expect(post).toHaveBeenCalledWith('/coach-applications/a1/approve', undefined, changesApplications);
    expect(await screen.findByText('Application approved')).toBeTruthy();
  });

  it('asks for a reason before it declines, and sends it', async () => {
    const user = userEvent.setup();
    open();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...maya, status: 'DECLINED' } });
    await user.click(await screen.findByRole('button', { name: 'Decline Maya Okafor' }));
    const dialog = await screen.findByRole('dialog', { name: "Decline Maya Okafor's application?" });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Reason is required.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Tell us about your clients.');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(post).toHaveBeenCalledWith(
      '/coach-applications/a1/decline',
      { reason: 'Tell us about your clients.' },
      changesApplications,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
