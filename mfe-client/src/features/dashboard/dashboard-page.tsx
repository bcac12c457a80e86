import { Button, Card } from '@exceed/design-system';
import { useSession } from '@exceed/session';
import { Link } from 'react-router';

/** The client's home in /b: what is coming up and where to go next. */
export default function DashboardPage() {
  const setSettingsOpen = useSession((s) => s.setSettingsOpen);
  return (
    <section aria-labelledby="client-dashboard-title" className="client-dashboard">
      <h1 id="client-dashboard-title">Dashboard</h1>
      <Card>
        <Card.Header>
          <Card.Title>Upcoming sessions</Card.Title>
          <Card.Description>Sessions you have booked appear here.</Card.Description>
        </Card.Header>
        <Card.Footer>
          <Button asChild>
            <Link to="/workshops">Find a workshop</Link>
          </Button>
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            Open settings
          </Button>
        </Card.Footer>
      </Card>
    </section>
  );
}
