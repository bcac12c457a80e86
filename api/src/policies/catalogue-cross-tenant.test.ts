import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { JobPosting } from '../models/job-posting.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopResource } from '../models/workshop-resource.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { WorkshopTemplate } from '../models/workshop-template.ts';

const t = useApiTest();

/** Team B's catalogue, one row of each kind, a deleted one of each for the restore routes. */
async function teamB() {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { tenants: [team], roles: ['coach'] });
  const template = await WorkshopTemplate.forTenant(team.id, t.db.knex).insert({
    title: 'B template',
    slug: 'b-template',
    priceMinor: 100,
  });
  const workshop = await Workshop.forTenant(team.id, t.db.knex).insert({
    coachId: coach.id,
    title: 'B workshop',
    slug: 'b-workshop',
    priceMinor: 100,
  });
  const resource = await WorkshopResource.forTenant(team.id, t.db.knex).insert({
    workshopId: workshop.id,
    title: 'B link',
    type: 'link',
    url: 'https://b.test',
  });
  const start = new Date(Date.now() + 86_400_000);
  const schedule = await WorkshopSchedule.forTenant(team.id, t.db.knex).insert({
    workshopId: workshop.id,
    coachId: coach.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
  });
  const posting = await JobPosting.forTenant(team.id, t.db.knex).insert({
    title: 'B job',
    description: 'x'.repeat(120),
    companyName: 'B',
    location: 'Remote',
    employmentStatus: 'FULL_TIME',
    experienceLevel: 'ENTRY_LEVEL',
    posterEmail: 'jobs@b.test',
    skillsDescription: 'y'.repeat(120),
    recruiterIds: [],
  });
  return { team, template, workshop, resource, schedule, posting };
}

describe('a coach of team A against team B’s catalogue', () => {
  it('cannot read, change, delete or restore any of it, through either team', async () => {
    const b = await teamB();
    const teamA = await createTenant(t.db.knex);
    const coachA = await createUser(t.db.knex, {
      tenants: [{ tenant: teamA, role: 'owner' }],
      roles: ['coach'],
    });
    const token = await bearerFor(t.db.knex, coachA);
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          WorkshopTemplate.forTenant(b.team.id, t.db.knex).withDeleted().orderBy('id'),
          Workshop.forTenant(b.team.id, t.db.knex).withDeleted().orderBy('id'),
          WorkshopResource.forTenant(b.team.id, t.db.knex).withDeleted().orderBy('id'),
          WorkshopSchedule.forTenant(b.team.id, t.db.knex).withDeleted().orderBy('id'),
          JobPosting.forTenant(b.team.id, t.db.knex).withDeleted().orderBy('id'),
        ]),
      );
    const before = await snapshot();
    const resource = `/v1/workshops/${b.workshop.id}/resources/${b.resource.id}`;
    const routes: Array<[string, string, unknown?]> = [
      ['GET', `/v1/workshops/${b.workshop.id}`],
      ['PATCH', `/v1/workshops/${b.workshop.id}`, { title: 'Owned' }],
      ['PUT', `/v1/workshops/${b.workshop.id}`, { title: 'Owned' }],
      ['DELETE', `/v1/workshops/${b.workshop.id}`],
      ['POST', `/v1/workshops/${b.workshop.id}/restore`],
      ['GET', `/v1/workshops/${b.workshop.id}/resources`],
      ['POST', `/v1/workshops/${b.workshop.id}/resources`, { title: 'Planted', type: 'agent' }],
      ['GET', resource],
      ['PATCH', resource, { title: 'Owned' }],
      ['DELETE', resource],
      ['POST', `${resource}/restore`],
      ['GET', `${resource}/file`],
      ['GET', `/v1/workshop-templates/${b.template.id}`],
      ['PATCH', `/v1/workshop-templates/${b.template.id}`, { title: 'Owned' }],
      ['DELETE', `/v1/workshop-templates/${b.template.id}`],
      ['POST', `/v1/workshop-templates/${b.template.id}/restore`],
      ['GET', `/v1/workshop-schedules/${b.schedule.id}`],
      ['PATCH', `/v1/workshop-schedules/${b.schedule.id}`, { location: 'Owned' }],
      ['DELETE', `/v1/workshop-schedules/${b.schedule.id}`],
      ['POST', `/v1/workshop-schedules/${b.schedule.id}/restore`],
      ['GET', `/v1/t/job-postings/${b.posting.id}`],
      ['PATCH', `/v1/t/job-postings/${b.posting.id}`, { title: 'Owned' }],
      ['DELETE', `/v1/t/job-postings/${b.posting.id}`],
      ['POST', `/v1/t/job-postings/${b.posting.id}/restore`],
    ];
    const answers = { ownTeam: [] as string[], theirTeam: [] as string[] };
    for (const [method, path, json] of routes) {
      for (const [name, team] of [
        ['ownTeam', teamA.slug],
        ['theirTeam', b.team.slug],
      ] as const) {
        const res = await t.app.json(path, {
          method,
          headers: { ...token, 'X-Team': team },
          ...(json ? { json } : {}),
        });
        answers[name].push(`${method} ${path} ${res.status}`);
      }
    }
    // Through their own team B's rows do not exist; naming team B is refused outright.
    expect(answers.ownTeam).toEqual(routes.map(([method, path]) => `${method} ${path} 404`));
    expect(answers.theirTeam).toEqual(routes.map(([method, path]) => `${method} ${path} 403`));
    expect(await snapshot()).toBe(before);
  });

  it('sees none of it in the lists of their own team', async () => {
    await teamB();
    const teamA = await createTenant(t.db.knex);
    const headers = {
      ...(await bearerFor(
        t.db.knex,
        await createUser(t.db.knex, { tenants: [{ tenant: teamA, role: 'owner' }], roles: ['coach'] }),
      )),
      'X-Team': teamA.slug,
    };
    for (const path of [
      '/v1/workshops',
      '/v1/workshop-templates',
      '/v1/workshop-schedules',
      '/v1/t/job-postings',
    ]) {
      const res = await t.app.json<{ data: unknown[] }>(path, { headers });
      expect([path, res.status, res.body.data]).toEqual([path, 200, []]);
    }
  });
});
