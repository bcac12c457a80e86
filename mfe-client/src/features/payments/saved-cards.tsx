import type { PaymentMethodResource } from '@exceed/contract';
import { Badge, Button, Card, Dialog, EmptyState, LoadError, Skeleton, toast } from '@exceed/design-system';
import { api } from '@exceed/session';
import { useState } from 'react';
import { AddTestCardForm } from './add-test-card-form.tsx';
import { removePaymentMethod, setDefaultPaymentMethod, usePaymentMethods } from './payments-api.ts';

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);
export const cardName = (card: PaymentMethodResource) => `${brandName(card.brand)} ending in ${card.last4}`;

/** The cards saved on my account (usePaymentMethods), the default first. */
export function SavedCards() {
  const { data, error, mutate } = usePaymentMethods();
  const cards = [...(data?.data ?? [])].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return (
    <section aria-labelledby="cards-title" className="client-section">
      <h2 id="cards-title">Saved cards</h2>
      {error ? (
        <LoadError error={error} retry={() => mutate()} what="your cards" />
      ) : !data ? (
        <Skeleton shape="rect" height="5rem" />
      ) : cards.length === 0 ? (
        <EmptyState
          size="compact"
          titleAs="h3"
          title="No saved cards"
          description="Cards you save show here, ready for your next booking."
        />
      ) : (
        <ul className="client-list">
          {cards.map((card) => (
            <li key={card.id}>
              <SavedCard card={card} />
            </li>
          ))}
        </ul>
      )}
      <AddTestCardForm />
    </section>
  );
}

function SavedCard({ card }: { card: PaymentMethodResource }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'default' | 'remove' | null>(null);
  const name = cardName(card);
  const makeDefault = async () => {
    setBusy('default');
    try {
      await setDefaultPaymentMethod(card.id);
      toast({
        title: 'Default card changed',
        description: `${name} is now your default card.`,
        variant: 'success',
      });
    } catch (error) {
      api.notifyFailure('The default card was not changed', error);
    } finally {
      setBusy(null);
    }
  };
  const remove = async () => {
    setBusy('remove');
    try {
      await removePaymentMethod(card.id);
      setConfirming(false);
      toast({
        title: 'Card removed',
        description: `${name} was removed from your account.`,
        variant: 'success',
      });
    } catch (error) {
      api.notifyFailure('The card was not removed', error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card className="client-list__item">
      <div>
        <p className="client-list__title payments-card__name">
          {name} {card.isDefault ? <Badge variant="primary">Default</Badge> : null}
        </p>
        <p className="client-muted">
          Expires {String(card.expMonth).padStart(2, '0')}/{card.expYear}
        </p>
      </div>
      <div className="client-actions">
        {card.isDefault ? null : (
          <Button size="sm" variant="outline" loading={busy === 'default'} onClick={() => void makeDefault()}>
            Make default
          </Button>
        )}
        <Dialog
          open={confirming}
          onOpenChange={setConfirming}
          size="sm"
          title="Remove this card?"
          description={`${name} will no longer be offered when you pay.`}
          trigger={
            <Button size="sm" variant="ghost" aria-label={`Remove ${name}`}>
              Remove
            </Button>
          }
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(false)}>
                Keep card
              </Button>
              <Button variant="destructive" loading={busy === 'remove'} onClick={() => void remove()}>
                Remove card
              </Button>
            </>
          }
        />
      </div>
    </Card>
  );
}
