import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from '../avatar/avatar.tsx';
import { Navigation, type NavigationItem } from './navigation.tsx';

const items: NavigationItem[] = [
  { href: '/b', label: 'Home', end: true },
  { href: '/b/workshops', label: 'Workshops' },
  { href: '/b/bookings', label: 'Bookings' },
  { href: '/b/payments', label: 'Payments' },
  { href: '/b/coaches', label: 'Coaches' },
];

const brand = (
  <a href="#/b" style={{ fontWeight: 700, color: 'inherit', textDecoration: 'none', fontSize: '1.125rem' }}>
    Exceed
  </a>
);

const meta = {
  title: 'Components/Navigation',
  component: Navigation,
  args: {
    items,
    label: 'Main',
    currentPath: '/b/bookings/42',
    brand,
    actions: <Avatar alt="Ada Lovelace" size="sm" />,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['bar', 'tabs'] } },
} satisfies Meta<typeof Navigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top bar of the client area; `/b/bookings/42` marks Bookings as the current page. Narrow the window below 768px for the menu button. */
export const Bar: Story = {};

/** A section's sub-pages as underlined tabs that stay visible on phones (they scroll sideways if needed). */
export const Tabs: Story = {
  args: {
    variant: 'tabs',
    collapse: false,
    label: 'Workshop sections',
    brand: undefined,
    actions: undefined,
    currentPath: '/c/workshops/7/schedule',
    items: [
      { href: '/c/workshops/7', label: 'Overview', end: true },
      { href: '/c/workshops/7/schedule', label: 'Schedule' },
      { href: '/c/workshops/7/resources', label: 'Resources' },
      { href: '/c/workshops/7/bookings', label: 'Bookings' },
    ],
  },
};

/** The phone menu, opened: the links in a drawer from the left. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('.ex-navigation__menu-button')?.click();
  },
};

/** Below 768px the links collapse into the menu button. */
export const SmallScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkTabs: Story = { ...Tabs, globals: { theme: 'dark' } };
