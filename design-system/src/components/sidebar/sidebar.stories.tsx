import { type ReactNode, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from '../avatar/avatar.tsx';
import { Sidebar } from './sidebar.tsx';
import type { SidebarSection } from './sidebar-nav.tsx';

function Icon({ d }: { d: string }): ReactNode {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

const sections: SidebarSection[] = [
  {
    items: [{ href: '/c', label: 'Dashboard', end: true, icon: <Icon d="M3 12 12 3l9 9M5 10v10h14V10" /> }],
  },
  {
    title: 'Workshops',
    items: [
      { href: '/c/workshops', label: 'Workshops', icon: <Icon d="M4 5h16v12H4zM8 21h8M12 17v4" /> },
      {
        href: '/c/bookings',
        label: 'Bookings',
        badge: 3,
        icon: <Icon d="M4 6h16v14H4zM4 10h16M9 3v4M15 3v4" />,
      },
      { href: '/c/resources', label: 'Resources', icon: <Icon d="M6 3h9l5 5v13H6zM14 3v6h6" /> },
    ],
  },
  {
    title: 'Business',
    items: [
      { href: '/c/payments', label: 'Payments', icon: <Icon d="M3 6h18v12H3zM3 10h18" /> },
      {
        href: '/c/clients',
        label: 'Clients',
        icon: <Icon d="M16 19a4 4 0 0 0-8 0M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
      },
    ],
  },
];

const logo = (
  <a
    href="#/c"
    style={{ color: 'inherit', fontWeight: 700, textDecoration: 'none', paddingInline: '0.75rem' }}
  >
    Ex
  </a>
);

const meta = {
  title: 'Components/Sidebar',
  component: Sidebar,
  args: {
    sections,
    open: true,
    onOpenChange: () => {},
    currentPath: '/c/bookings/12',
    // Hash links keep the story in place; the shell passes react-router's NavLink here instead.
    renderLink: ({ href, ...props }) => <a href={`#${href}`} {...props} />,
    header: logo,
    footer: <Avatar alt="Ada Lovelace" size="sm" />,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ height: '100vh', display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded, with Bookings current; the button at the bottom collapses it (the state lives in the story). */
export const Expanded: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return <Sidebar {...args} open={open} onOpenChange={setOpen} />;
  },
};

/** Collapsed to icons; hover or Tab to a link for its name in a tooltip. */
export const Collapsed: Story = { ...Expanded, args: { open: false } };

/** A collapsed link's tooltip, shown by keyboard focus. */
export const CollapsedWithTooltip: Story = {
  ...Collapsed,
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLAnchorElement>('.ex-sidebar [aria-current="page"]')?.focus();
  },
};

/** Below 768px: a menu button that opens the sidebar in a drawer (opened here). */
export const PhoneDrawer: Story = {
  ...Expanded,
  args: { mobileOpen: true, onMobileOpenChange: () => {} },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Dark: Story = { ...Expanded, globals: { theme: 'dark' } };

export const DarkCollapsed: Story = { ...Collapsed, globals: { theme: 'dark' } };
