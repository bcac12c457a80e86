import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import QRCode from 'qrcode';
import { checkThemes } from './support/axe.ts';
import { signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * Issue 38's check-in: a client's booking shows their pass (a QR code and its code); at the session the
 * coach opens its check-in page on a phone and scans the pass with the camera. Chromium's fake camera
 * plays a video of the pass's QR code, written from the code the client's page shows.
 */
test.describe.configure({ timeout: 180_000 });

const FRAME = { width: 640, height: 480 };

/**
 * A Y4M video (the raw format Chromium's fake camera plays) of `text`'s QR code, black on white, centred:
 * a few identical frames, which Chromium loops.
 */
function qrVideo(text: string, file: string): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const scale = Math.floor(360 / (modules.size + 8));
  const side = (modules.size + 8) * scale;
  const left = Math.floor((FRAME.width - side) / 2);
  const top = Math.floor((FRAME.height - side) / 2);
  const luma = Buffer.alloc(FRAME.width * FRAME.height, 235);
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = (top + (row + 4) * scale + y) * FRAME.width + left + (col + 4) * scale + x;
          luma[at] = 16;
        }
    }
  const chroma = Buffer.alloc((FRAME.width / 2) * (FRAME.height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${FRAME.width} H${FRAME.height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

test('the coach checks a client in by scanning the QR code of their pass, and the attendance shows', async ({
  context,
  browser,
}) => {
  // The coach's session starts in half an hour: its check-in is open (from two hours before).
  await signInAs(context, 'coach@example.com');
  const headers = await xsrfOf(context, context.request);
  const me = ((await (await context.request.get('/v1/user')).json()) as { data: { id: string } }).data;
  const title = `Check-in ${Date.now().toString(36).toUpperCase()}`;
  const workshop = await context.request.post('/v1/workshops', {
    headers,
    data: { title, price: 0, maxSeats: 8, status: 'PUBLISHED' },
  });
  expect(workshop.status(), await workshop.text()).toBe(201);
  const workshopId = ((await workshop.json()) as { data: { id: string } }).data.id;
  const start = Date.now() + 30 * 60_000;
  const made = await context.request.post('/v1/workshop-schedules', {
    headers,
    data: {
      coachId: me.id,
      workshopId,
      startDate: new Date(start).toISOString(),
      endDate: new Date(start + 90 * 60_000).toISOString(),
      timezone: 'Europe/Berlin',
      status: 'PUBLISHED',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const scheduleId = ((await made.json()) as { data: { id: string } }).data.id;

  // The client books a seat (free: they confirm it themselves) and finds their pass on the booking.
  const clientContext = await browser.newContext();
  await signInAs(clientContext, 'client@example.com');
  const clientMe = ((await (await clientContext.request.get('/v1/user')).json()) as { data: { id: string } })
    .data;
  const booked = await clientContext.request.post('/v1/bookings', {
    headers: await xsrfOf(clientContext, clientContext.request),
    data: {
      userId: clientMe.id,
      workshopScheduleId: scheduleId,
      seats: 1,
      address: { addressLine1: '1 Main St', city: 'Berlin', state: 'BE', zip: '10115', country: 'de' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = ((await booked.json()) as { data: { id: string } }).data.id;
  const confirmed = await clientContext.request.patch(`/v1/bookings/${bookingId}`, {
    headers: await xsrfOf(clientContext, clientContext.request),
    data: { status: 'CONFIRMED' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const client = await clientContext.newPage();
  await client.goto(`/b/bookings/${bookingId}`);
  const pass = client.getByRole('region', { name: 'Your check-in pass' });
  await expect(pass.getByRole('img', { name: /^QR code of check-in code / })).toBeVisible();
  const shown = (await pass.locator('.check-in-pass__code').textContent()) ?? '';
  expect(shown).toMatch(/^[0-9A-F]{5} [0-9A-F]{5}$/);
  expect(await checkThemes(client, 'Check-in pass', { dark: true })).toEqual([]);
  await client.getByRole('link', { name: 'Open the pass full screen' }).click();
  await expect(client.getByRole('img', { name: /^QR code of check-in code / })).toBeVisible();
  await clientContext.close();

  // The coach's phone: a camera that films the client's pass.
  const folder = path.resolve(import.meta.dirname, '../../tests/.tmp/browser');
  mkdirSync(folder, { recursive: true });
  const video = path.join(folder, `pass-${Date.now()}.y4m`);
  qrVideo(shown.replace(' ', ''), video);
  const phone = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const baseURL = test.info().project.use.baseURL;
    const coachContext = await phone.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await coachContext.grantPermissions(['camera']);
    await signInAs(coachContext, 'coach@example.com');
    const coach = await coachContext.newPage();
    await coach.goto(`/c/schedules/${scheduleId}/check-in`);
    await expect(coach.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
    await expect(coach.getByText('0 of 1 checked in')).toBeVisible();
    await coach.getByRole('button', { name: 'Scan QR codes' }).click();
    await expect(coach.getByText(/^Checked in: /)).toBeVisible({ timeout: 30_000 });
    await expect(coach.getByText('1 of 1 checked in')).toBeVisible();
    const row = coach.getByRole('list', { name: 'Attendees' }).getByRole('listitem');
    await expect(row).toContainText(/Checked in /);
    await coach.getByRole('button', { name: 'Stop the camera' }).click();
    // A typed code that is no one's says so.
    await coach.getByLabel('Or type the code under the QR code').fill('00000 00000');
    await coach.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(coach.getByRole('alert')).toHaveText('No attendee of this schedule has this code.');
    expect(await checkThemes(coach, 'Check-in page', { dark: true })).toEqual([]);
  } finally {
    await phone.close();
    // The session starts in half an hour: left on the marketplace it would lead the home page's cards.
    await context.request.patch(`/v1/workshop-schedules/${scheduleId}`, {
      headers: await xsrfOf(context, context.request),
      data: { status: 'CANCELLED' },
    });
  }
});
