import { MULTIPLAI_APP } from '@exceed/api/contract';
import { AppCard, Button } from '@exceed/design-system';
import { Link } from 'react-router';
import '../../lib/client.css';

/** /b/apps: the apps an account can connect. */
export default function AppsPage() {
  return (
    <section aria-labelledby="apps-title" className="client-page">
      <h1 id="apps-title">Apps</h1>
      <ul className="client-list">
        <li>
          <AppCard
            name={MULTIPLAI_APP.name}
            description={MULTIPLAI_APP.description}
            action={
              <Button asChild variant="outline">
                <Link to="/b/apps/multiplai">Open multiplai</Link>
              </Button>
            }
          />
        </li>
      </ul>
    </section>
  );
}
