import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TABLE_DRAG_ANIMATION_MS,
  TABLE_EMPTY_TEXT,
  TABLE_FIRST_PAGE,
  TABLE_PAGE_SIZE,
  Table,
  type TableColumn,
  type TableProps,
} from './table.tsx';

interface Account {
  id: string;
  platform: string;
  url: string;
}

const columns: TableColumn<Account>[] = [
  { id: 'platform', header: 'Platform', cell: (row) => row.platform },
  { id: 'url', header: 'URL', cell: (row) => row.url },
];

const accounts: Account[] = ['GitHub', 'LinkedIn', 'X', 'YouTube'].map((platform) => ({
  id: platform.toLowerCase(),
  platform,
  url: `https://${platform.toLowerCase()}.com/ada`,
}));

const many: Account[] = Array.from({ length: 23 }, (_, index) => ({
  id: `a${index + 1}`,
  platform: `Platform ${index + 1}`,
  url: `https://example.com/${index + 1}`,
}));

function bodyRows() {
  const [, body] = screen.getAllByRole('rowgroup');
  return within(body as HTMLElement).getAllByRole('row');
}

function platforms() {
  return bodyRows().map((row) => within(row).getAllByRole('cell').at(-2)?.textContent);
}

/** The Social Accounts list: the parent moves the row, as the form does with setValue. */
function SocialAccounts(
  props: Partial<TableProps<Account>> & { onMove?: (from: number, to: number) => void },
) {
  const { onMove, ...rest } = props;
  const [rows, setRows] = useState(accounts);
  return (
    <Table
      aria-label="Social accounts"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.platform}
      onReorder={(from, to) => {
        onMove?.(from, to);
        setRows((current) => {
          const next = [...current];
          const [moved] = next.splice(from, 1);
          if (moved) next.splice(to, 0, moved);
          return next;
        });
      }}
      {...rest}
    />
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Table', () => {
  it('has the SPEC §9 defaults', () => {
    expect(TABLE_PAGE_SIZE).toBe(10);
    expect(TABLE_FIRST_PAGE).toBe(0);
    expect(TABLE_DRAG_ANIMATION_MS).toBe(300);
    expect(TABLE_EMPTY_TEXT).toBe('No results');
  });

  it('renders column headers and a row per item', () => {
    render(
      <Table aria-label="Social accounts" columns={columns} rows={accounts} getRowId={(row) => row.id} />,
    );
    const table = screen.getByRole('table', { name: 'Social accounts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Platform', 'URL']);
    expect(platforms()).toEqual(['GitHub', 'LinkedIn', 'X', 'YouTube']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says "No results" when empty, or the given text', () => {
    const { rerender } = render(
      <Table aria-label="Accounts" columns={columns} rows={[]} getRowId={(row) => row.id} />,
    );
    expect(screen.getByRole('cell', { name: 'No results' })).toHaveAttribute('colspan', '2');
    rerender(
      <Table
        aria-label="Accounts"
        columns={columns}
        rows={[]}
        getRowId={(row) => row.id}
        emptyText="No social accounts linked yet."
      />,
    );
    expect(screen.getByRole('cell', { name: 'No social accounts linked yet.' })).toBeInTheDocument();
  });

  it('shows skeleton rows while loading and marks the table busy', () => {
    render(
      <Table
        aria-label="Accounts"
        columns={columns}
        rows={accounts}
        getRowId={(row) => row.id}
        loading
        loadingRows={4}
      />,
    );
    expect(screen.getByRole('table', { name: 'Accounts' })).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(4);
    expect(screen.queryByText('GitHub')).not.toBeInTheDocument();
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });

  it('pages through rows ten at a time, from the first page', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Table
        aria-label="Accounts"
        columns={columns}
        rows={many}
        getRowId={(row) => row.id}
        paginated
        onPageChange={onPageChange}
      />,
    );
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pagination).toHaveTextContent('Page 1 of 3');
    expect(bodyRows()).toHaveLength(10);
    expect(platforms()[0]).toBe('Platform 1');
    expect(within(pagination).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    expect(pagination).toHaveTextContent('Page 2 of 3');
    expect(platforms()[0]).toBe('Platform 11');

    await user.click(within(pagination).getByRole('button', { name: 'Next' }));
    expect(pagination).toHaveTextContent('Page 3 of 3');
    expect(bodyRows()).toHaveLength(3);
    expect(within(pagination).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pagination).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves paging to the server when given a page count', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Table
        aria-label="Bookings"
        columns={columns}
        rows={many.slice(0, 12)}
        getRowId={(row) => row.id}
        pageCount={5}
        pageIndex={2}
        onPageChange={onPageChange}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 3 of 5');
    // The rows are the current page already: none are cut.
    expect(bodyRows()).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('reorders a row from the keyboard: Space lifts, arrows move, Space drops', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    render(<SocialAccounts onMove={onMove} />);
    const handle = screen.getByRole('button', { name: 'Reorder GitHub' });
    expect(handle).toHaveAccessibleDescription(/Press Space to pick the row up/);
    handle.focus();
    await user.keyboard(' ');
    expect(screen.getByText(/Picked up GitHub, position 1 of 4/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByText('GitHub moved to position 3 of 4.')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(onMove).toHaveBeenCalledWith(0, 2);
    expect(platforms()).toEqual(['LinkedIn', 'X', 'GitHub', 'YouTube']);
    expect(screen.getByText('Dropped GitHub at position 3 of 4.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reorder GitHub' })).toHaveFocus();
  });

  it('cancels a keyboard move with Escape', async () => {
    const onMove = vi.fn();
    const user = userEvent.setup();
    render(<SocialAccounts onMove={onMove} />);
    screen.getByRole('button', { name: 'Reorder X' }).focus();
    await user.keyboard(' {ArrowUp}{Escape}');
    expect(onMove).not.toHaveBeenCalled();
    expect(platforms()).toEqual(['GitHub', 'LinkedIn', 'X', 'YouTube']);
    expect(screen.getByText(/Reorder cancelled. X is back at position 3 of 4/)).toBeInTheDocument();
  });

  it('reorders with a pointer drag by the handle', () => {
    const onMove = vi.fn();
    render(<SocialAccounts onMove={onMove} />);
    // jsdom has no layout: give each row a 40px slot.
    bodyRows().forEach((row, index) => {
      row.getBoundingClientRect = () => ({ top: index * 40, height: 40 }) as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Reorder LinkedIn' });
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 60 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 110 });
    expect(screen.getByRole('table')).toHaveAttribute('data-dragging', 'pointer');
    // The rows the dragged one passed slide up by its height.
    expect(bodyRows()[2]).toHaveStyle({ transform: 'translateY(-40px)' });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 110 });
    expect(onMove).toHaveBeenCalledWith(1, 2);
    expect(screen.getByRole('table')).not.toHaveAttribute('data-dragging');
  });

  it('pauses the hover highlight during a drag and restores it hoverRestoreDelay after the drop', () => {
    vi.useFakeTimers();
    render(<SocialAccounts hoverRestoreDelay={6000} />);
    const table = screen.getByRole('table');
    const handle = screen.getByRole('button', { name: 'Reorder GitHub' });
    act(() => handle.focus());
    expect(table).not.toHaveAttribute('data-hover-paused');
    fireEvent.keyDown(handle, { key: ' ' });
    expect(table).toHaveAttribute('data-dragging', 'keyboard');
    expect(table).toHaveAttribute('data-hover-paused');
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    fireEvent.keyDown(handle, { key: ' ' });
    expect(table).not.toHaveAttribute('data-dragging');
    expect(table).toHaveAttribute('data-hover-paused');
    act(() => vi.advanceTimersByTime(5999));
    expect(table).toHaveAttribute('data-hover-paused');
    act(() => vi.advanceTimersByTime(1));
    expect(table).not.toHaveAttribute('data-hover-paused');
  });

  it('restores the hover highlight right after the drop by default', () => {
    render(<SocialAccounts />);
    const table = screen.getByRole('table');
    const handle = screen.getByRole('button', { name: 'Reorder GitHub' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: ' ' });
    expect(table).toHaveAttribute('data-hover-paused');
    fireEvent.keyDown(handle, { key: 'Escape' });
    expect(table).not.toHaveAttribute('data-hover-paused');
  });

  it('has no drag handles without onReorder or while loading', () => {
    const { rerender } = render(
      <Table aria-label="Accounts" columns={columns} rows={accounts} getRowId={(row) => row.id} />,
    );
    expect(screen.queryByRole('button', { name: /Reorder/ })).not.toBeInTheDocument();
    rerender(
      <Table
        aria-label="Accounts"
        columns={columns}
        rows={accounts}
        getRowId={(row) => row.id}
        loading
        onReorder={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: /Reorder/ })).not.toBeInTheDocument();
  });
});
