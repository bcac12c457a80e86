import type { DashboardMetrics } from '@exceed/contract';
import { Card, VisuallyHidden } from '@exceed/design-system';
import { Link } from 'react-router';
import './first-run-card.css';

type FirstRun = NonNullable<DashboardMetrics['coach']>['firstRun'];

/** The steps in the order a new coach takes them; each names where it is done. */
const STEPS: ReadonlyArray<{
  key: keyof FirstRun;
  title: string;
  detail: string;
  to: string;
  action: string;
}> = [
  {
    key: 'profile',
    title: 'Complete your profile',
    detail: 'A photo, a headline, your business name, bio and specializations.',
    to: '/c/account/profile',
    action: 'Edit your profile',
  },
  {
    key: 'payoutAccount',
    title: 'Connect a payout account',
    detail: 'Where your share of every booking is paid.',
    to: '/c/account/payouts',
    action: 'Set up payouts',
  },
  {
    key: 'workshop',
    title: 'Create your first workshop',
    detail: 'What you teach, its price and how many seats it has.',
    to: '/c/workshops',
    action: 'Create a workshop',
  },
  {
    key: 'schedule',
    title: 'Schedule its first session',
    detail: 'A date people can book.',
    to: '/c/workshops',
    action: 'Add a session',
  },
];

/**
 * A new coach's first steps, each ticked from what the API says they have (GET /v1/dashboard/metrics'
 * `firstRun`); a step the platform does not offer (payouts, without STRIPE_CONNECT) is null and left out.
 * Gone once every step is done.
 */
export function FirstRunCard({ firstRun }: { firstRun: FirstRun }) {
  const steps = STEPS.filter((step) => firstRun[step.key] !== null);
  const done = steps.filter((step) => firstRun[step.key] === true).length;
  if (done === steps.length) return null;
  return (
    <Card asChild>
      <section aria-labelledby="first-run-title" className="coach-first-run">
        <Card.Header>
          <Card.Title id="first-run-title" as="h2">
            Get ready to take bookings
          </Card.Title>
          <Card.Description>
            {done} of {steps.length} done
          </Card.Description>
        </Card.Header>
        <Card.Content>
          <ol className="coach-first-run__steps">
            {steps.map((step) => {
              const complete = firstRun[step.key] === true;
              return (
                <li key={step.key} data-done={complete}>
                  <span className="coach-first-run__mark" aria-hidden="true">
                    {complete ? '✓' : ''}
                  </span>
                  <div>
                    <p className="coach-first-run__title">
                      {step.title}
                      <VisuallyHidden>{complete ? ' (done)' : ' (to do)'}</VisuallyHidden>
                    </p>
                    <p className="coach-first-run__detail">{step.detail}</p>
                  </div>
                  {complete ? null : <Link to={step.to}>{step.action}</Link>}
                </li>
              );
            })}
          </ol>
        </Card.Content>
      </section>
    </Card>
  );
}
