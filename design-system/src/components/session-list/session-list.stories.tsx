import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SessionList } from './session-list.tsx';

const week = (day: number, title: string | null = null) => ({
  id: `s${day}`,
  startDate: `2027-03-${String(day).padStart(2, '0')}T17:00:00Z`,
  endDate: `2027-03-${String(day).padStart(2, '0')}T19:00:00Z`,
  title,
});

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  args: {
    sessions: [week(2, 'Kick-off'), week(9), week(16, 'Evaluation'), week(23)],
    timeZone: 'Europe/Berlin',
    labelledBy: 'sessions-heading',
  },
  decorators: [
    (Story) => (
      <section>
        <h2 id="sessions-heading">Sessions</h2>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A four-week cohort, two sessions titled. */
export const Cohort: Story = {};
