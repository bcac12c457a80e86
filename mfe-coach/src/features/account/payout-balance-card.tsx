import type { PayoutBalance } from '@exceed/contract';
import { Card, formatDay, formatMoney } from '@exceed/design-system';
import { useId } from 'react';

/**
 * The coach's balance per currency: what goes out with the next payout, what waits for its session's
 * hold to pass (each share with the day it comes due), and what payouts have paid so far.
 */
export function PayoutBalanceCard({ balances }: { balances: PayoutBalance[] }) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h2" id={titleId}>
            Balance
          </Card.Title>
          <Card.Description>
            Your share of a booking is paid out a few days after its session, with your next payout.
          </Card.Description>
        </Card.Header>
        <Card.Content className="coach-balance">
          {balances.length === 0 ? <p>Nothing yet: your share shows here once a booking is paid.</p> : null}
          {balances.map((balance) => (
            <div key={balance.currency} className="coach-balance__currency">
              <dl className="coach-balance__figures">
                <div>
                  <dt>Available</dt>
                  <dd>{formatMoney(balance.available, balance.currency)}</dd>
                </div>
                <div>
                  <dt>Pending</dt>
                  <dd>
                    {formatMoney(
                      balance.pending.reduce((sum, share) => sum + share.amount, 0),
                      balance.currency,
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Paid out</dt>
                  <dd>{formatMoney(balance.paidOut, balance.currency)}</dd>
                </div>
              </dl>
              {balance.pending.length > 0 ? <p>Waiting for their sessions to be a few days behind:</p> : null}
              {balance.pending.length > 0 ? (
                <ul className="coach-balance__pending" aria-label={`Pending in ${balance.currency}`}>
                  {balance.pending.map((share) => (
                    <li key={share.bookingId}>
                      {share.workshopTitle}: {formatMoney(share.amount, balance.currency)}, available from{' '}
                      {formatDay(share.dueAt)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ))}
        </Card.Content>
      </section>
    </Card>
  );
}
