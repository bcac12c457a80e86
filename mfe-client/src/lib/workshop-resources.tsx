import { Badge, Card, EmptyState, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf } from '@exceed/session';
import { resourceHref, useBookingResources } from './my-bookings-api.ts';
import './client.css';

/**
 * The resources a booking opens (useBookingResources), in whatever team it was booked: the API decides
 * which ones this booking shows. Before the booking is confirmed, or once it is cancelled, the API's
 * reason is shown instead. Shown by a booking's and a workshop's Resources tab.
 */
export function WorkshopResources({ bookingId }: { bookingId: string }) {
  const { data, error, mutate } = useBookingResources(bookingId);
  if (error && statusOf(error) === 403) {
    return <EmptyState size="compact" title="Resources are not open yet" description={error.message} />;
  }
  if (error) return <LoadError error={error} retry={() => mutate()} what="the resources" />;
  if (!data) return <Skeleton shape="rect" height="8rem" />;
  if (data.data.length === 0) {
    return (
      <EmptyState
        size="compact"
        title="No resources yet"
        description="Your coach's links, videos and documents for this workshop show here."
      />
    );
  }
  return (
    <section aria-labelledby="resources-title" className="client-section">
      <h2 id="resources-title">Resources</h2>
      <ul className="client-list">
        {data.data.map((resource) => {
          const href = resourceHref(bookingId, resource);
          return (
            <li key={resource.id}>
              <Card className="client-list__item">
                <div>
                  {href ? (
                    <a href={href} target="_blank" rel="noreferrer" className="client-list__title">
                      {resource.title}
                    </a>
                  ) : (
                    <strong>{resource.title}</strong>
                  )}
                  {resource.description ? <p className="client-muted">{resource.description}</p> : null}
                </div>
                <Badge>{resource.type}</Badge>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
