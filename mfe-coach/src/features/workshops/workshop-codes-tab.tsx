import type { PromoCodeResource, WorkshopResource } from '@exceed/contract';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  formatMoney,
  LoadError,
  Select,
  Table,
  type TableColumn,
  toast,
  VisuallyHidden,
} from '@exceed/design-system';
import { useState } from 'react';
import { PromoCodeForm } from './promo-code-form.tsx';
import { deleteCode, useWorkshopCodes } from './promo-codes-api.ts';
import { todayUtc, when } from './schedule-table.tsx';
import { useWorkshopSchedules } from './workshops-api.ts';

const discountOf = (code: PromoCodeResource) =>
  code.percentOff !== null
    ? `${code.percentOff}% off`
    : `${formatMoney(code.amountOff ?? 0, code.currency ?? 'USD')} off`;

const limitsOf = (code: PromoCodeResource) =>
  [
    code.validFrom ? `from ${formatDateTime(code.validFrom)}` : null,
    code.validUntil ? `until ${formatDateTime(code.validUntil)}` : null,
    code.minSeats > 1 ? `${code.minSeats}+ seats` : null,
    code.maxPerPerson !== null ? `${code.maxPerPerson} per person` : null,
  ]
    .filter(Boolean)
    .join(', ') || 'None';

const revenueOf = (code: PromoCodeResource) =>
  code.revenue.length === 0
    ? formatMoney(0, code.currency ?? 'USD')
    : code.revenue.map((line) => formatMoney(line.amount, line.currency)).join(' + ');

/**
 * The workshop's promo codes tab: the codes that apply to it (its own and the team's) with their uses and
 * what their bookings brought in, a link to a session's booking page with the code applied, and the form
 * that makes one.
 */
export function WorkshopCodesTab({ workshop }: { workshop: WorkshopResource }) {
  const { data, error, mutate } = useWorkshopCodes(workshop.id);
  const sessions = useWorkshopSchedules(workshop.id, { from: todayUtc() });
  const bookable = (sessions.data?.data ?? []).filter((session) => session.status === 'PUBLISHED');
  const [sessionId, setSessionId] = useState<string | undefined>();
  const linkSession = bookable.find((session) => session.id === sessionId) ?? bookable[0];
  const [removing, setRemoving] = useState<PromoCodeResource | null>(null);
  const codes = data?.data ?? [];

  const linkOf = (code: PromoCodeResource) =>
    linkSession
      ? `${window.location.origin}/workshops/${linkSession.id}/book?code=${encodeURIComponent(code.code)}`
      : undefined;
  const copy = async (code: PromoCodeResource) => {
    const link = linkOf(code);
    if (!link) return;
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied', description: link, variant: 'success' });
  };

  const columns: TableColumn<PromoCodeResource>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (code) => (
        <>
          <strong>{code.code}</strong>
          {code.workshopId === null ? <span className="coach-muted"> (every workshop)</span> : null}
        </>
      ),
    },
    { id: 'discount', header: 'Discount', cell: discountOf },
    { id: 'limits', header: 'Limits', cell: limitsOf },
    {
      id: 'uses',
      header: 'Uses',
      align: 'end',
      cell: (code) =>
        code.maxRedemptions === null ? code.redemptions : `${code.redemptions} of ${code.maxRedemptions}`,
    },
    { id: 'revenue', header: 'Revenue', align: 'end', cell: revenueOf },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'end',
      cell: (code) => (
        <div className="coach-row-actions">
          {linkSession ? (
            <Button size="sm" variant="ghost" onClick={() => void copy(code)}>
              Copy link <VisuallyHidden>with {code.code}</VisuallyHidden>
            </Button>
          ) : null}
          {code.abilities.delete ? (
            <Button size="sm" variant="ghost" onClick={() => setRemoving(code)}>
              Delete <VisuallyHidden>{code.code}</VisuallyHidden>
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <div className="coach-stack">
      <Card asChild>
        <section aria-labelledby="workshop-codes-title">
          <Card.Header>
            <Card.Title id="workshop-codes-title" as="h2">
              Promo codes
            </Card.Title>
            <Card.Description>
              Codes buyers type on the booking page, or open with your link, for a lower price. Uses count the
              bookings holding seats with a code; revenue is what they paid, less refunds.
            </Card.Description>
          </Card.Header>
          <Card.Content className="coach-stack">
            {bookable.length > 1 ? (
              <Select
                label="Links open the booking page of"
                value={linkSession?.id ?? ''}
                options={bookable.map((session) => ({ value: session.id, label: when(session) }))}
                onChange={(value) => setSessionId(value)}
              />
            ) : null}
            {error ? (
              <LoadError error={error} retry={() => mutate()} what="the promo codes" />
            ) : data && codes.length === 0 ? (
              <EmptyState
                size="compact"
                titleAs="h3"
                title="No promo codes yet"
                description="Make one below and share its link in your newsletter."
              />
            ) : (
              <Table
                aria-labelledby="workshop-codes-title"
                columns={columns}
                rows={codes}
                getRowId={(code) => code.id}
                loading={!data}
                paginated
              />
            )}
          </Card.Content>
        </section>
      </Card>
      <Card asChild>
        <section aria-labelledby="new-code-title">
          <Card.Header>
            <Card.Title id="new-code-title" as="h2">
              New promo code
            </Card.Title>
          </Card.Header>
          <Card.Content>
            <PromoCodeForm
              workshop={workshop}
              mayMakeTeamCodes={workshop.abilities.makeTeamCodes}
              onSaved={() => void mutate()}
            />
          </Card.Content>
        </section>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Delete ${removing?.code ?? 'code'}?`}
        description="Buyers can no longer use it. Bookings made with it keep their price."
        confirmLabel="Delete code"
        onConfirm={async () => {
          if (removing) await deleteCode(removing.id);
          toast({ title: 'Code deleted', description: removing?.code, variant: 'success' });
          setRemoving(null);
        }}
      />
    </div>
  );
}
