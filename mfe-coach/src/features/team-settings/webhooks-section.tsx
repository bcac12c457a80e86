import type { WebhookEndpointResource } from '@exceed/contract';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  LoadError,
  Skeleton,
  StatusBadge,
  toast,
} from '@exceed/design-system';
import { useState } from 'react';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { WebhookEndpointDialog } from './webhook-endpoint-form.tsx';
import {
  deleteWebhookEndpoint,
  sendTestEvent,
  updateWebhookEndpoint,
  useWebhookEndpoints,
} from './webhooks-api.ts';

/** Which dialog is open, for which endpoint. */
type Open =
  | { dialog: 'add' }
  | { dialog: 'edit' | 'log' | 'delete'; endpoint: WebhookEndpointResource }
  | null;

/** How an endpoint's last delivery went, in a line. */
function LastDelivery({ endpoint }: { endpoint: WebhookEndpointResource }) {
  const last = endpoint.lastDelivery;
  if (!last) return <span className="coach-note">Nothing sent yet</span>;
  return (
    <span className="webhooks-last">
      Last: <code>{last.eventType}</code> <StatusBadge status={last.status} size="sm" />
      {last.responseStatus === null ? '' : ` ${last.responseStatus}`}, {formatDateTime(last.createdAt)}
    </span>
  );
}

/** One endpoint: its address, what it is for, its events and state, and what may be done with it. */
function EndpointRow({
  endpoint,
  teamId,
  onOpen,
}: {
  endpoint: WebhookEndpointResource;
  teamId: string;
  onOpen: (open: Open) => void;
}) {
  const [busy, setBusy] = useState<'toggle' | 'test' | null>(null);
  const name = endpoint.description || endpoint.url;
  const run = async (what: 'toggle' | 'test', action: () => Promise<unknown>, done: string) => {
    setBusy(what);
    try {
      await action();
      toast({ title: done, description: endpoint.url, variant: 'success' });
    } catch {
      // The API client has said what went wrong.
    } finally {
      setBusy(null);
    }
  };
  return (
    <li className="webhooks-endpoint">
      <div className="webhooks-endpoint__head">
        <p className="webhooks-endpoint__url">
          <code>{endpoint.url}</code>
        </p>
        {endpoint.enabled ? (
          <Badge variant="success">Enabled</Badge>
        ) : (
          <Badge variant="danger">Disabled</Badge>
        )}
      </div>
      {endpoint.description ? <p>{endpoint.description}</p> : null}
      {!endpoint.enabled && endpoint.disabledReason ? (
        <p className="coach-error">{endpoint.disabledReason}</p>
      ) : null}
      <p className="webhooks-endpoint__events">
        {endpoint.events.map((event) => (
          <code key={event}>{event}</code>
        ))}
      </p>
      <LastDelivery endpoint={endpoint} />
      <div className="coach-row-actions webhooks-endpoint__actions">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Delivery log of ${name}`}
          onClick={() => onOpen({ dialog: 'log', endpoint })}
        >
          Delivery log
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${name}`}
          onClick={() => onOpen({ dialog: 'edit', endpoint })}
        >
          Edit
        </Button>
        {endpoint.enabled ? (
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'test'}
            aria-label={`Send a test event to ${name}`}
            onClick={() => void run('test', () => sendTestEvent(teamId, endpoint.id), 'Test event queued')}
          >
            Send test event
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          loading={busy === 'toggle'}
          aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${name}`}
          onClick={() =>
            void run(
              'toggle',
              () => updateWebhookEndpoint(teamId, endpoint.id, { enabled: !endpoint.enabled }),
              endpoint.enabled ? 'Webhook disabled' : 'Webhook enabled',
            )
          }
        >
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          onClick={() => onOpen({ dialog: 'delete', endpoint })}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * Team settings → Webhooks (docs/webhooks.md): the team's endpoints with their state and last delivery,
 * Add, Edit, Enable or Disable, Delete, a test event and each one's delivery log. For the team's owners
 * and admins, whom the API lets in.
 */
export function WebhooksSection({ teamId }: { teamId: string }) {
  const list = useWebhookEndpoints(teamId);
  const [open, setOpen] = useState<Open>(null);
  const endpoints = list.data?.data ?? [];
  const close = (next: boolean) => {
    if (!next) setOpen(null);
  };
  return (
    <Card asChild>
      <section id="webhooks" aria-labelledby="team-webhooks-title">
        <Card.Header>
          <Card.Title id="team-webhooks-title" as="h2">
            Webhooks
          </Card.Title>
          <Card.Description>
            Send your team's bookings, payments, seats and more to another system as they happen, each request
            signed so the receiver knows it came from Exceed.
          </Card.Description>
        </Card.Header>
        <Card.Content className="coach-stack">
          {list.error ? (
            <LoadError error={list.error} retry={() => list.mutate()} what="the team's webhooks" />
          ) : !list.data ? (
            <Skeleton shape="rect" height="6rem" />
          ) : endpoints.length === 0 ? (
            <EmptyState
              size="compact"
              titleAs="h3"
              title="No webhooks yet"
              description="Add an endpoint to have Exceed POST the events you choose to it."
              action={<Button onClick={() => setOpen({ dialog: 'add' })}>Add webhook</Button>}
            />
          ) : (
            <>
              <ul className="webhooks-list" aria-label="Webhook endpoints">
                {endpoints.map((endpoint) => (
                  <EndpointRow key={endpoint.id} endpoint={endpoint} teamId={teamId} onOpen={setOpen} />
                ))}
              </ul>
              <div className="coach-row-actions">
                <Button onClick={() => setOpen({ dialog: 'add' })}>Add webhook</Button>
              </div>
            </>
          )}
        </Card.Content>
        {open?.dialog === 'add' ? <WebhookEndpointDialog teamId={teamId} open onOpenChange={close} /> : null}
        {open?.dialog === 'edit' ? (
          <WebhookEndpointDialog teamId={teamId} endpoint={open.endpoint} open onOpenChange={close} />
        ) : null}
        {open?.dialog === 'log' ? (
          <WebhookDeliveriesDialog teamId={teamId} endpoint={open.endpoint} open onOpenChange={close} />
        ) : null}
        {open?.dialog === 'delete' ? (
          <ConfirmDialog
            open
            onOpenChange={close}
            title="Delete this webhook?"
            description={`Nothing more is sent to ${open.endpoint.url}, and its delivery log is deleted with it. This cannot be undone.`}
            confirmLabel="Delete webhook"
            onConfirm={async () => {
              await deleteWebhookEndpoint(teamId, open.endpoint.id);
              toast({ title: 'Webhook deleted', description: open.endpoint.url, variant: 'success' });
            }}
          />
        ) : null}
      </section>
    </Card>
  );
}
