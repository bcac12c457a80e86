import type { WaitlistEntryResource } from '@exceed/contract';
import { Button, EmptyState, LoadError, Skeleton } from '@exceed/design-system';
import { usePageTitle } from '@exceed/session';
import { Link } from 'react-router';
import { useMyWaitlist } from '../../lib/my-waitlist-api.ts';
import { WaitlistEntryCard } from './waitlist-entry-card.tsx';
import '../../lib/client.css';
import './waitlist.css';

const LIVE = new Set<WaitlistEntryResource['status']>(['OFFERED', 'WAITING']);

/** Open offers first, then places in line, then the entries out of the line; newest first within each. */
const rank = (entry: WaitlistEntryResource) =>
  entry.status === 'OFFERED' ? 0 : LIVE.has(entry.status) ? 1 : 2;

/** /b/waitlist: my waitlist entries in every team, with my place in each line and the offers to claim. */
export default function WaitlistPage() {
  usePageTitle('Waitlist');
  const { data, error, mutate } = useMyWaitlist();
  const entries = [...(data?.data ?? [])].sort((a, b) => rank(a) - rank(b));
  return (
    <section aria-labelledby="waitlist-title" className="client-page">
      <h1 id="waitlist-title">Waitlist</h1>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="your waitlist" />
      ) : !data ? (
        <div role="status" aria-label="Loading your waitlist" className="client-list">
          <Skeleton shape="rect" height="7rem" />
          <Skeleton shape="rect" height="7rem" />
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          title="You are on no waitlist"
          description="When a session is fully booked, join its waitlist from its booking page: seats that free up are offered here and by mail."
          action={
            <Button asChild>
              <Link to="/workshops">Find a workshop</Link>
            </Button>
          }
        />
      ) : (
        <ul className="client-list" aria-labelledby="waitlist-title">
          {entries.map((entry) => (
            <li key={entry.id}>
              <WaitlistEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
