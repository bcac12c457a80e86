import {
  bodyCheck,
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_GROUPS,
  WEBHOOK_EVENTS,
  type WebhookEndpointResource,
  type WebhookEventType,
} from '@exceed/contract';
import { Button, Checkbox, Dialog, Fieldset, Form, Input, toast, useForm } from '@exceed/design-system';
import { useId, useState } from 'react';
import { createWebhookEndpoint, updateWebhookEndpoint } from './webhooks-api.ts';

const checkEndpoint = bodyCheck(createWebhookEndpointSchema);

interface EndpointValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

const valuesOf = (endpoint?: WebhookEndpointResource): EndpointValues => ({
  url: endpoint?.url ?? '',
  description: endpoint?.description ?? '',
  events: endpoint ? [...endpoint.events] : [],
});

/** The events, grouped, as checkboxes; a missing choice is said under the group. */
function EventChoices({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly WebhookEventType[];
  error: string | undefined;
  onChange: (events: WebhookEventType[]) => void;
}) {
  const errorId = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(on ? [...chosen, type] : chosen.filter((event) => event !== type));
  return (
    <Fieldset
      legend="Events"
      description="What is sent to this address. Each event is one signed POST."
      aria-invalid={error ? true : undefined}
      aria-errormessage={error ? errorId : undefined}
      tabIndex={-1}
      className="webhooks-events"
    >
      {WEBHOOK_EVENT_GROUPS.map(({ group, events }) => (
        <Fieldset key={group} legend={group} className="webhooks-events__group">
          {events.map((type) => (
            <Checkbox
              key={type}
              label={<code>{type}</code>}
              description={WEBHOOK_EVENTS[type].description}
              checked={chosen.includes(type)}
              onCheckedChange={(checked) => toggle(type, checked === true)}
            />
          ))}
        </Fieldset>
      ))}
      {error ? (
        <p id={errorId} className="coach-error">
          {error}
        </p>
      ) : null}
    </Fieldset>
  );
}

/** The secret of a new endpoint, with Copy: the API never shows it again. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast({ title: 'Secret copied', description: 'Keep it with your receiver.', variant: 'success' });
    } catch {
      toast({ title: 'The secret could not be copied', description: 'Select it and copy it yourself.' });
    }
  };
  return (
    <div className="coach-stack">
      <p role="alert" className="webhooks-secret__warning">
        Copy the signing secret now: it will not be shown again. Your receiver checks each request's signature
        with it (docs: "Verifying the signature").
      </p>
      <Input
        label="Signing secret"
        readOnly
        value={secret}
        onFocus={(event) => event.currentTarget.select()}
        className="webhooks-secret"
      />
      <div className="coach-row-actions">
        <Button variant="outline" onClick={() => void copy()}>
          Copy secret
        </Button>
        <Button onClick={onDone}>I have saved it</Button>
      </div>
    </div>
  );
}

/**
 * Adding an endpoint (then its secret, once) or changing one's address, description and events, in a
 * dialog. The API checks the address (an https address on the public Internet) and says why it refuses one.
 */
export function WebhookEndpointDialog({
  teamId,
  endpoint,
  open,
  onOpenChange,
}: {
  teamId: string;
  /** The endpoint to change; none to add one. */
  endpoint?: WebhookEndpointResource;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [secret, setSecret] = useState<string | null>(null);
  const formId = useId();
  const form = useForm<EndpointValues>({
    initialValues: valuesOf(endpoint),
    validate: (values) => checkEndpoint(values),
    onSubmit: async (values) => {
      if (endpoint) {
        await updateWebhookEndpoint(teamId, endpoint.id, values, { notify: false });
        toast({ title: 'Webhook saved', description: values.url, variant: 'success' });
        onOpenChange(false);
        return;
      }
      const made = await createWebhookEndpoint(teamId, values);
      setSecret(made.data.secret);
    },
  });
  const close = (next: boolean) => {
    // The secret is shown until its reader says they saved it: closing otherwise would lose it for good.
    if (!next && secret) toast({ title: 'Webhook added', description: form.values.url, variant: 'success' });
    if (!next) {
      setSecret(null);
      form.reset(valuesOf(endpoint));
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      size="lg"
      title={secret ? 'Webhook added' : endpoint ? 'Edit webhook' : 'Add a webhook'}
      description={
        secret ? undefined : 'Exceed POSTs the events you choose to this address, signed with its own secret.'
      }
      footer={
        secret ? undefined : (
          <>
            <Button variant="outline" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={form.submitting}>
              {endpoint ? 'Save webhook' : 'Add webhook'}
            </Button>
          </>
        )
      }
    >
      {secret ? (
        <SecretOnce secret={secret} onDone={() => close(false)} />
      ) : (
        <Form form={form} id={formId} className="coach-stack">
          <Input
            label="Endpoint URL"
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/exceed"
            required
            {...form.register('url')}
          />
          <Input
            label="Description"
            placeholder="What receives it, e.g. our CRM"
            {...form.register('description')}
          />
          <EventChoices
            chosen={form.values.events}
            error={form.errors.events}
            onChange={(events) => form.setValue('events', events)}
          />
        </Form>
      )}
    </Dialog>
  );
}
