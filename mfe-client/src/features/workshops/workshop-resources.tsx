import type { WorkshopResourceItem } from '@exceed/api/contract';
import { Badge, Card, EmptyState, Skeleton } from '@exceed/design-system';
import { statusOf, useApi } from '@exceed/session';
import type { Page } from '../../lib/api-types.ts';
import { LoadError } from '../../lib/load-error.tsx';
import '../../lib/client.css';

interface Preference {
  id: string;
  isVisible: boolean;
}

/** Where a resource opens: its address, or its uploaded file through the API. */
const hrefOf = (resource: WorkshopResourceItem) =>
  resource.url ??
  (resource.filePath ? `/v1/workshops/${resource.workshopId}/resources/${resource.id}/file` : undefined);

/**
 * The visible resources of a workshop (GET /v1/workshops/{id}/resources), a booking's own choices
 * (meta.workshopResourcePreferences) taking precedence over the coach's.
 */
export function WorkshopResources({
  workshopId,
  preferences = [],
}: {
  workshopId: string;
  preferences?: readonly Preference[];
}) {
  const { data, error, mutate } = useApi<Page<WorkshopResourceItem>>(`/workshops/${workshopId}/resources`, {
    perPage: 100,
  });
  const status = error ? statusOf(error) : undefined;
  if (status === 403 || status === 404) {
    return (
      <EmptyState
        size="compact"
        title="Resources are not available here"
        description="This workshop's resources are shared with members of the team that runs it."
      />
    );
  }
  if (error) return <LoadError error={error} retry={() => mutate()} what="the resources" />;
  if (!data) return <Skeleton shape="rect" height="8rem" />;
  const choice = new Map(preferences.map((preference) => [preference.id, preference.isVisible]));
  const visible = data.data.filter((resource) => choice.get(resource.id) ?? resource.isVisible);
  if (visible.length === 0) {
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
        {visible.map((resource) => {
          const href = hrefOf(resource);
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
