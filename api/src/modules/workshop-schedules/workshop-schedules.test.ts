import { SCHEDULE_END_BEFORE_START } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import type { Tenant } from '../../models/tenant.ts';
import type { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';
import { addSessions } from '../../workshops/schedule-sessions.ts';

const t = useApiTest();

interface ScheduleAnswer {
  data: {
    id: string;
    coachId: string;
    workshopId: string;
    workshop: { id: string; title: string };
    coach: { id: string; username: string };
    startDate: string;
    endDate: string;
    location: string | null;
    status: string;
  };
  errors: Record<string, string[]>;
}

interface ScheduleList {
  data: Array<ScheduleAnswer['data']>;
  meta: { total: number };
}

let sequence = 0;

/** A workshop of the coach in the tenant, written straight to the table (workshops have their own tests). */
async function createWorkshop(tenant: Tenant, coach: User): Promise<Workshop> {
  sequence++;
  return Workshop.forTenant(tenant.id, t.db.knex).insertAndFetch({
    coachId: coach.id,
    title: `Workshop ${sequence}`,
    slug: `workshop-${sequence}-${Date.now()}`,
    priceMinor: 4999,
  });
}

/** A team with a coach (and their bearer headers with X-Team) and one workshop of theirs. */
async function coachedTeam() {
  const tenant = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenant] });
  const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': tenant.slug };
  const workshop = await createWorkshop(tenant, coach);
  return { tenant, coach, headers, workshop };
}

const day = (offset: number, hour = 9) => new Date(Date.UTC(2031, 0, 1 + offset, hour)).toISOString();

describe('/v1/workshop-schedules', () => {
  it('creates, lists, shows, updates (PATCH and PUT), deletes and restores a schedule', async () => {
    const { coach, headers, workshop } = await coachedTeam();
    const created = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers,
      json: { coachId: coach.id, workshopId: workshop.id, startDate: day(1), endDate: day(1, 17) },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      coachId: coach.id,
      workshop: { id: workshop.id, title: workshop.title },
      coach: { id: coach.id, username: coach.username },
      startDate: day(1),
      status: 'DRAFT',
      visibility: 'PUBLIC',
      mode: 'ONLINE',
    });
    const id = created.body.data.id;

    const list = await t.app.json<ScheduleList>('/v1/workshop-schedules', { headers });
    expect(list.body.data.map((schedule) => schedule.id)).toEqual([id]);
    expect(list.body.data[0]?.workshop.title).toBe(workshop.title);
    expect((await t.app.json<ScheduleAnswer>(`/v1/workshop-schedules/${id}`, { headers })).body.data.id).toBe(
      id,
    );

    const patched = await t.app.json<ScheduleAnswer>(`/v1/workshop-schedules/${id}`, {
      method: 'PATCH',
      headers,
      json: { location: 'Berlin', status: 'PUBLISHED' },
    });
    expect(patched.body.data).toMatchObject({ location: 'Berlin', status: 'PUBLISHED', startDate: day(1) });
    const put = await t.app.json<ScheduleAnswer>(`/v1/workshop-schedules/${id}`, {
      method: 'PUT',
      headers,
      json: { endDate: day(2) },
    });
    expect(put.body.data).toMatchObject({ location: 'Berlin', endDate: day(2) });
    // The merged record is checked: a start after the stored end is refused on endDate.
    const late = await t.app.json<ScheduleAnswer>(`/v1/workshop-schedules/${id}`, {
      method: 'PATCH',
      headers,
      json: { startDate: day(3) },
    });
    expect(late.status).toBe(422);
    expect(late.body.errors.endDate).toEqual([SCHEDULE_END_BEFORE_START]);

    expect((await t.app.request(`/v1/workshop-schedules/${id}`, { method: 'DELETE', headers })).status).toBe(
      204,
    );
    expect((await t.app.json(`/v1/workshop-schedules/${id}`, { headers })).status).toBe(404);
    const afterDelete = await t.app.json<ScheduleList>('/v1/workshop-schedules', { headers });
    expect(afterDelete.body.data).toEqual([]);
    const restored = await t.app.json<ScheduleAnswer>(`/v1/workshop-schedules/${id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id, location: 'Berlin' } } });
  });

  it('answers the required-field, end-before-start, enum and unknown-workshop messages', async () => {
    const { coach, headers, workshop } = await coachedTeam();
    const empty = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers,
      json: {},
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      coachId: ['Coach ID is required.'],
      workshopId: ['Workshop ID is required.'],
      startDate: ['Start date is required.'],
      endDate: ['End date is required.'],
    });

    const valid = { coachId: coach.id, workshopId: workshop.id, startDate: day(1), endDate: day(1, 17) };
    const backwards = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers,
      json: { ...valid, endDate: day(0) },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ endDate: [SCHEDULE_END_BEFORE_START] });

    const enums = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers,
      json: { ...valid, visibility: 'SECRET', mode: 'TELEPATHY', status: 'MAYBE' },
    });
    expect(enums.body.errors).toEqual({
      visibility: ['Please select a valid workshop visibility'],
      mode: ['Please select a valid workshop mode'],
      status: ['Please select a valid status'],
    });

    const other = await coachedTeam();
    const foreignWorkshop = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers,
      json: { ...valid, workshopId: other.workshop.id },
    });
    expect(foreignWorkshop.status).toBe(422);
    expect(foreignWorkshop.body.errors).toEqual({ workshopId: ['The selected workshop is invalid.'] });
  });

  it("lets another coach of the team read a coach's schedule but not create for them or change it", async () => {
    const { tenant, coach, workshop } = await coachedTeam();
    const schedule = await WorkshopSchedule.forTenant(tenant.id, t.db.knex).insertAndFetch({
      coachId: coach.id,
      workshopId: workshop.id,
      startDate: new Date(day(5)),
      endDate: new Date(day(5, 12)),
    });
    const rival = await createUser(t.db.knex, { roles: ['coach'], tenants: [tenant] });
    const rivalHeaders = { ...(await bearerFor(t.db.knex, rival)), 'X-Team': tenant.slug };
    const dates = { startDate: day(6), endDate: day(6, 12) };
    const forOther = await t.app.json('/v1/workshop-schedules', {
      method: 'POST',
      headers: rivalHeaders,
      json: { coachId: coach.id, workshopId: workshop.id, ...dates },
    });
    const ofOthersWorkshop = await t.app.json('/v1/workshop-schedules', {
      method: 'POST',
      headers: rivalHeaders,
      json: { coachId: rival.id, workshopId: workshop.id, ...dates },
    });
    const patch = await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'PATCH',
      headers: rivalHeaders,
      json: { location: 'Elsewhere' },
    });
    const remove = await t.app.json(`/v1/workshop-schedules/${schedule.id}`, {
      method: 'DELETE',
      headers: rivalHeaders,
    });
    expect([forOther.status, ofOthersWorkshop.status, patch.status, remove.status]).toEqual([
      403, 403, 403, 403,
    ]);
    expect(
      (await t.app.json(`/v1/workshop-schedules/${schedule.id}`, { headers: rivalHeaders })).status,
    ).toBe(200);
    // A plain member (no coach role) reads but cannot create.
    const member = await createUser(t.db.knex, { tenants: [tenant] });
    const memberHeaders = { ...(await bearerFor(t.db.knex, member)), 'X-Team': tenant.slug };
    expect((await t.app.json('/v1/workshop-schedules', { headers: memberHeaders })).status).toBe(200);
    const byMember = await t.app.json('/v1/workshop-schedules', {
      method: 'POST',
      headers: memberHeaders,
      json: { coachId: member.id, workshopId: workshop.id, ...dates },
    });
    expect(byMember.status).toBe(403);
    // A super-admin may plan a date for the coach.
    const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
    const adminHeaders = { ...(await bearerFor(t.db.knex, admin)), 'X-Team': tenant.slug };
    const byAdmin = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules', {
      method: 'POST',
      headers: adminHeaders,
      json: { coachId: coach.id, workshopId: workshop.id, ...dates },
    });
    expect(byAdmin).toMatchObject({ status: 201, body: { data: { coachId: coach.id } } });
  });

  it("keeps tenants apart: B's schedule under X-Team A is 404; X-Team B by a member of A is 403", async () => {
    const a = await coachedTeam();
    const b = await coachedTeam();
    const scheduleOfB = await WorkshopSchedule.forTenant(b.tenant.id, t.db.knex).insertAndFetch({
      coachId: b.coach.id,
      workshopId: b.workshop.id,
      startDate: new Date(day(7)),
      endDate: new Date(day(7, 12)),
    });
    const path = `/v1/workshop-schedules/${scheduleOfB.id}`;
    expect((await t.app.json(path, { headers: a.headers })).status).toBe(404);
    expect((await t.app.json(path, { method: 'PATCH', headers: a.headers, json: {} })).status).toBe(404);
    expect((await t.app.json(path, { method: 'DELETE', headers: a.headers })).status).toBe(404);
    const asB = { ...a.headers, 'X-Team': b.tenant.slug };
    expect((await t.app.json(path, { headers: asB })).status).toBe(403);
    expect((await t.app.json('/v1/workshop-schedules', { headers: asB })).status).toBe(403);
  });

  it('filters by workshop, coach, status and start day, soonest first', async () => {
    const { tenant, coach, headers, workshop } = await coachedTeam();
    const second = await createWorkshop(tenant, coach);
    const insert = (workshopId: string, offset: number, status: 'DRAFT' | 'PUBLISHED') =>
      WorkshopSchedule.forTenant(tenant.id, t.db.knex).insertAndFetch({
        coachId: coach.id,
        workshopId,
        startDate: new Date(day(offset)),
        endDate: new Date(day(offset, 12)),
        status,
      });
    const later = await insert(workshop.id, 20, 'DRAFT');
    const sooner = await insert(workshop.id, 10, 'PUBLISHED');
    const other = await insert(second.id, 15, 'PUBLISHED');
    const ids = async (query: string) =>
      (await t.app.json<ScheduleList>(`/v1/workshop-schedules${query}`, { headers })).body.data.map(
        (schedule) => schedule.id,
      );
    expect(await ids('')).toEqual([sooner.id, other.id, later.id]);
    expect(await ids(`?workshopId=${workshop.id}`)).toEqual([sooner.id, later.id]);
    expect(await ids(`?coachId=${coach.id}&status=PUBLISHED`)).toEqual([sooner.id, other.id]);
    expect(await ids(`?from=${day(15).slice(0, 10)}&to=${day(20).slice(0, 10)}`)).toEqual([
      other.id,
      later.id,
    ]);
    const paged = await t.app.json<ScheduleList>('/v1/workshop-schedules?perPage=2&page=2', { headers });
    expect(paged.body).toMatchObject({ data: [{ id: later.id }], meta: { total: 3 } });
    const bad = await t.app.json<ScheduleAnswer>('/v1/workshop-schedules?status=NOPE', { headers });
    expect(bad.body.errors).toEqual({ status: ['Please select a valid status'] });
    // A cohort begun before `from` whose sessions run past it is still listed from that day.
    const cohort = await WorkshopSchedule.forTenant(tenant.id, t.db.knex).insertAndFetch({
      coachId: coach.id,
      workshopId: second.id,
      startDate: new Date(day(12)),
      endDate: new Date(day(12, 12)),
      status: 'PUBLISHED',
    });
    await addSessions(t.db.knex, cohort, [{ startDate: new Date(day(19)), endDate: new Date(day(19, 12)) }]);
    expect(await ids(`?from=${day(15).slice(0, 10)}&to=${day(20).slice(0, 10)}`)).toEqual([
      cohort.id,
      other.id,
      later.id,
    ]);
  });
});
