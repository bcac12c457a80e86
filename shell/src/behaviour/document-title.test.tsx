import { usePageTitle } from '@exceed/session';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, useDocumentTitle } from './document-title.ts';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function Shell({ page }: { page?: string }) {
  useDocumentTitle();
  return page ? <Page key={page} title={page} /> : null;
}

describe('page titles', () => {
  it('reads page title, separator, product name, and the environment outside the release', () => {
    expect(pageTitle('Coach Dashboard', 'production')).toBe('Coach Dashboard | Exceed');
    expect(pageTitle(undefined, 'production')).toBe('Exceed');
    expect(pageTitle('Bookings', 'staging')).toBe('Bookings | Exceed [staging]');
  });

  it("shows the title the page on screen set, and drops it with the page, never leaving the last page's", () => {
    const { rerender } = render(<Shell page="Bookings" />);
    expect(document.title).toBe(pageTitle('Bookings'));
    rerender(<Shell page="Grace Coach" />);
    expect(document.title).toBe(pageTitle('Grace Coach'));
    rerender(<Shell />);
    expect(document.title).toBe(pageTitle(undefined));
  });
});
