import {
  PAYOUT_SCHEDULE_LABELS,
  PAYOUT_SCHEDULES,
  type PayoutAccount,
  type PayoutSchedule,
} from '@exceed/contract';
import { Button, Card, Select, toast } from '@exceed/design-system';
import { GENERIC_ERROR } from '@exceed/session';
import { useId, useState } from 'react';
import { createAccountLink, updatePayoutSchedule } from '../../lib/payouts-api.ts';

const SCHEDULE_OPTIONS = PAYOUT_SCHEDULES.map((value) => ({ value, label: PAYOUT_SCHEDULE_LABELS[value] }));

/** What the card says of each state of the account, and what its button does. */
function stateOf(account: PayoutAccount) {
  if (!account.connected) {
    return {
      text: 'Connect a Stripe account to be paid your share of every booking. Until then your balance waits here.',
      action: 'Connect with Stripe',
    };
  }
  if (!account.payoutsEnabled) {
    return {
      text: 'Stripe needs a few more details before it can pay you. Your balance waits until then.',
      action: 'Finish setting up',
    };
  }
  return { text: 'Your payouts go to your Stripe account.', action: undefined };
}

/**
 * The coach's payout account (Stripe Connect): connect it or finish its set-up on Stripe's pages (which
 * send them back here), and choose how often they are paid once it can be paid.
 */
export function PayoutAccountCard({
  account,
  onChanged,
}: {
  account: PayoutAccount;
  onChanged: () => unknown;
}) {
  const titleId = useId();
  const [leaving, setLeaving] = useState(false);
  const [saving, setSaving] = useState(false);
  const { text, action } = stateOf(account);

  const toStripe = async () => {
    setLeaving(true);
    try {
      window.location.assign((await createAccountLink()).data.url);
    } catch {
      setLeaving(false);
      toast({
        title: GENERIC_ERROR,
        description: 'Stripe could not be reached. Try again.',
        variant: 'destructive',
      });
    }
  };
  const chooseSchedule = async (schedule: PayoutSchedule) => {
    setSaving(true);
    try {
      await updatePayoutSchedule(schedule);
      await onChanged();
      toast({
        title: 'Payout schedule saved',
        description: PAYOUT_SCHEDULE_LABELS[schedule],
        variant: 'success',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h2" id={titleId}>
            Payout account
          </Card.Title>
          <Card.Description>{text}</Card.Description>
        </Card.Header>
        <Card.Content>
          {action ? (
            <Button onClick={() => void toStripe()} disabled={leaving}>
              {leaving ? 'Opening Stripe...' : action}
            </Button>
          ) : (
            <Select
              label="Payout schedule"
              description="At most one payout in each period, of every share that is due."
              options={SCHEDULE_OPTIONS}
              value={account.payoutSchedule}
              disabled={saving}
              onChange={(value) => void chooseSchedule(value as PayoutSchedule)}
            />
          )}
        </Card.Content>
      </section>
    </Card>
  );
}
