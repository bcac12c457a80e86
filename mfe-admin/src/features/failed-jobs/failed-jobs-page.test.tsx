import type { FailedJob } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test-render.tsx';
import FailedJobsPage from './failed-jobs-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const refund: FailedJob = {
  id: '42',
  name: 'payments.refund',
  attempts: 5,
  maxAttempts: 5,
  lastError: 'Error: card_declined\n    at makeRefund (refunds.ts:10:3)',
  failedAt: '2026-11-20T10:00:00.000Z',
  runAt: '2026-11-20T10:00:00.000Z',
};

const page = (rows: FailedJob[]) => ({
  data: rows,
  meta: { currentPage: 1, perPage: 10, total: rows.length, lastPage: 1 },
});

function open(rows: FailedJob[]) {
  const get = vi.spyOn(api, 'get').mockResolvedValue(page(rows));
  renderPage(<FailedJobsPage />, { path: '/admin/failed-jobs' });
  return get;
}

describe('the failed jobs page', () => {
  it("lists each job with its attempts and its error's first line, the stack folded under it", async () => {
    const get = open([refund]);
    expect(await screen.findByText('payments.refund')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('/admin/failed-jobs', expect.objectContaining({ query: { page: 1 } }));
    expect(screen.getByText('5 of 5')).toBeTruthy();
    const summary = screen.getByText('Error: card_declined');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')?.open).toBe(false);
    await userEvent.setup().click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(screen.getByText(/at makeRefund/)).toBeTruthy();
  });

  it('queues a job again and says so', async () => {
    const user = userEvent.setup();
    open([refund]);
    const post = vi
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { ...refund, attempts: 0, failedAt: null } });
    await user.click(await screen.findByRole('button', { name: 'Retry job 42' }));
    expect(post).toHaveBeenCalledWith('/admin/failed-jobs/42/retry', undefined, {
      revalidates: ['/admin/failed-jobs'],
    });
    expect(await screen.findByText('Queued again')).toBeTruthy();
  });

  it('says when nothing failed', async () => {
    open([]);
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
  });
});
