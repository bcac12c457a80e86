import { expect, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * Issue 21, items 5 and 6: a guest finds a published posting on the public job board, reads it (with its
 * schema.org JobPosting data for search engines), applies with a resume and answers; then the team's
 * posting's recruiter reads the application with its answers and resume in the team's workspace.
 */

/** The demo posting of the Exceed team that accepts applications (api/src/demo/demo-jobs.ts). */
const JOB = 'AI Solutions Engineer';

/** A small, valid one-page PDF, made here: its bytes make it a PDF, whatever its name says. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

test.describe.configure({ timeout: 120_000 });

test('a guest finds a job, applies with a resume and answers; the posting’s recruiter reads the application', async ({
  page,
  browser,
}) => {
  const problems: string[] = [];

  // The board: a search and a filter narrow it; the URL keeps them.
  await page.goto('/jobs');
  const results = page.getByRole('region', { name: 'Results' });
  await waitForContent(page, results.getByRole('article').first());
  problems.push(...(await checkThemes(page, '/jobs', { dark: false })));
  await page.getByRole('searchbox', { name: 'Search' }).fill('solutions');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=solutions/);
  await page.getByRole('combobox', { name: 'Workplace' }).click();
  await page.getByRole('option', { name: 'Remote', exact: true }).click();
  await expect(page).toHaveURL(/workplaceType=Remote/);
  // Every result is a remote posting about solutions; the one this test applies to is among them.
  await expect(results.getByRole('article').first()).toBeVisible();
  await results.getByRole('link', { name: JOB }).click();

  // The posting, its company, and its structured data in the page.
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const postingId = page.url().split('/').at(-1) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: JOB })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Exceed', exact: true })).toHaveAttribute(
    'href',
    'https://exceed.example.com',
  );
  await expect(page).toHaveTitle(new RegExp(`^${JOB} at Exceed \\|`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: JOB,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'Exceed' },
    jobLocation: { '@type': 'Place', address: { addressLocality: 'Lisbon, Portugal' } },
    jobLocationType: 'TELECOMMUTE',
  });
  expect(new Date(ld.datePosted).getTime()).not.toBeNaN();
  expect(ld.description).toContain('AI pilots');

  // The form: the contract's messages as the guest goes, then the application is sent.
  const form = page.getByRole('form', { name: 'Apply for this job' });
  await waitForContent(page, form);
  problems.push(...(await checkThemes(page, '/jobs/:id', { dark: false })));
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(form.getByText('Please answer this question.').first()).toBeVisible();
  await form.getByLabel('Email').fill('not an email');
  await form.getByLabel('Email').blur();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  const email = `applicant-${Date.now()}@example.net`;
  await form.getByLabel('Name').fill('Ada Lovelace');
  await form.getByLabel('Email').fill(email);
  await form
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  const textareas = form.locator('textarea');
  await expect(textareas).toHaveCount(5);
  const answers: string[] = [];
  for (let index = 0; index < 5; index++) {
    const answer = `Answer ${index + 1} from Ada`;
    answers.push(answer);
    await textareas.nth(index).fill(answer);
  }
  await form.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();

  // The posting's recruiter (Maya, a coach of the team the posting names) reads it in the team's workspace.
  const recruiter = await browser.newContext();
  await signInAs(recruiter, 'maya@example.com');
  const teamPage = await recruiter.newPage();
  await teamPage.goto(`/t/exceed/jobs/${postingId}/applications`);
  await expect(teamPage.getByRole('heading', { level: 1, name: `Applications: ${JOB}` })).toBeVisible();
  const row = teamPage.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Ada Lovelace');
  await waitForContent(teamPage, row);
  problems.push(...(await checkThemes(teamPage, '/t/:slug/jobs/:id/applications', { dark: true })));
  await row.getByRole('link', { name: 'Ada Lovelace' }).click();
  await expect(teamPage.getByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
  for (const answer of answers) await expect(teamPage.getByText(answer)).toBeVisible();
  const download = teamPage.waitForEvent('download');
  await teamPage.getByRole('link', { name: /Download resume/ }).click();
  expect((await download).suggestedFilename()).toBe('ada-cv.pdf');
  problems.push(
    ...(await checkThemes(teamPage, '/t/:slug/jobs/:id/applications/:applicationId', { dark: true })),
  );
  await recruiter.close();

  // Applying again from the same address is refused on the email field.
  await page.goto(`/jobs/${postingId}`);
  const again = page.getByRole('form', { name: 'Apply for this job' });
  await again.getByLabel('Name').fill('Ada Lovelace');
  await again.getByLabel('Email').fill(email);
  for (let index = 0; index < 5; index++) await again.locator('textarea').nth(index).fill('Again');
  await again.getByRole('button', { name: 'Send application' }).click();
  await expect(again.getByText('You have already applied to this job.')).toBeVisible();

  expect(problems).toEqual([]);
});

test('a closed posting is off the list but its link says it is closed; an unknown one is the 404 page', async ({
  page,
  browser,
}) => {
  // The closed demo posting's id, as its team sees it.
  const team = await browser.newContext();
  await signInAs(team, 'lena@example.com');
  const closed = await team.request.get('/v1/t/job-postings?status=CLOSED', {
    headers: { 'X-Team': 'northwind-ai' },
  });
  const [posting] = (await closed.json()).data as Array<{ id: string; title: string }>;
  await team.close();
  if (!posting) throw new Error('the demo has no closed posting');

  await page.goto('/jobs');
  await waitForContent(page, page.getByRole('region', { name: 'Results' }).getByRole('article').first());
  await expect(page.getByRole('link', { name: posting.title })).toHaveCount(0);
  await page.goto(`/jobs/${posting.id}`);
  await expect(page.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This job is closed.' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Apply for this job' })).toHaveCount(0);

  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: /^Page Not Found/ })).toBeVisible();
});
