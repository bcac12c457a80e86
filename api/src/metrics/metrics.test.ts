import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { book } from '../../test/booking-fixtures.ts';
import { paidBooking } from '../../test/payment-fixtures.ts';
import { startTestApp } from '../../test/test-app.ts';

const TOKEN = 'metrics-scrape-token-for-tests';
const t = useApiTest({ env: { METRICS_TOKEN: TOKEN } });

async function scrape(): Promise<string> {
  const res = await t.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one series (`name{labels}` exactly as written), or undefined when it is not there. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('refuses a scrape without the token or with another, as Bearer asks', async () => {
    for (const authorization of [undefined, 'Bearer another-token-of-some-length', TOKEN]) {
      const res = await t.app.json(
        '/metrics',
        authorization ? { headers: { Authorization: authorization } } : {},
      );
      expect(res, String(authorization)).toMatchObject({
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const app = await startTestApp({ knex: t.db.knex });
    try {
      expect((await app.json('/metrics')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('after a booking paid, read and cancelled (and one held), shows every family, routes by template', async () => {
    const paid = await paidBooking(t.app, t.db.knex, 2);
    expect((await t.app.json(`/v1/bookings/${paid.id}`, { headers: paid.headers })).status).toBe(200);
    const held = await book(t.app, t.db.knex, paid.schedule.id, 1);
    expect(held.status).toBe(201);

    const beforeJobs = await scrape();
    // The confirmation's mail waits for a runner.
    const queued = beforeJobs.match(/^exceed_jobs_queued\{name="([^"]+)",state="due"\} (\d+)$/m);
    expect(queued, beforeJobs).not.toBeNull();
    const job = String(queued?.[1]);
    await t.app.jobs.drain();

    const cancelled = await t.app.json(`/v1/bookings/${paid.id}`, {
      method: 'PATCH',
      headers: paid.headers,
      json: { status: 'CANCELLED', cancellationReason: 'Double booked' },
    });
    expect(cancelled.status).toBe(200);

    const text = await scrape();
    const requests = (method: string, route: string, status: number) =>
      `{method="${method}",route="${route}",status="${status}"}`;
    expect(seriesValue(text, `exceed_http_requests_total${requests('GET', '/v1/bookings/:id', 200)}`)).toBe(
      1,
    );
    expect(seriesValue(text, `exceed_http_requests_total${requests('PATCH', '/v1/bookings/:id', 200)}`)).toBe(
      1,
    );
    expect(seriesValue(text, `exceed_http_requests_total${requests('POST', '/v1/bookings', 201)}`)).toBe(2);
    expect(seriesValue(text, `exceed_http_requests_total${requests('GET', '/metrics', 200)}`)).toBe(1);
    expect(
      seriesValue(
        text,
        `exceed_http_request_duration_seconds_count${requests('GET', '/v1/bookings/:id', 200)}`,
      ),
    ).toBe(1);
    // Never a raw path: no label holds an id.
    expect(text).not.toContain(paid.id);

    expect(seriesValue(text, 'exceed_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'exceed_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(seriesValue(text, 'exceed_db_pool_waiting')).toBe(0);

    expect(seriesValue(text, `exceed_job_runs_total{name="${job}"}`)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE exceed_job_failures_total counter');
    expect(seriesValue(text, `exceed_jobs_queued{name="${job}",state="due"}`)).toBeUndefined();

    expect(seriesValue(text, 'exceed_bookings_created_total')).toBe(2);
    expect(seriesValue(text, 'exceed_bookings_confirmed_total')).toBe(1);
    expect(seriesValue(text, 'exceed_bookings_cancelled_total')).toBe(1);
    expect(seriesValue(text, 'exceed_payments_total{currency="USD"}')).toBe(1);
    expect(seriesValue(text, 'exceed_payments_amount_minor_total{currency="USD"}')).toBe(2000);
    expect(seriesValue(text, 'exceed_refunds_total{currency="USD"}')).toBe(1);
    expect(seriesValue(text, 'exceed_refunds_amount_minor_total{currency="USD"}')).toBe(2000);
    // The second booking still holds its seat; the cancelled one gave both of its back.
    expect(seriesValue(text, 'exceed_seats_held')).toBe(1);
  });
});
