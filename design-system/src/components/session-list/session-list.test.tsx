import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionList } from './session-list.tsx';

afterEach(cleanup);

describe('SessionList', () => {
  it("numbers each session, names it when titled, and writes its span in the schedule's zone", () => {
    render(
      <section>
        <h2 id="heading">Sessions</h2>
        <SessionList
          labelledBy="heading"
          timeZone="Europe/Berlin"
          sessions={[
            {
              id: 'a',
              startDate: '2027-03-02T17:00:00Z',
              endDate: '2027-03-02T19:00:00Z',
              title: 'Kick-off',
            },
            { id: 'b', startDate: '2027-03-09T17:00:00Z', endDate: '2027-03-09T19:00:00Z', title: null },
          ]}
        />
      </section>,
    );
    const items = within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.ex-session-list__name')?.textContent)).toEqual([
      'Session 1: Kick-off',
      'Session 2',
    ]);
    expect(items[0]?.querySelector('time')?.textContent).toMatch(/^Tue, Mar 2, 2027, 6:00 – 8:00 PM GMT\+1/);
  });
});
