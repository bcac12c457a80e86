import type { WebhookDeliveryResource, WebhookEndpointResource } from '@exceed/contract';
import {
  Button,
  Dialog,
  EmptyState,
  formatDateTime,
  LoadError,
  StatusBadge,
  TABLE_PAGE_SIZE,
  Table,
  toast,
} from '@exceed/design-system';
import { useId, useState } from 'react';
import { redeliverWebhook, useWebhookDeliveries } from './webhooks-api.ts';

/** What the last attempt of a delivery got: its status code, or why there was none. */
function answerOf(delivery: WebhookDeliveryResource): string {
  const last = delivery.attemptLog[0];
  if (!last) return 'Not sent yet';
  return last.responseStatus === null ? (last.error ?? 'No answer') : String(last.responseStatus);
}

const durationOf = (delivery: WebhookDeliveryResource) => {
  const last = delivery.attemptLog[0];
  return last ? `${last.durationMs} ms` : '—';
};

/** Every attempt of one delivery and the body it sends, under the log. */
function DeliveryDetails({ delivery, id }: { delivery: WebhookDeliveryResource; id: string }) {
  return (
    <section id={id} aria-label={`Delivery ${delivery.id}`} className="coach-stack webhooks-details">
      <dl className="coach-meta">
        <dt>webhook-id</dt>
        <dd>
          <code>{delivery.id}</code>
        </dd>
        {delivery.nextAttemptAt ? (
          <>
            <dt>Next attempt</dt>
            <dd>{formatDateTime(delivery.nextAttemptAt)}</dd>
          </>
        ) : null}
      </dl>
      <h3 className="coach-subheading">Attempts</h3>
      {delivery.attemptLog.length === 0 ? (
        <p className="coach-note">Not sent yet: it waits for the queue.</p>
      ) : (
        <ol className="webhooks-attempts">
          {delivery.attemptLog.map((attempt) => (
            <li key={attempt.attempt}>
              <p>
                <strong>Attempt {attempt.attempt}</strong>, {formatDateTime(attempt.startedAt)}:{' '}
                {attempt.responseStatus === null ? attempt.error : `answered ${attempt.responseStatus}`} in{' '}
                {attempt.durationMs} ms
              </p>
              {attempt.responseBody ? <pre className="webhooks-code">{attempt.responseBody}</pre> : null}
            </li>
          ))}
        </ol>
      )}
      <h3 className="coach-subheading">Payload</h3>
      <pre className="webhooks-code">{JSON.stringify(delivery.payload, null, 2)}</pre>
    </section>
  );
}

/**
 * An endpoint's delivery log, newest first: when, which event, how it went (status, the answer's code,
 * time taken, attempts), each with its attempts and payload, and Redeliver when the API allows it.
 */
export function WebhookDeliveriesDialog({
  teamId,
  endpoint,
  open,
  onOpenChange,
}: {
  teamId: string;
  endpoint: WebhookEndpointResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const titleId = useId();
  const detailsId = useId();
  const log = useWebhookDeliveries(teamId, endpoint.id, page, TABLE_PAGE_SIZE);
  const rows = log.data?.data ?? [];
  const selected = rows.find((delivery) => delivery.id === shown);
  const redeliver = async (delivery: WebhookDeliveryResource) => {
    setSending(delivery.id);
    try {
      await redeliverWebhook(teamId, delivery);
      toast({ title: 'Redelivery queued', description: delivery.eventType, variant: 'success' });
    } catch {
      // The API client has said what went wrong.
    } finally {
      setSending(null);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="xl" title="Delivery log" description={endpoint.url}>
      {log.error ? (
        <LoadError error={log.error} retry={() => log.mutate()} what="the delivery log" />
      ) : log.data && log.data.meta.total === 0 ? (
        <EmptyState
          size="compact"
          titleAs="p"
          title="Nothing sent yet"
          description="Each event this endpoint chose shows here once it happens. Send a test event to try it."
        />
      ) : (
        <div className="coach-stack">
          <h3 id={titleId} className="ex-visually-hidden">
            Deliveries
          </h3>
          <Table<WebhookDeliveryResource>
            aria-labelledby={titleId}
            rows={rows}
            loading={log.isLoading}
            getRowId={(row) => row.id}
            paginated
            pageCount={log.data?.meta.lastPage ?? 1}
            pageIndex={page - 1}
            onPageChange={(index) => setPage(index + 1)}
            columns={[
              { id: 'time', header: 'Time', cell: (row) => formatDateTime(row.createdAt) },
              { id: 'event', header: 'Event', cell: (row) => <code>{row.eventType}</code> },
              { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
              { id: 'answer', header: 'Response', cell: answerOf },
              { id: 'duration', header: 'Duration', align: 'end', cell: durationOf },
              { id: 'attempts', header: 'Attempts', align: 'end', cell: (row) => row.attempts },
              {
                id: 'actions',
                header: <span className="ex-visually-hidden">Actions</span>,
                align: 'end',
                cell: (row) => (
                  <div className="coach-row-actions">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-expanded={shown === row.id}
                      aria-controls={shown === row.id ? detailsId : undefined}
                      aria-label={`Details of ${row.eventType}, ${formatDateTime(row.createdAt)}`}
                      onClick={() => setShown(shown === row.id ? null : row.id)}
                    >
                      Details
                    </Button>
                    {row.abilities.redeliver ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        loading={sending === row.id}
                        aria-label={`Redeliver ${row.eventType}, ${formatDateTime(row.createdAt)}`}
                        onClick={() => void redeliver(row)}
                      >
                        Redeliver
                      </Button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
          {selected ? <DeliveryDetails delivery={selected} id={detailsId} /> : null}
        </div>
      )}
    </Dialog>
  );
}
