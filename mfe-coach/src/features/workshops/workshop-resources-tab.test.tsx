import type { WorkshopAbilities, WorkshopResource, WorkshopResourceItem } from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkshopResourcesTab } from './workshop-resources-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What the API grants the workshop's coach. */
const COACH_ABILITIES: WorkshopAbilities = {
  edit: true,
  publish: true,
  delete: true,
  manageResources: true,
  addSchedule: true,
  makeCodes: true,
  makeTeamCodes: false,
  editQuestions: true,
};

const resource = (id: string, title: string, sortOrder: number): WorkshopResourceItem => ({
  id,
  workshopId: 'w1',
  title,
  description: null,
  type: 'agent',
  url: null,
  filePath: null,
  fileSize: null,
  fileType: null,
  sortOrder,
  isVisible: true,
  isBroadcast: false,
});

const rows = [resource('r1', 'Slides', 0), resource('r2', 'Workbook', 1), resource('r3', 'Helper', 2)];

/** The tab of a workshop (w1) with three resources; answers the PUT's spy. */
function openTab(answer: () => Promise<unknown>) {
  vi.spyOn(api, 'get').mockResolvedValue({
    data: rows,
    meta: { currentPage: 1, perPage: 100, total: 3, lastPage: 1 },
  });
  const put = vi.spyOn(api, 'put').mockImplementation(answer);
  render(
    <>
      <WorkshopResourcesTab workshop={{ id: 'w1', abilities: COACH_ABILITIES } as WorkshopResource} />
      <Toaster />
    </>,
  );
  return put;
}

const titles = () =>
  within(screen.getByRole('table', { name: 'Resources' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Moves Slides one place down with the keyboard (Space, arrow down, Space). */
async function moveSlidesDown() {
  const user = userEvent.setup();
  screen.getByRole('button', { name: 'Reorder Slides' }).focus();
  await user.keyboard(' {ArrowDown} ');
}

describe('the coach resources tab', () => {
  it('saves a reorder in one request naming every resource in its new place', async () => {
    const put = openTab(async () => ({
      data: [resource('r2', 'Workbook', 0), resource('r1', 'Slides', 1), resource('r3', 'Helper', 2)],
    }));
    await screen.findByRole('button', { name: 'Reorder Slides' });
    await moveSlidesDown();
    await waitFor(() => expect(put).toHaveBeenCalledOnce());
    expect(put).toHaveBeenCalledWith(
      '/workshops/w1/resources/order',
      { ids: ['r2', 'r1', 'r3'] },
      { notify: false, revalidates: ['/workshops/w1/resources'] },
    );
    expect(await screen.findByText('Order saved')).toBeTruthy();
    expect(titles()).toEqual(['Workbook', 'Slides', 'Helper']);
  });

  it('puts the list back and says so when the order is refused', async () => {
    openTab(async () => {
      throw new ApiError(422, 'List every resource of this workshop exactly once.', {
        ids: ['List every resource of this workshop exactly once.'],
      });
    });
    await screen.findByRole('button', { name: 'Reorder Slides' });
    await moveSlidesDown();
    expect(await screen.findByText('Order not saved')).toBeTruthy();
    expect(
      screen.getByText('List every resource of this workshop exactly once. The list is back as it was.'),
    ).toBeTruthy();
    expect(titles()).toEqual(['Slides', 'Workbook', 'Helper']);
  });
});
