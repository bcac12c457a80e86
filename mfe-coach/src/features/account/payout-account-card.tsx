import {
  type One,
  PAYOUT_SCHEDULE_LABELS,
  PAYOUT_SCHEDULES,
  type PayoutAccount,
  type PayoutSchedule,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorStatus,
} from '@exceed/contract';
import { Button, Card, Select, toast } from '@exceed/design-system';
import { ApiError, GENERIC_ERROR, sessionStore, useApi } from '@exceed/session';
import { useId, useState } from 'react';
import { createAccountLink, updatePayoutSchedule } from '../../lib/payouts-api.ts';
import './payouts.css';

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
 * send them back here), and choose how often they are paid once it can be paid. Both need a session that
 * proved a second factor (decision 0096): without one the card says how to get it and changes nothing.
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
  const secondFactor = useApi<One<SecondFactorStatus>>('/auth/second-factor');
  const locked = secondFactor.data?.data.thisSession === false;

  const toStripe = async () => {
    setLeaving(true);
    try {
      window.location.assign((await createAccountLink()).data.url);
    } catch (error) {
      setLeaving(false);
      toast({
        title: GENERIC_ERROR,
        description:
          error instanceof ApiError && error.status === 403
            ? error.message
            : 'Stripe could not be reached. Try again.',
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
          {locked ? (
            <div className="payout-second-factor" role="note">
              <p>{SECOND_FACTOR_MESSAGES.payoutNeedsSecondFactor}</p>
              <Button variant="secondary" onClick={() => sessionStore.getState().setSettingsOpen(true)}>
                Open Settings
              </Button>
            </div>
          ) : null}
          {action ? (
            <Button onClick={() => void toStripe()} disabled={leaving || locked}>
              {leaving ? 'Opening Stripe...' : action}
            </Button>
          ) : (
            <Select
              label="Payout schedule"
              description="At most one payout in each period, of every share that is due."
              options={SCHEDULE_OPTIONS}
              value={account.payoutSchedule}
              disabled={saving || locked}
              onChange={(value) => void chooseSchedule(value as PayoutSchedule)}
            />
          )}
        </Card.Content>
      </section>
    </Card>
  );
}
