import { Button, Card } from '@exceed/design-system';
import { Link } from 'react-router';

/** The coach's home in /c (SPEC §2: titled "Coach Dashboard"). */
export default function DashboardPage() {
  return (
    <section aria-labelledby="coach-dashboard-title">
      <h1 id="coach-dashboard-title">Coach Dashboard</h1>
      <Card>
        <Card.Header>
          <Card.Title>Upcoming schedules</Card.Title>
          <Card.Description>Your published schedules and their seats appear here.</Card.Description>
        </Card.Header>
        <Card.Footer>
          <Button asChild>
            <Link to="/c/workshops">Manage workshops</Link>
          </Button>
        </Card.Footer>
      </Card>
    </section>
  );
}
