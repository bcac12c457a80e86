import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { AWKWARD, FORMULAS, readCsv, refusal } from '../../../test/csv-fixtures.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { createPosting } from '../../../test/job-board-fixtures.ts';
import { JobApplication } from '../../models/job-application.ts';

const t = useApiTest();
const knex = () => t.db.knex;

/** A posting of a team of its own, in the hands of a recruiter, with the applications named `names`. */
async function postingWith(names: string[]) {
  const team = await createTenant(knex());
  const recruiter = await createUser(knex(), { tenants: [{ tenant: team, role: 'recruiter' }] });
  const posting = await createPosting(knex(), team, { recruiterIds: [recruiter.id] });
  for (const [index, name] of names.entries()) {
    await JobApplication.forTenant(team.id, knex()).insert({
      jobPostingId: posting.id,
      name,
      email: `applicant${index}@example.test`,
      answers: [
        { questionId: 'q1', question: 'Question 1', answer: `-${index} years` },
        { questionId: 'q3', question: 'Question 3', answer: AWKWARD },
      ],
      status: 'NEW',
    });
  }
  return {
    team,
    path: `/v1/t/job-postings/${posting.id}/applications.csv`,
    headers: { ...(await bearerFor(knex(), recruiter)), 'X-Team': team.slug },
  };
}

it('answers every application with a column per question the posting asks', async () => {
  const { path, headers } = await postingWith(['Zoë Ångström', AWKWARD, ...Object.keys(FORMULAS)]);
  const { header, records } = await readCsv(t.app, path, headers);
  expect(header).toEqual([
    'Application ID',
    'Name',
    'Email',
    'Status',
    'Resume',
    'Applied at (UTC)',
    'Question 1',
    'Question 2',
    'Question 3',
    'Question 4',
    'Question 5',
  ]);
  expect(records).toHaveLength(7);
  const byEmail = new Map(records.map((record) => [record.Email, record]));
  expect(byEmail.get('applicant0@example.test')).toMatchObject({
    Name: 'Zoë Ångström',
    Status: 'NEW',
    Resume: 'no',
    'Question 1': `'-0 years`,
    'Question 2': '',
    'Question 3': AWKWARD,
  });
  expect(byEmail.get('applicant1@example.test')?.Name).toBe(AWKWARD);
  const names = records.map((record) => record.Name);
  for (const written of Object.values(FORMULAS)) expect(names).toContain(written);
});

it('is for the posting’s readers: a plain member gets 403, another team 404, a guest 401', async () => {
  const { team, path } = await postingWith(['Ann']);
  const member = await createUser(knex(), { tenants: [team] });
  const elsewhere = await createTenant(knex());
  const owner = await createUser(knex(), { tenants: [{ tenant: elsewhere, role: 'owner' }] });
  expect(await refusal(t.app, path, { ...(await bearerFor(knex(), member)), 'X-Team': team.slug })).toBe(403);
  expect(await refusal(t.app, path, { ...(await bearerFor(knex(), owner)), 'X-Team': elsewhere.slug })).toBe(
    404,
  );
  expect(await refusal(t.app, path, { 'X-Team': team.slug })).toBe(401);
});
