import type { BookingResource, WorkshopResourceItem } from '@exceed/contract';
import { api } from '@exceed/session';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingResourcesTab } from './booking-resources-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const resource = (id: string, title: string, isVisible: boolean): WorkshopResourceItem => ({
  id,
  workshopId: 'w1',
  title,
  description: null,
  type: 'link',
  url: `https://example.com/${id}`,
  filePath: null,
  fileSize: null,
  fileType: null,
  sortOrder: 0,
  isVisible,
  isBroadcast: false,
});

describe("the coach's booking resources tab", () => {
  it("shows what the booking's attendees get: the booking's own choice wins over the workshop's", async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        resource('r1', 'Slides', true),
        resource('r2', 'Recording', false),
        resource('r3', 'Notes', true),
      ],
      meta: { currentPage: 1, perPage: 100, total: 3, lastPage: 1 },
    });
    const booking = {
      id: 'b1',
      workshopSchedule: { workshop: { id: 'w1' } },
      meta: {
        workshopResourcePreferences: [
          { id: 'r1', isVisible: false, isBroadcast: false },
          { id: 'r2', isVisible: true, isBroadcast: true },
        ],
      },
    } as unknown as BookingResource;
    render(
      <MemoryRouter>
        <BookingResourcesTab booking={booking} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Resources' });
    const row = async (title: string) =>
      within(await within(table).findByRole('row', { name: new RegExp(title) }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await row('Slides')).toEqual(['Slides', 'Link', 'No (this booking)', 'No (this booking)']);
    expect(await row('Recording')).toEqual(['Recording', 'Link', 'Yes (this booking)', 'Yes (this booking)']);
    expect(await row('Notes')).toEqual(['Notes', 'Link', 'Yes', 'No']);
  });
});
