import { Button, Card } from '@exceed/design-system';
import { Link } from 'react-router';
import '../../lib/client.css';

/** /b/apps: the apps an account can connect. */
export default function AppsPage() {
  return (
    <section aria-labelledby="apps-title" className="client-page">
      <h1 id="apps-title">Apps</h1>
      <ul className="client-list">
        <li>
          <Card asChild>
            <section aria-labelledby="app-multiplai-title">
              <Card.Header>
                <Card.Title as="h2" id="app-multiplai-title">
                  multiplai
                </Card.Title>
                <Card.Description>
                  The multi-agent app: connect your account to use your workshops' agents there.
                </Card.Description>
              </Card.Header>
              <Card.Footer>
                <Button asChild variant="outline">
                  <Link to="/b/apps/multiplai">Open multiplai</Link>
                </Button>
              </Card.Footer>
            </section>
          </Card>
        </li>
      </ul>
    </section>
  );
}
