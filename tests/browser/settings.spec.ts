import { deflateSync } from 'node:zlib';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { mailedCode } from './support/mailbox.ts';
import { openSettings } from './support/settings.ts';
import { registerNewUser } from './support/sign-in.ts';

/** SPEC §2 "Settings dialog" and the §8 error paths, against the real API, as a newly registered user. */

/** A valid 2×2 PNG, made here so the test needs no fixture file. */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = Buffer.from([0, 255, 0, 0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const newUser = (context: BrowserContext) =>
  registerNewUser(context, 'set', { firstName: 'Sam', lastName: 'Settings' });

/**
 * One registered user for the tests that change nothing the others read (sign-ins are rate limited per
 * address): its session cookies are reused by each test's fresh browser context.
 */
let shared: Awaited<ReturnType<BrowserContext['cookies']>> | undefined;
async function sharedUser(context: BrowserContext) {
  if (shared) {
    await context.addCookies(shared);
    return;
  }
  await newUser(context);
  shared = (await context.cookies()).filter((cookie) => cookie.name !== 'XSRF-TOKEN');
}

const card = (dialog: ReturnType<Page['getByRole']>, title: string) =>
  dialog.getByRole('region', { name: new RegExp(`^${title}`) });

const userUpdated = (page: Page) => page.getByRole('status').filter({ hasText: 'User Updated' });

test('each Account card saves on its own: Save waits for a change, reads Saving..., and the change stays', async ({
  page,
  context,
}) => {
  const me = await newUser(context);
  const dialog = await openSettings(page);
  await expect(dialog.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tab', { name: /Preferences/ })).toContainText('New');

  const name = card(dialog, 'Display Name');
  const save = name.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await name.getByLabel('First name').fill('Ada');
  await name.getByLabel('Middle name').fill('King');
  await expect(save).toBeEnabled();
  // Hold the answer a moment to see the saving state.
  await page.route('**/v1/users/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await save.click();
  await expect(name.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  await expect(userUpdated(page)).toContainText('Successfully updated.');
  await expect(save).toBeDisabled();
  await page.unroute('**/v1/users/*');

  const headline = card(dialog, 'Headline');
  await headline.getByLabel('Headline').fill('Builds agents\nthat ship');
  await headline.getByRole('button', { name: 'Save' }).click();
  await expect(headline.getByRole('button', { name: 'Save' })).toBeDisabled();

  const username = card(dialog, 'Username');
  await username.getByLabel('Username').fill(`${me.username}-x`);
  await username.getByRole('button', { name: 'Save' }).click();
  await expect(username.getByRole('button', { name: 'Save' })).toBeDisabled();

  const email = card(dialog, 'Email');
  await expect(email.getByText('Primary', { exact: true })).toBeVisible();
  await expect(email.getByText('Verified', { exact: true })).toBeVisible();
  // The email card sends only the email, with the proof that it is you (verify-email.spec.ts has the rest).
  const sent = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().includes('/v1/users/'),
  );
  await email.getByLabel('Email', { exact: true }).fill(`new-${me.email}`);
  const since = Date.now();
  await email.getByRole('button', { name: `Send a code to ${me.email}` }).click();
  const otp = await mailedCode(me.email, since);
  await email.getByRole('textbox', { name: 'Code sent to your email' }).fill(otp);
  await email.getByRole('button', { name: 'Save' }).click();
  expect((await sent).postDataJSON()).toEqual({ email: `new-${me.email}`, otp });
  await expect(email).toContainText(`Pending confirmation: new-${me.email}`);
  await expect(email.getByRole('button', { name: 'Save' })).toBeDisabled();

  const phone = card(dialog, 'Phone Number');
  await phone.getByRole('textbox', { name: 'Phone number' }).fill('30 1234567');
  await phone.getByRole('button', { name: 'Save' }).click();
  await expect(phone.getByRole('button', { name: 'Save' })).toBeDisabled();

  const country = card(dialog, 'Country');
  await country.getByRole('combobox', { name: 'Country' }).click();
  await page.keyboard.type('Germ');
  await page.getByRole('option', { name: /Germany/ }).click();
  await country.getByRole('button', { name: 'Save' }).click();
  await expect(country.getByRole('button', { name: 'Save' })).toBeDisabled();

  // Everything came back from the server after a reload (the dialog reopens: its flag is persisted).
  await page.reload();
  const again = page.getByRole('dialog', { name: 'Settings' });
  await expect(card(again, 'Display Name').getByLabel('First name')).toHaveValue('Ada');
  await expect(card(again, 'Display Name').getByLabel('Middle name')).toHaveValue('King');
  await expect(card(again, 'Headline').getByLabel('Headline')).toHaveValue('Builds agents\nthat ship');
  await expect(card(again, 'Username').getByLabel('Username')).toHaveValue(`${me.username}-x`);
  await expect(card(again, 'Email').getByLabel('Email', { exact: true })).toHaveValue(me.email);
  await expect(card(again, 'Email')).toContainText(`Pending confirmation: new-${me.email}`);
  await expect(card(again, 'Phone Number').getByRole('textbox', { name: 'Phone number' })).toHaveValue(
    /1234567/,
  );
  await expect(card(again, 'Country').getByRole('combobox', { name: 'Country' })).toContainText('Germany');
});

test('422: the field shows the API message and takes focus, with no toast', async ({ page, context }) => {
  await sharedUser(context);
  const dialog = await openSettings(page);
  const username = card(dialog, 'Username');
  await username.getByLabel('Username').fill('demo-coach');
  await username.getByRole('button', { name: 'Save' }).click();
  const field = username.getByLabel('Username');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toBeFocused();
  await expect(username.getByText(/taken/i)).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
  // A rule the browser checks itself, from the contract: no request at all.
  const name = card(dialog, 'Display Name');
  await name.getByLabel('First name').fill('');
  await name.getByRole('button', { name: 'Save' }).click();
  await expect(name.getByLabel('First name')).toBeFocused();
  await expect(name.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
});

test('other failures show the toast "Something went wrong!" with the server message, and keep the edit', async ({
  page,
  context,
}) => {
  await sharedUser(context);
  const dialog = await openSettings(page);
  await page.route('**/v1/users/*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Down for maintenance."}',
    }),
  );
  const headline = card(dialog, 'Headline');
  await headline.getByLabel('Headline').fill('Still here');
  await headline.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Something went wrong!' });
  await expect(toast).toContainText('Down for maintenance.');
  await expect(headline.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(headline.getByLabel('Headline')).toHaveValue('Still here');
});

test('419 gives no toast and logs a CSRF mismatch; 401 clears identity and sends to /login with the page', async ({
  page,
  context,
}) => {
  await sharedUser(context);
  const warnings: string[] = [];
  page.on('console', (message) => warnings.push(message.text()));
  const dialog = await openSettings(page);
  // A stale token the page reads (a cookie of /b comes first in document.cookie) while the API gets the
  // real one: the echoed header no longer matches.
  await context.addCookies([{ name: 'XSRF-TOKEN', value: 'stale', domain: '127.0.0.1', path: '/b' }]);
  const headline = card(dialog, 'Headline');
  await headline.getByLabel('Headline').fill('Forged');
  await headline.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => warnings.some((text) => text.includes('CSRF token mismatch.'))).toBe(true);
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);

  // The session ends elsewhere (another tab logged out): the next call answers 401.
  await context.clearCookies();
  await headline.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/b')}`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeHidden();
});

test('the avatar uploads and saves on choosing a file; a file of another type says "Upload failed"', async ({
  page,
  context,
}) => {
  await sharedUser(context);
  const dialog = await openSettings(page);
  const avatar = card(dialog, 'Avatar');
  // Initials until there is a picture.
  await expect(avatar.getByRole('img', { name: 'Sam Settings' })).toHaveText('SS');
  await avatar
    .getByLabel('Avatar image')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
  await expect(avatar.locator('img')).toHaveAttribute('src', /\/v1\/images\//);

  await avatar.getByLabel('Avatar image').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  const failed = page.getByRole('status').filter({ hasText: 'Upload failed' });
  await expect(failed).toContainText('Please try again');
});

test('social accounts: add rows, save, reorder by dragging the handle, delete', async ({ page, context }) => {
  await sharedUser(context);
  const dialog = await openSettings(page);
  const social = card(dialog, 'Social Accounts');
  await expect(social).toContainText(
    'No social accounts linked yet. Connect your profiles to build trust and increase visibility.',
  );

  // A new row has an empty platform and url; saving it shows the errors on that row.
  await social.getByRole('button', { name: 'Add social account' }).click();
  await social.getByRole('button', { name: 'Save' }).click();
  await expect(social.getByLabel('URL of row 1')).toHaveAttribute('aria-invalid', 'true');

  const choose = async (row: number, platform: string, url: string) => {
    await social.getByRole('combobox', { name: `Platform of row ${row}` }).click();
    await page.getByRole('option', { name: platform, exact: true }).click();
    await social.getByLabel(`URL of row ${row}`).fill(url);
  };
  await choose(1, 'GitHub', 'https://github.com/sam');
  await social.getByRole('button', { name: 'Add social account' }).click();
  await choose(2, 'LinkedIn', 'https://linkedin.com/in/sam');
  await social.getByRole('button', { name: 'Save' }).click();
  await expect(userUpdated(page)).toBeVisible();

  // Drag LinkedIn above GitHub by its handle.
  const rows = social.getByRole('row');
  await social
    .getByRole('button', { name: 'Reorder LinkedIn' })
    .dragTo(social.getByRole('button', { name: 'Reorder GitHub' }));
  await expect(rows.nth(1)).toContainText('LinkedIn');
  const sent = page.waitForRequest((request) => request.method() === 'PATCH');
  await social.getByRole('button', { name: 'Save' }).click();
  expect((await sent).postDataJSON()).toEqual({
    profile: {
      socialAccounts: [
        { platform: 'linkedin', url: 'https://linkedin.com/in/sam', order: 1 },
        { platform: 'github', url: 'https://github.com/sam', order: 2 },
      ],
    },
  });

  await social.getByRole('button', { name: 'Delete GitHub' }).click();
  await social.getByRole('button', { name: 'Save' }).click();
  await expect(social.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.reload();
  const again = card(page.getByRole('dialog', { name: 'Settings' }), 'Social Accounts');
  await expect(again.getByRole('button', { name: 'Reorder LinkedIn' })).toBeVisible();
  await expect(again.getByRole('button', { name: 'Reorder GitHub' })).toHaveCount(0);
});

test('Preferences → Appearance stores the colour mode on the account: it survives a reload on a clean browser', async ({
  page,
  context,
}) => {
  await sharedUser(context);
  await page.emulateMedia({ colorScheme: 'light' });
  const dialog = await openSettings(page);
  await dialog.getByRole('tab', { name: /Preferences/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Appearance' })).toBeVisible();
  await expect(dialog.getByText('Manage your display settings')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'System' })).toBeChecked();
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await dialog.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect((await saved).ok()).toBe(true);

  // Not only this browser's storage: the account keeps it.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/b');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
