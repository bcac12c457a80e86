import { MULTIPLAI_APP } from '@exceed/contract';
import { AppCard, Button } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { type Area, multiplaiPath } from './area.ts';
import './apps.css';

/** /b/apps and /c/apps: the apps an account can connect, each opening its page in the same area. */
export default function AppsPage({ area }: { area: Area }) {
  usePageTitle('Apps');
  return (
    <section aria-labelledby="apps-title" className="apps-page">
      <h1 id="apps-title">Apps</h1>
      <ul className="apps-list">
        <li>
          <AppCard
            name={MULTIPLAI_APP.name}
            description={MULTIPLAI_APP.description}
            action={
              <Button asChild variant="outline">
                <Link to={multiplaiPath(area)}>Open multiplai</Link>
              </Button>
            }
          />
        </li>
      </ul>
    </section>
  );
}
