import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { bookAndPay, type PublicSchedule } from './support/booking.ts';
import { publishWithSession, toast } from './support/coach-workshop.ts';
import { newestMailTo } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { registerNewUser, signInAs } from './support/sign-in.ts';

/**
 * Issue 37's walk of the core journey: a guest reads a workshop's page, becomes a coach through the
 * application a super-admin approves, creates and publishes a workshop and a session, a second person
 * books two seats, the coach cancels one, and both mails to the booker name the session's time and zone.
 */

test.describe.configure({ timeout: 240_000 });

test('a guest reads a workshop, becomes a coach, sells a session, and the booker is told of each change', async ({
  page,
  context,
  browser,
}) => {
  // A guest on the home page opens a workshop's page and reads what it is.
  await page.goto('/');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Book' }) })
    .first();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/workshops\/[0-9a-f-]{36}$/);
  const about = page.getByRole('region', { name: 'About this workshop' });
  await expect(about.getByRole('paragraph')).not.toBeEmpty();
  await expect(page.getByRole('region', { name: 'Upcoming sessions' })).toContainText('per seat');

  // "Become a coach" leads through sign-up to the application.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Become a coach' })).toHaveAttribute(
    'href',
    '/register?redirect=%2Fb%2Fbecome-a-coach',
  );
  const applicant = await registerNewUser(context, 'applic', { firstName: 'Nia', lastName: 'Journey' });
  await page.goto('/onboarding/1');
  await finishClientOnboarding(page);
  await page.waitForURL((url) => !url.pathname.startsWith('/onboarding'));
  await page.goto('/b/become-a-coach');
  const form = page.getByRole('form', { name: 'Coach application' });
  await form.getByLabel('Business name').fill('Journey Coaching');
  await form.getByLabel('Specializations').fill('AI agents, prompt engineering');
  await form.getByLabel('Bio').fill('I help small teams put agents to work, one useful task at a time.');
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Your application is waiting for review')).toBeVisible();

  // The super-admin approves it.
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAs(admin, 'admin@example.com');
  await adminPage.goto('/admin/coach-applications');
  await adminPage.getByRole('button', { name: 'Approve Nia Journey' }).click();
  await expect(adminPage.getByRole('button', { name: 'Approve Nia Journey' })).toBeHidden();
  await admin.close();

  // The new coach creates a paid workshop and a session, and publishes both.
  await page.goto('/b/become-a-coach');
  await page.getByRole('link', { name: 'Go to your coach dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible();
  const title = `Agents at work ${applicant.stamp}`;
  await page.goto('/c/workshops');
  await page.getByRole('button', { name: 'New workshop' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New workshop' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('spinbutton', { name: /^Price/ }).fill('25');
  await dialog.getByLabel('Max seats').fill('8');
  // A cover picture of the coach's own, uploaded in the form.
  const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
  await dialog
    .getByLabel('Cover picture')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await expect(dialog.getByRole('img', { name: 'The cover' })).toBeVisible();
  await expect(dialog.locator('.coach-cover__preview')).toHaveAttribute('data-state', 'loaded');
  await expect(dialog.getByLabel('Image URL')).toHaveValue(/\/v1\/images\/[0-9a-f-]{36}$/);
  await publishWithSession(page, dialog, 20);

  // A second person books two seats of it and pays.
  const listed = await page.request.get(`/v1/public/workshop-schedules?coach=${applicant.username}`);
  const [session] = (
    (await listed.json()) as {
      data: Array<
        PublicSchedule & {
          timezone: string;
          startDate: string;
          workshop: { imagePlaceholder: string | null };
        }
      >;
    }
  ).data;
  if (!session) throw new Error('the new session is not on the marketplace');
  // The marketplace sends the uploaded cover's blurred stand-in with it.
  expect(session.workshop.imagePlaceholder).toMatch(/^data:image\/webp;base64,/);
  const booker = await browser.newContext();
  const bookerPage = await booker.newPage();
  const buyer = { email: 'client@example.com' };
  await signInAs(booker, buyer.email);
  const since = Date.now();
  await bookAndPay(bookerPage, session, 2);
  const confirmed = await newestMailTo(buyer.email, since, (mail) =>
    mail.subject.startsWith('Booking confirmed'),
  );
  await booker.close();

  // The coach cancels one of the two seats; the booker is told, with the session's time and zone.
  await page.goto('/c/bookings');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel booking?' });
  await cancel.getByLabel('Seats to cancel').fill('1');
  await cancel.getByLabel('Reason').fill('The room is smaller.');
  await cancel.getByRole('button', { name: 'Cancel seats' }).click();
  await toast(page, '1 seat cancelled');
  const cancelled = await newestMailTo(buyer.email, since, (mail) =>
    mail.subject.startsWith('Seats cancelled'),
  );

  // Both mails write the session's time in its own zone, named as the pages name it.
  const zone = new Intl.DateTimeFormat('en-US', { timeZone: session.timezone, timeZoneName: 'short' })
    .formatToParts(new Date(session.startDate))
    .find((part) => part.type === 'timeZoneName')?.value;
  for (const mail of [confirmed, cancelled]) {
    expect(mail.text).toContain(title);
    expect(mail.text).toContain(`${zone}`);
  }
  expect(cancelled.text).toContain('The coach cancelled 1 seat');
});
