import { MULTIPLAI_APP } from '@exceed/api/contract';
import { AppCard, Button } from '@exceed/design-system';
import { Link } from 'react-router';

/** /c/apps: the apps a coach can connect. */
export default function AppsPage() {
  return (
    <section aria-labelledby="apps-title" className="coach-page">
      <h1 id="apps-title">Apps</h1>
      <ul className="coach-apps">
        <li>
          <AppCard
            name={MULTIPLAI_APP.name}
            description={MULTIPLAI_APP.description}
            action={
              <Button asChild variant="outline">
                <Link to="/c/apps/multiplai">Open multiplai</Link>
              </Button>
            }
          />
        </li>
      </ul>
    </section>
  );
}
