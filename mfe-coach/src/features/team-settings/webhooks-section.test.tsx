import type { WebhookDeliveryResource, WebhookEndpointResource } from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebhooksSection } from './webhooks-section.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SECRET = `whsec_${'A'.repeat(43)}=`;

const crm: WebhookEndpointResource = {
  id: 'e1',
  url: 'https://hooks.example.com/crm',
  description: 'Our CRM',
  events: ['booking.confirmed', 'payment.refunded'],
  enabled: false,
  disabledReason: 'The endpoint answered 410 Gone: it asked not to be sent anything more.',
  failureCount: 0,
  lastDelivery: {
    status: 'FAILED',
    eventType: 'booking.confirmed',
    responseStatus: 410,
    createdAt: '2026-01-02T10:00:00.000Z',
  },
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};

const confirmed: WebhookDeliveryResource = {
  id: 'd1',
  endpointId: 'e1',
  eventType: 'booking.confirmed',
  payload: { id: 'ev1', type: 'booking.confirmed', data: { id: 'b1' } },
  status: 'FAILED',
  attempts: 1,
  nextAttemptAt: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  attemptLog: [
    {
      attempt: 1,
      startedAt: '2026-01-02T10:00:00.000Z',
      requestHeaders: { 'webhook-id': 'd1' },
      responseStatus: 410,
      responseBody: 'Gone: this hook was removed.',
      durationMs: 184,
      error: null,
    },
  ],
  abilities: { redeliver: true },
};

let teams = 0;

/** The section of a new team (each its own, so no read is cached between tests) with `endpoints`. */
function openSection(endpoints: WebhookEndpointResource[], deliveries: WebhookDeliveryResource[] = []) {
  const teamId = `t${++teams}`;
  vi.spyOn(api, 'get').mockImplementation(async (path: string) =>
    path.endsWith('/deliveries')
      ? { data: deliveries, meta: { currentPage: 1, perPage: 10, total: deliveries.length, lastPage: 1 } }
      : { data: endpoints },
  );
  render(
    <>
      <WebhooksSection teamId={teamId} />
      <Toaster />
    </>,
  );
  return teamId;
}

describe("the team's webhooks", () => {
  it('adds an endpoint with the events chosen, then shows its secret once with a copy button', async () => {
    const user = userEvent.setup();
    const teamId = openSection([]);
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...crm, enabled: true, secret: SECRET } });

    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), crm.url);
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Our CRM');
    const payments = within(dialog).getByRole('group', { name: 'Payments' });
    await user.click(within(payments).getByRole('checkbox', { name: /payment\.refunded/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /booking\.confirmed/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(`/tenants/${teamId}/webhook-endpoints`);
    expect(post.mock.calls[0]?.[1]).toEqual({
      url: crm.url,
      description: 'Our CRM',
      events: ['payment.refunded', 'booking.confirmed'],
    });
    const added = await screen.findByRole('dialog', { name: 'Webhook added' });
    expect(within(added).getByText(/it will not be shown again/)).toBeTruthy();
    expect((within(added).getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe(
      SECRET,
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(added).getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    await user.click(within(added).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the API's refusal of an address on the field", async () => {
    const user = userEvent.setup();
    openSection([]);
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook' });
    const refusal =
      'This address is on a private, loopback or link-local network, which webhooks may not reach.';
    vi.spyOn(api, 'post').mockRejectedValue(new ApiError(422, refusal, { url: [refusal] }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), 'http://10.0.0.1/hook');
    await user.click(within(dialog).getByRole('checkbox', { name: /booking\.created/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText(refusal)).toBeTruthy();
    expect(within(dialog).queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
  });

  it('shows a disabled endpoint with its reason, enables it, and deletes it after asking', async () => {
    const user = userEvent.setup();
    const teamId = openSection([crm]);
    const list = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(list).getByText('Disabled')).toBeTruthy();
    expect(within(list).getByText(crm.disabledReason ?? '')).toBeTruthy();
    expect(within(list).getByText('payment.refunded')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Send a test event to Our CRM' })).toBeNull();

    const patch = vi.spyOn(api, 'patch').mockResolvedValue({ data: { ...crm, enabled: true } });
    await user.click(within(list).getByRole('button', { name: 'Enable Our CRM' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0]?.slice(0, 2)).toEqual([
      `/tenants/${teamId}/webhook-endpoints/e1`,
      { enabled: true },
    ]);

    const remove = vi.spyOn(api, 'delete').mockResolvedValue(undefined);
    await user.click(within(list).getByRole('button', { name: 'Delete Our CRM' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this webhook?' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(remove).toHaveBeenCalled());
    expect(remove.mock.calls[0]?.[0]).toBe(`/tenants/${teamId}/webhook-endpoints/e1`);
  });

  it('lists the deliveries with their answers, shows an attempt, and redelivers one', async () => {
    const user = userEvent.setup();
    const teamId = openSection([{ ...crm, enabled: true, disabledReason: null }], [confirmed]);
    await user.click(await screen.findByRole('button', { name: 'Delivery log of Our CRM' }));
    const log = await screen.findByRole('dialog', { name: 'Delivery log' });
    const row = (await within(log).findByText('booking.confirmed')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('410')).toBeTruthy();
    expect(within(row).getByText('184 ms')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: /^Details of booking\.confirmed/ }));
    expect(within(log).getByText('Gone: this hook was removed.')).toBeTruthy();

    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { ...confirmed, status: 'PENDING' } });
    await user.click(within(row).getByRole('button', { name: /^Redeliver booking\.confirmed/ }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]?.[0]).toBe(`/tenants/${teamId}/webhook-deliveries/d1/redeliver`);
  });
});
