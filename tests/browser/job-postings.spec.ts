import { expect, type Locator, type Page, test } from '@playwright/test';
import { checkThemes, waitForContent } from './support/axe.ts';
import { signInAs } from './support/sign-in.ts';

/**
 * A team's job postings as its recruiter (rita@example.com, team role recruiter in the demo team
 * `exceed`): the list, a posting written with SPEC §5's messages on the way, published, deleted and
 * brought back.
 */

test.describe.configure({ timeout: 120_000 });

const DESCRIPTION =
  'Design and run the hands-on exercises of our AI workshops, pair with coaches on their material, and ' +
  'turn what clients ask into examples every coach can reuse.';
const SKILLS =
  'Shipped work with large language models, clear writing for people who are not engineers, and the ' +
  'habit of checking whether a change made things better.';

/** The message a field reads through aria-describedby (its error), once it shows. */
async function expectError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.?*+()]/g, '\\$&')));
}

async function choose(page: Page, form: Locator, label: string, option: string) {
  await form.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a recruiter writes a posting with 5 questions, meeting each of SPEC §5 rules, and publishes it', async ({
  page,
  context,
}) => {
  await signInAs(context, 'rita@example.com');
  const title = `Workshop engineer ${Date.now().toString(36)}`;

  // The team's postings: the demo's, one in every status.
  await page.goto('/t/exceed/jobs');
  const heading = page.getByRole('heading', { name: 'Job postings', level: 1 });
  await waitForContent(page, heading);
  const list = page.getByRole('table', { name: 'Job postings' });
  for (const status of ['Draft', 'Published', 'Closed', 'Archived']) {
    await expect(list.getByText(status, { exact: true }).first()).toBeVisible();
  }
  expect(await checkThemes(page, 'job postings', { dark: true })).toEqual([]);

  await page.getByRole('link', { name: 'New posting' }).click();
  await expect(page).toHaveURL(/\/t\/exceed\/jobs\/new$/);
  const form = page.getByRole('form', { name: 'New job posting' });
  await waitForContent(page, form.getByRole('checkbox', { name: 'Rita Recruiter' }));
  expect(await checkThemes(page, 'new job posting', { dark: true })).toEqual([]);

  // Lengths: a title of 3 to 255, a description of 100 or more, a valid poster email.
  const titleField = form.getByRole('textbox', { name: 'Title' });
  await titleField.fill('AI');
  await titleField.blur();
  await expectError(titleField, 'Title is not valid.');
  await titleField.fill(title);
  await expect(titleField).not.toHaveAttribute('aria-invalid', 'true');
  const description = form.getByRole('textbox', { name: 'Description', exact: true });
  await description.fill('Too short to say what the work is.');
  await description.blur();
  await expectError(description, 'Description is not valid.');
  await description.fill(DESCRIPTION);
  await form.getByRole('textbox', { name: 'Skills description' }).fill(SKILLS);
  const email = form.getByRole('textbox', { name: 'Poster email' });
  await email.fill('rita@');
  await email.blur();
  await expectError(email, 'Please enter a valid email address');
  await email.fill('rita@example.com');

  await choose(page, form, 'Employment type', 'Full time');
  await choose(page, form, 'Experience level', 'Mid senior level');
  await form.getByRole('textbox', { name: 'Location' }).fill('Remote');
  await form.getByRole('textbox', { name: 'Company name' }).fill('Exceed');
  await form.getByRole('textbox', { name: 'Company URL' }).fill('https://exceed.example.com');
  await form
    .getByRole('group', { name: 'Workplace types' })
    .getByRole('checkbox', { name: 'Remote' })
    .check();

  // At most 3 categories.
  const categories = form.getByRole('group', { name: 'Categories' });
  for (const name of ['IT', 'Engineering', 'Design'])
    await categories.getByRole('checkbox', { name }).check();
  await expect(categories.getByRole('alert')).toHaveCount(0);
  await categories.getByRole('checkbox', { name: 'Product' }).check();
  await expect(categories.getByRole('alert')).toHaveText('Cannot select more than 3 categories');
  await categories.getByRole('checkbox', { name: 'Product' }).uncheck();
  await expect(categories.getByRole('alert')).toHaveCount(0);

  await form.getByRole('checkbox', { name: 'Rita Recruiter' }).check();
  await form.getByRole('checkbox', { name: 'Resume required' }).check();

  // Five questions, at least five of them enabled, no title twice.
  const questions = form.getByRole('group', { name: 'Interview questions' });
  const tooFew = questions.getByText('Please add at least 5 enabled interview questions');
  const asked = [
    'Why this role?',
    'A workshop you are proud of?',
    'How do you test a prompt?',
    'Your ideal team?',
  ];
  for (const [index, question] of asked.entries()) {
    await questions.getByRole('button', { name: 'Add question' }).click();
    await questions.getByRole('textbox', { name: `Question ${index + 1}` }).fill(question);
    await expect(tooFew).toBeVisible();
  }
  await questions.getByRole('button', { name: 'Add question' }).click();
  const fifth = questions.getByRole('textbox', { name: 'Question 5' });
  await fifth.fill('  why THIS role? ');
  await expectError(fifth, 'Question already exists');
  await fifth.fill('What would you teach first?');
  await expect(fifth).not.toHaveAttribute('aria-invalid', 'true');
  await expect(tooFew).toHaveCount(0);
  await questions.getByRole('switch', { name: 'Ask Your ideal team?' }).click();
  await expect(tooFew).toBeVisible();
  await questions.getByRole('switch', { name: 'Ask Your ideal team?' }).click();
  await expect(tooFew).toHaveCount(0);

  // The last question first, from the keyboard.
  await questions.getByRole('button', { name: 'Reorder What would you teach first?' }).focus();
  await page.keyboard.press('Space');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(page.getByText('Dropped What would you teach first? at position 1 of 5.')).toBeVisible();
  await expect(questions.getByRole('textbox', { name: 'Question 1' })).toHaveValue(
    'What would you teach first?',
  );

  await form.getByRole('button', { name: 'Create job posting' }).click();
  await expect(page.getByText('Job posting created', { exact: true })).toBeVisible();
  const posting = page.getByRole('heading', { name: title, level: 1 });
  await expect(posting).toBeVisible();
  const header = page.locator('header', { has: posting });
  await expect(header.getByText('Draft', { exact: true })).toBeVisible();
  const saved = page.getByRole('form', { name: 'Job posting' });
  await expect(saved.getByRole('textbox', { name: 'Question 1' })).toHaveValue('What would you teach first?');
  await expect(saved.getByRole('textbox', { name: 'Question 2' })).toHaveValue('Why this role?');
  await waitForContent(page, saved.getByRole('checkbox', { name: 'Rita Recruiter' }));
  expect(await checkThemes(page, 'job posting', { dark: true })).toEqual([]);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('link', { name: 'Applications' })).toHaveAttribute(
    'href',
    `/t/exceed/jobs/${id}/applications`,
  );

  await header.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Job posting published', { exact: true })).toBeVisible();
  await expect(header.getByText('Published', { exact: true })).toBeVisible();

  // PUBLISHED in the list; deleted, then brought back by the toast's Undo.
  await page.getByRole('link', { name: '← Job postings' }).click();
  await page.getByRole('searchbox', { name: 'Search job postings' }).fill(title);
  const row = list.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Delete ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete job posting?' })
    .getByRole('button', { name: 'Delete posting' })
    .click();
  await expect(page.getByText('Job posting deleted', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored', { exact: true })).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
});
