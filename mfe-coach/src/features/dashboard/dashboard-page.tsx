import { type DashboardMetrics, seatsToRunText, type WorkshopScheduleResource } from '@exceed/contract';
import {
  BarChart,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  formatDateTime,
  formatMoney,
  formatMonth,
  LineChart,
  LoadError,
  Skeleton,
  toast,
} from '@exceed/design-system';
import { usePageTitle, useSession } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { CANCEL_CONSEQUENCES, cancelScheduleNow, runScheduleAnyway } from '../../lib/schedule-decision.ts';
import { useDashboardMetrics, useUpcomingSchedules } from './dashboard-api.ts';
import { FirstRunCard } from './first-run-card.tsx';

type RevenueMonth = NonNullable<DashboardMetrics['coach']>['revenue'][number]['months'][number];

/** The two money charts of each currency: revenue as bars, the coach's payouts as a line. */
const MONEY_CHARTS = [
  {
    Chart: BarChart,
    title: 'Revenue by month',
    description: 'Sales less refunds, last 12 months',
    value: (row: RevenueMonth) => row.gross,
  },
  {
    Chart: LineChart,
    title: 'Payouts by month',
    description: "Your share after the platform's fees",
    value: (row: RevenueMonth) => row.payout,
  },
];

/** The coach's home in /c (SPEC §2: titled "Coach Dashboard"): GET /v1/dashboard/metrics' coach part. */
export default function DashboardPage() {
  usePageTitle('Coach Dashboard');
  const user = useSession((state) => state.user);
  const metrics = useDashboardMetrics();
  const upcoming = useUpcomingSchedules(user?.id);
  const coach = metrics.data?.data.coach;

  return (
    <section aria-labelledby="coach-dashboard-title" className="coach-page">
      <h1 id="coach-dashboard-title">Coach Dashboard</h1>
      {metrics.error ? (
        <LoadError what="your metrics" retry={() => metrics.mutate()} />
      ) : !metrics.data ? (
        <div role="status" aria-label="Loading your metrics" className="coach-metrics">
          <Skeleton style={{ height: '6rem' }} />
          <Skeleton style={{ height: '6rem' }} />
          <Skeleton style={{ height: '6rem' }} />
        </div>
      ) : coach ? (
        <>
          <FirstRunCard firstRun={coach.firstRun} />
          <div className="coach-metrics">
            <Metric title="Upcoming sessions" value={String(coach.upcomingSessions)} />
            <Metric title="Seats sold" value={String(coach.seatsSold)} />
            <Metric
              title="Rating"
              value={coach.rating.average === null ? '—' : `${coach.rating.average.toFixed(1)} / 5`}
              note={`${coach.rating.count} ${coach.rating.count === 1 ? 'review' : 'reviews'}`}
            />
          </div>
          {coach.revenue.map(({ currency, months }) => (
            // Amounts of different currencies are never added up: a pair of charts per currency, named.
            <div className="coach-metrics" key={currency}>
              {MONEY_CHARTS.map(({ Chart, title, description, value }) => (
                <Card key={title}>
                  <Card.Content>
                    <Chart
                      title={coach.revenue.length > 1 ? `${title} in ${currency}` : title}
                      description={description}
                      data={months.map((row) => ({ label: formatMonth(row.month), value: value(row) }))}
                      formatValue={(amount) => formatMoney(amount, currency)}
                      labelHeader="Month"
                    />
                  </Card.Content>
                </Card>
              ))}
            </div>
          ))}
        </>
      ) : null}
      <Card asChild>
        <section aria-labelledby="upcoming-title">
          <Card.Header>
            <Card.Title id="upcoming-title" as="h2">
              Upcoming schedules
            </Card.Title>
          </Card.Header>
          <Card.Content>
            {upcoming.error ? (
              <LoadError what="your schedules" retry={() => upcoming.mutate()} />
            ) : upcoming.isLoading ? (
              <Skeleton style={{ height: '6rem' }} />
            ) : (upcoming.data?.data.length ?? 0) === 0 ? (
              <EmptyState
                size="compact"
                titleAs="h3"
                title="No upcoming schedules"
                description="Add a schedule to one of your workshops to open it for booking."
              />
            ) : (
              <ul className="coach-list">
                {upcoming.data?.data.map((schedule) => (
                  <li key={schedule.id}>
                    <Link to={`/c/workshops/${schedule.workshopId}/calendar`}>{schedule.workshop.title}</Link>{' '}
                    <span>{formatDateTime(schedule.startDate, schedule.timezone)}</span>
                    {checkInSoon(schedule) ? (
                      <>
                        {' '}
                        <Link to={`/c/schedules/${schedule.id}/check-in`}>Check in</Link>
                      </>
                    ) : null}
                    {schedule.abilities.runAnyway && schedule.goNoGo?.askedAt ? (
                      <GoNoGoQuestion schedule={schedule} />
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Card.Content>
          <Card.Footer>
            <Button asChild>
              <Link to="/c/workshops">Manage workshops</Link>
            </Button>
          </Card.Footer>
        </section>
      </Card>
    </section>
  );
}

/** Whether a schedule's check-in is worth offering from the dashboard: a session of it starts within a day. */
const checkInSoon = (schedule: WorkshopScheduleResource) =>
  schedule.abilities.checkIn &&
  schedule.sessions.some(
    (session) =>
      Date.parse(session.startDate) - Date.now() < 86_400_000 && Date.parse(session.endDate) > Date.now(),
  );

/**
 * A schedule short of its minimum of seats whose coach was asked its go/no-go (a day before its deadline):
 * run it anyway, or cancel it (which refunds and tells its attendees); with no answer by the deadline the
 * API cancels it.
 */
function GoNoGoQuestion({ schedule }: { schedule: WorkshopScheduleResource }) {
  const [cancelling, setCancelling] = useState(false);
  const { goNoGo } = schedule;
  if (!goNoGo) return null;
  return (
    <div className="coach-decision">
      <p>
        <strong>{seatsToRunText(goNoGo.seatsToRun)}</strong> ({goNoGo.minSeats} seats at least). Decide by{' '}
        {formatDateTime(goNoGo.deadline, schedule.timezone)}, or it is cancelled and refunded then.
      </p>
      <div className="coach-row-actions">
        <Button
          size="sm"
          onClick={() =>
            void runScheduleAnyway(schedule.id).then(() =>
              toast({ title: 'It runs', description: schedule.workshop.title, variant: 'success' }),
            )
          }
        >
          Run it anyway
        </Button>
        <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
          Cancel it
        </Button>
      </div>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title="Cancel this schedule?"
        description={CANCEL_CONSEQUENCES}
        confirmLabel="Cancel schedule"
        onConfirm={async () => {
          await cancelScheduleNow(schedule.id);
          toast({ title: 'Schedule cancelled', description: schedule.workshop.title, variant: 'success' });
        }}
      />
    </div>
  );
}

function Metric({ title, value, note }: { title: string; value: string; note?: string }) {
  return (
    <Card>
      <Card.Header>
        <Card.Title as="h2">{title}</Card.Title>
      </Card.Header>
      <Card.Content>
        <p className="coach-metric__value">{value}</p>
        {note ? <p>{note}</p> : null}
      </Card.Content>
    </Card>
  );
}
