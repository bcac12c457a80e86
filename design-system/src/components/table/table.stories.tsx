import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Table, type TableColumn } from './table.tsx';

interface Booking {
  id: string;
  client: string;
  workshop: string;
  seats: number;
  status: 'CONFIRMED' | 'PENDING' | 'CANCELLED';
}

const statuses = ['CONFIRMED', 'PENDING', 'CANCELLED'] as const;
const workshops = ['Scaling your practice with AI agents', 'Negotiation basics', 'Public speaking'];
const bookings: Booking[] = Array.from({ length: 24 }, (_, index) => ({
  id: `b${index + 1}`,
  client: ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson'][index % 4] ?? '',
  workshop: workshops[index % 3] ?? '',
  seats: (index % 4) + 1,
  status: statuses[index % 3] ?? 'PENDING',
}));

const variants = { CONFIRMED: 'success', PENDING: 'warning', CANCELLED: 'danger' } as const;

const columns: TableColumn<Booking>[] = [
  { id: 'client', header: 'Client', cell: (row) => row.client },
  { id: 'workshop', header: 'Workshop', cell: (row) => row.workshop },
  { id: 'seats', header: 'Seats', cell: (row) => row.seats, align: 'end', width: '5rem' },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge variant={variants[row.status]}>{row.status}</Badge>,
    width: '8rem',
  },
];

const meta = {
  title: 'Components/Table',
  component: Table<Booking>,
  args: {
    'aria-label': 'Bookings',
    columns,
    rows: bookings.slice(0, 5),
    getRowId: (row: Booking) => row.id,
  },
} satisfies Meta<typeof Table<Booking>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { rows: [] } };

export const CustomEmptyText: Story = {
  args: { rows: [], emptyText: 'No bookings yet. They appear here once clients book a seat.' },
};

export const Loading: Story = { args: { loading: true } };

/** Client-side pagination, 10 rows a page (SPEC.md §9). */
export const Paginated: Story = { args: { rows: bookings, paginated: true } };

/** Server-side pagination: the rows are the current page, the page count comes from the API. */
export const ServerPagination: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(0);
    return (
      <Table
        {...args}
        rows={bookings.slice(page * 10, page * 10 + 10)}
        pageCount={3}
        pageIndex={page}
        onPageChange={setPage}
      />
    );
  },
};

interface SocialAccount {
  id: string;
  platform: string;
  url: string;
}

const socialColumns: TableColumn<SocialAccount>[] = [
  { id: 'platform', header: 'Platform', cell: (row) => row.platform, width: '9rem' },
  { id: 'url', header: 'URL', cell: (row) => row.url },
  {
    id: 'actions',
    header: <span className="ex-visually-hidden">Actions</span>,
    cell: (row) => (
      <Button variant="ghost" size="sm" aria-label={`Delete ${row.platform}`}>
        Delete
      </Button>
    ),
    align: 'end',
    width: '6rem',
  },
];

const socialAccounts: SocialAccount[] = [
  { id: 'github', platform: 'GitHub', url: 'https://github.com/ada' },
  { id: 'linkedin', platform: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
  { id: 'x', platform: 'X', url: 'https://x.com/ada' },
  { id: 'youtube', platform: 'YouTube', url: 'https://youtube.com/@ada' },
];

/**
 * Drag a row by its handle, or focus a handle and press Space, the arrows, then Space. Rows lose their
 * hover highlight while dragging and get it back 6 seconds after the drop, as in the Settings dialog.
 */
export const Reorderable: Story = {
  render: function Render() {
    const [rows, setRows] = useState(socialAccounts);
    return (
      <Table
        aria-label="Social accounts"
        columns={socialColumns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.platform}
        hoverRestoreDelay={6000}
        emptyText="No social accounts linked yet. Connect your profiles to build trust and increase visibility."
        onReorder={(from, to) =>
          setRows((current) => {
            const next = [...current];
            const [moved] = next.splice(from, 1);
            if (moved) next.splice(to, 0, moved);
            return next;
          })
        }
      />
    );
  },
};

export const Dark: Story = { ...Reorderable, globals: { theme: 'dark' } };

export const DarkPaginated: Story = { ...Paginated, globals: { theme: 'dark' } };

export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
