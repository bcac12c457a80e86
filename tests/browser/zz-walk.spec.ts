import { mkdirSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { signInAs } from './support/sign-in.ts';

test.describe.configure({ timeout: 300_000 });
mkdirSync('/tmp/walk', { recursive: true });

async function shots(page: Page, name: string) {
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/walk/${name}-${w}-${scheme}.png`, fullPage: true });
    }
  }
}

test('walk', async ({ context, browser }) => {
  await signInAs(context, 'client@example.com');
  const page = await context.newPage();
  const bookings = (await (await context.request.get('/v1/bookings?perPage=50')).json()) as {
    data: { id: string; status: string; checkInCode: string | null; certificateCode: string | null }[];
  };
  const past = bookings.data.find((b) => b.certificateCode);
  const upcoming = bookings.data.find((b) => b.checkInCode);
  console.log('past', past?.id, past?.certificateCode, 'upcoming', upcoming?.id);
  if (past) {
    await page.goto(`/b/bookings/${past.id}`);
    await expect(page.getByRole('heading', { name: 'Certificate of attendance' })).toBeVisible();
    await shots(page, 'client-certificate');
    await page.goto(`/certificates/${past.certificateCode}`);
    await page.waitForTimeout(1500);
    await shots(page, 'certificate-page');
  }
  if (upcoming) {
    await page.goto(`/b/bookings/${upcoming.id}`);
    await expect(page.getByRole('heading', { name: 'Your check-in pass' })).toBeVisible();
    await page.waitForTimeout(800);
    await shots(page, 'client-pass');
    await page.goto(`/b/bookings/${upcoming.id}/pass`);
    await page.waitForTimeout(800);
    await shots(page, 'client-pass-full');
  }
  const coachContext = await browser.newContext();
  await signInAs(coachContext, 'coach@example.com');
  const coach = await coachContext.newPage();
  // The sweep asks the coach a minute after the start.
  await coach.goto('/c');
  await expect(async () => {
    await coach.reload();
    await expect(coach.getByText(/Needs \d+ more to run/).first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 120_000 });
  await shots(coach, 'coach-dashboard');
  const listed = (await (await coach.request.get('/v1/public/workshop-schedules?perPage=100')).json()) as {
    data: { id: string; workshopId: string; seatsToRun: number | null }[];
  };
  const short = listed.data.find((s) => s.seatsToRun);
  if (short) {
    await coach.goto(`/workshops/${short.workshopId}`);
    await coach.waitForTimeout(1000);
    await shots(coach, 'workshop-needs');
    await coach.goto(`/workshops/${short.id}/book`);
    await coach.waitForTimeout(1000);
    await shots(coach, 'book-needs');
  }
  const mine = (await (await coach.request.get('/v1/workshop-schedules?perPage=5&from=2026-01-01', { headers: { 'X-Team': 'exceed' } })).json()) as {
    data: { id: string; workshopId: string; sessions: unknown[] }[];
  };
  const any = mine.data[0];
  if (any) {
    await coach.goto(`/c/schedules/${any.id}/check-in`);
    await coach.waitForTimeout(1500);
    await shots(coach, 'coach-check-in');
  }
});
