import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Input } from '../input/input.tsx';
import { Card } from './index.ts';

const meta = {
  title: 'Components/Card',
  component: Card,
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>Upcoming sessions</Card.Title>
        <Card.Description>Sessions you have booked appear here.</Card.Description>
      </Card.Header>
      <Card.Footer>
        <Button variant="outline">Open settings</Button>
        <Button>Find a workshop</Button>
      </Card.Footer>
    </Card>
  ),
};

/** A settings card as in the Account tab: saved on its own, Save disabled until the form changes. */
export const SettingsForm: Story = {
  render: () => (
    <Card asChild>
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Card.Header>
          <Card.Title>Display Name</Card.Title>
          <Card.Description>How clients and coaches see you across Exceed.</Card.Description>
        </Card.Header>
        <Card.Content style={{ display: 'grid', gap: '1rem' }}>
          <Input label="First name" defaultValue="Ada" required />
          <Input label="Middle name" description="Optional." />
          <Input label="Last name" defaultValue="" required error="Last name is not valid." />
        </Card.Content>
        <Card.Footer>
          <Button type="submit" disabled>
            Save
          </Button>
        </Card.Footer>
      </form>
    </Card>
  ),
};

export const Saving: Story = {
  render: () => (
    <Card>
      <Card.Header>
        <Card.Title>Email</Card.Title>
        <Card.Description>Sign-in codes are sent here.</Card.Description>
      </Card.Header>
      <Card.Content style={{ display: 'grid', gap: '0.75rem' }}>
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Badge variant="success">Verified</Badge>
          <Badge variant="primary">Primary</Badge>
        </div>
        <Input label="Email" type="email" defaultValue="ada@example.com" />
      </Card.Content>
      <Card.Footer>
        <Button type="submit" loading>
          Saving...
        </Button>
      </Card.Footer>
    </Card>
  ),
};

export const InteractiveLink: Story = {
  render: () => (
    <Card asChild interactive>
      <a href="#workshop">
        <Card.Header>
          <Card.Title>Scaling your practice with AI agents</Card.Title>
          <Card.Description>Intermediate · Online · 12 seats left</Card.Description>
        </Card.Header>
        <Card.Content>From $149 per seat</Card.Content>
      </a>
    </Card>
  ),
};

export const Dark: Story = { ...SettingsForm, globals: { theme: 'dark' } };
