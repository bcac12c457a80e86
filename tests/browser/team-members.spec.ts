import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { mailedCode, newestMailTo } from './support/mailbox.ts';
import { finishClientOnboarding } from './support/onboarding.ts';
import { registerNewUser, signInAs, xsrfOf } from './support/sign-in.ts';

/**
 * Issue 21: the team in the route (/t/:slug), its members screen and settings, and joining a team by a
 * mailed invitation. The demo coach owns the `exceed` team and coaches at `northwind-ai`.
 */

/** The link of the newest team invitation mailed to `to` since `since`, waiting for the mail job. */
async function invitationLink(to: string, since: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(to, since).catch(() => null);
        link = /https?:\/\/\S+(\/team-invitations\/[\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** Picks an option of a design-system Select by its accessible name. */
async function choose(
  page: Page,
  scope: ReturnType<Page['getByRole']> | Page,
  select: string,
  option: string,
) {
  await scope.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an owner invites a recruiter by email, who signs in by code on the mailed link, joins and sees the team', async ({
  page,
  context,
  browser,
}) => {
  // The recruiter has an Exceed account of their own already.
  const recruiterContext: BrowserContext = await browser.newContext();
  const recruiter = await registerNewUser(recruiterContext, 'recr', { firstName: 'Rae', lastName: 'Hunter' });
  const recruiterPage = await recruiterContext.newPage();
  await recruiterPage.goto('/onboarding/1');
  await finishClientOnboarding(recruiterPage);
  await recruiterContext.clearCookies();

  await signInAs(context, 'coach@example.com');
  await page.goto('/t/exceed/members');
  await expect(page).toHaveTitle(/^Members \| Exceed/);
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toContainText('Rita Recruiter');
  await expect(members).toContainText('client@example.com');
  await waitForContent(page, members);
  expect(await checkThemes(page, 'Team members', { dark: true })).toEqual([]);

  // The last owner stays: the API grants them no leaving (their row's abilities), so none is offered.
  await expect(members.getByRole('button', { name: 'Suspend Grace Coach' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave the team' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Invite member' }).click();
  const form = page.getByRole('form', { name: 'Invite a member' });
  await form.getByLabel('Email').fill(` ${recruiter.email.toUpperCase()} `);
  await choose(page, form, 'Role', 'Recruiter');
  expect(await checkThemes(page, 'Invite a member', { dark: false })).toEqual([]);
  const since = Date.now();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  const invitations = page.getByRole('table', { name: 'Invitations' });
  await expect(invitations.getByRole('row').filter({ hasText: recruiter.email })).toContainText('Recruiter');
  const link = await invitationLink(recruiter.email, since);

  // Signed out, on a browser of their own: the link asks them to sign in as the invited address.
  await recruiterPage.goto(link);
  await expect(recruiterPage).toHaveTitle(/^Team invitation \| Exceed/);
  await expect(recruiterPage.getByRole('region', { name: 'Exceed' })).toContainText(
    `demo-coach invited ${recruiter.email} to join this team as recruiter.`,
  );
  expect(await checkThemes(recruiterPage, 'Team invitation', { dark: true })).toEqual([]);
  await recruiterPage.getByRole('button', { name: 'Join Exceed' }).click();
  await expect(recruiterPage.getByRole('heading', { name: 'Sign in to join' })).toBeVisible();
  const email = recruiterPage.getByRole('form', { name: 'Log in with a code' }).getByLabel('Email');
  await expect(email).toHaveValue(recruiter.email);
  const codeSince = Date.now();
  await recruiterPage.getByRole('button', { name: 'Send code' }).click();
  const code = recruiterPage.getByRole('form', { name: 'Enter your code' });
  await code.getByLabel('6-digit code').fill(await mailedCode(recruiter.email, codeSince));
  await code.getByRole('button', { name: 'Continue' }).click();

  // A member now: the team's pages open, with what a recruiter may use.
  await expect(recruiterPage).toHaveURL('/t/exceed/members');
  const nav = recruiterPage.getByRole('navigation', { name: 'Exceed navigation' });
  await expect(nav.getByRole('link', { name: 'Job postings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team settings' })).toHaveCount(0);
  const row = recruiterPage
    .getByRole('table', { name: 'Members' })
    .getByRole('row')
    .filter({ hasText: recruiter.email });
  await expect(row).toContainText('Recruiter');
  await expect(row).toContainText('Active');
  await expect(recruiterPage.getByRole('button', { name: 'Invite member' })).toHaveCount(0);

  // The link has done its work.
  await recruiterPage.goto(link);
  await expect(
    recruiterPage.getByRole('status').filter({ hasText: 'This invitation has already been accepted' }),
  ).toBeVisible();
  await recruiterContext.close();
});

test('a team one is not an ACTIVE member of gets the same 404 page as an unknown path', async ({
  page,
  context,
}) => {
  await signInAs(context, 'lena@example.com');
  for (const path of ['/t/exceed/members', '/t/no-such-team/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \| Exceed/);
  }
  // Their own team opens, and /t goes to it.
  await page.goto('/t');
  await expect(page).toHaveURL('/t/northwind-ai/members');
  await expect(page.getByRole('table', { name: 'Members' })).toContainText('Lena Fischer');
});

test('the team switcher moves between the two teams of the demo coach, and X-Team follows', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  await page.goto('/t/exceed/members');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members).toContainText('Ada Admin');
  const header = page.getByRole('banner');
  await expect(header.getByRole('combobox', { name: 'Team' })).toHaveText(/Exceed/);

  const asked = page.waitForRequest(
    (request) => request.url().endsWith('/v1/t') && request.headers()['x-team'] === 'northwind-ai',
  );
  await choose(page, header, 'Team', 'Northwind AI');
  await asked;
  await expect(page).toHaveURL('/t/northwind-ai/members');
  await expect(members).toContainText('Lena Fischer');
  await expect(members).not.toContainText('Ada Admin');
  // A coach there: no settings, no invitations.
  await expect(page.getByRole('link', { name: 'Team settings' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Invite member' })).toHaveCount(0);

  // The coach area works in the current team; the switcher takes it back.
  await page.goto('/c');
  await expect(header.getByRole('combobox', { name: 'Team' })).toHaveText(/Northwind AI/);
  await choose(page, header, 'Team', 'Exceed');
  await expect(page).toHaveURL('/c');
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page).toHaveURL('/t/exceed/members');
});

test('team settings: the owner renames the team and its slug, the browser follows, the domain is normalised', async ({
  page,
  context,
}) => {
  await signInAs(context, 'coach@example.com');
  const slug = `team-${Date.now().toString(36)}`;
  const created = await context.request.post('/v1/tenants', {
    headers: await xsrfOf(context, context.request),
    data: { name: 'Settings Test', slug },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/t/${slug}/settings`);
  await expect(page).toHaveTitle(/^Team settings \| Exceed/);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await waitForContent(page, page.getByRole('textbox', { name: 'Name', exact: true }));
  expect(await checkThemes(page, 'Team settings', { dark: true })).toEqual([]);

  await page.getByLabel('Domain').fill('not a domain');
  await page.getByLabel('Domain').blur();
  await expect(page.getByText('Please enter a valid domain, such as example.com')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Settings Renamed');
  await page.getByLabel('Slug').fill(`${slug}-x`);
  await page.getByLabel('Email').fill('  Team@Example.COM ');
  await page.getByLabel('Domain').fill('WWW.Example.com/about');
  await save.click();
  await expect(page).toHaveURL(`/t/${slug}-x/settings`);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Settings Renamed');
  await expect(page.getByLabel('Email')).toHaveValue('team@example.com');
  await expect(page.getByLabel('Domain')).toHaveValue('https://www.example.com');
});
