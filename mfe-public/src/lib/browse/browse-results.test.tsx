import type { Page } from '@exceed/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowseResults } from './browse-results.tsx';

afterEach(cleanup);

const page = (meta: Page<{ id: string }>['meta'] & { nextCursor?: string | null }) => ({
  data: [{ id: 'a' }],
  meta,
});

function renderResults(data: Page<{ id: string }>, onPage = vi.fn()) {
  render(
    <BrowseResults
      noun="workshops"
      data={data}
      error={undefined}
      isLoading={false}
      empty={null}
      renderItem={(item) => <p key={item.id}>{item.id}</p>}
      onPage={onPage}
    />,
  );
  return onPage;
}

describe('BrowseResults', () => {
  it("moves Next by the list's cursor, and Previous by the page's number", () => {
    const onPage = renderResults(
      page({ currentPage: 2, perPage: 1, total: 3, lastPage: 3, nextCursor: 'after-a' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(3, 'after-a');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('moves Next by number when the list gives no cursor', () => {
    const onPage = renderResults(page({ currentPage: 1, perPage: 1, total: 2, lastPage: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenLastCalledWith(2, undefined);
  });
});
