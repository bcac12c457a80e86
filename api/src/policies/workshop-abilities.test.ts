import {
  SCHEDULE_STATUSES,
  type ScheduleAbilities,
  type ScheduleStatus,
  type WorkshopAbilities,
} from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

/**
 * Issue 31: the abilities the API sends with a workshop and a schedule agree with what their routes do.
 * For each caller (the coach, another coach of the team, a plain member, the team's owner and admin, a
 * super-admin) and each schedule status, started or not, the record is read through the API; then every
 * ability is tried on its route, on a record of its own: granted ⇔ the route answers 2xx, refused ⇒ 403
 * (who asks) or 422 (the session's state).
 */
const t = useApiTest();

const HOUR = 3_600_000;

/** Who asks, by the part they play. */
const CALLERS = ['coach', 'otherCoach', 'member', 'teamOwner', 'teamAdmin', 'superAdmin'] as const;
type Caller = (typeof CALLERS)[number];

/** A team with the whole cast, the coach's workshop, and a way to plan schedules of it. */
async function makeWorld() {
  const { knex } = t.db;
  const team = await createTenant(knex);
  const users = {
    coach: await createUser(knex, { tenants: [team], roles: ['coach'] }),
    otherCoach: await createUser(knex, { tenants: [team], roles: ['coach'] }),
    member: await createUser(knex, { tenants: [team] }),
    teamOwner: await createUser(knex, { tenants: [{ tenant: team, role: 'owner' }] }),
    teamAdmin: await createUser(knex, { tenants: [{ tenant: team, role: 'admin' }] }),
    superAdmin: await createUser(knex, { roles: ['super-admin'] }),
  };
  const headers = {} as Record<Caller, Record<string, string>>;
  for (const caller of CALLERS) {
    headers[caller] = { ...(await bearerFor(knex, users[caller])), 'X-Team': team.slug };
  }
  const workshop = () =>
    Workshop.forTenant(team.id, knex).insert({
      coachId: users.coach.id,
      title: 'Prompt engineering',
      slug: `abilities-${crypto.randomUUID()}`,
      priceMinor: 1000,
      maxSeats: 10,
      status: 'DRAFT',
    });
  const schedule = async (status: WorkshopSchedule['status'], started: boolean) => {
    const start = new Date(Date.now() + (started ? -HOUR : 30 * 24 * HOUR));
    return WorkshopSchedule.forTenant(team.id, knex).insert({
      workshopId: (await workshop()).id,
      coachId: users.coach.id,
      startDate: start,
      endDate: new Date(start.getTime() + 2 * HOUR),
      status,
    });
  };
  return { users, headers, workshop, schedule };
}

/** Who acts on a schedule: the coach and a super-admin manage it; the team's owners and admins see its line. */
const MANAGERS: readonly Caller[] = ['coach', 'superAdmin'];
const LINE_READERS: readonly Caller[] = ['coach', 'superAdmin', 'teamOwner', 'teamAdmin'];

/**
 * What a caller is granted on a schedule of a status, started or not (the test's sessions have no seats
 * booked): who may, and what its lifecycle still takes.
 */
function scheduleGrants(caller: Caller, status: ScheduleStatus, started: boolean): ScheduleAbilities {
  const manage = MANAGERS.includes(caller);
  const open = status === 'DRAFT' || status === 'PUBLISHED';
  return {
    edit: manage && open && !started,
    publish: manage && status === 'DRAFT',
    cancel: manage && open,
    delete: manage,
    viewWaitlist: LINE_READERS.includes(caller),
    exportAttendees: manage,
    announce: LINE_READERS.includes(caller),
    // A cohort's sessions ahead still change once its first has started.
    editSessions: manage && open,
    checkIn: manage && (status === 'PUBLISHED' || status === 'COMPLETED'),
    // Its workshop needs one seat: there is nothing to decide (go-no-go.test.ts runs one that needs more).
    runAnyway: false,
  };
}

const allOf = (
  granted: boolean,
  team = { makeCodes: granted, makeTeamCodes: granted, editQuestions: granted },
): WorkshopAbilities => ({
  edit: granted,
  publish: granted,
  delete: granted,
  manageResources: granted,
  addSchedule: granted,
  ...team,
});

/**
 * A team's owners and admins make its codes, for one workshop or all of them, and set what its booking
 * pages ask, and change nothing else.
 */
const TEAM_GRANTS = { makeCodes: true, makeTeamCodes: true, editQuestions: true };

/** What each caller is granted on a workshop: its coach and a super-admin do everything, no one else. */
const WORKSHOP_GRANTS: Record<Caller, WorkshopAbilities> = {
  coach: allOf(true, { makeCodes: true, makeTeamCodes: false, editQuestions: true }),
  otherCoach: allOf(false),
  member: allOf(false),
  teamOwner: allOf(false, TEAM_GRANTS),
  teamAdmin: allOf(false, TEAM_GRANTS),
  superAdmin: allOf(true),
};

/** The status a status ability sets. */
const STATUS_OF: Record<string, ScheduleStatus> = { publish: 'PUBLISHED', cancel: 'CANCELLED' };

type Try = (id: string, headers: Record<string, string>) => Promise<number>;

describe('workshop and schedule abilities', () => {
  it('a schedule: each ability, for each caller, status and start, is what its route answers', {
    timeout: 120_000,
  }, async () => {
    const world = await makeWorld();
    const patch =
      (json: object): Try =>
      async (id, headers) =>
        (await t.app.json(`/v1/workshop-schedules/${id}`, { method: 'PATCH', headers, json })).status;
    const tries: Record<keyof ScheduleAbilities, Try> = {
      edit: patch({ location: 'Elsewhere' }),
      publish: patch({ status: 'PUBLISHED' }),
      cancel: patch({ status: 'CANCELLED' }),
      delete: async (id, headers) =>
        (await t.app.request(`/v1/workshop-schedules/${id}`, { method: 'DELETE', headers })).status,
      viewWaitlist: async (id, headers) =>
        (await t.app.json(`/v1/workshop-schedules/${id}/waitlist`, { headers })).status,
      exportAttendees: async (id, headers) => {
        const res = await t.app.request(`/v1/workshop-schedules/${id}/attendees.csv`, { headers });
        await res.arrayBuffer();
        return res.status;
      },
      editSessions: async (id, headers) =>
        (
          await t.app.json(`/v1/workshop-schedules/${id}/sessions/series`, {
            method: 'POST',
            headers,
            json: { count: 1 },
          })
        ).status,
      runAnyway: async (id, headers) =>
        (await t.app.json(`/v1/workshop-schedules/${id}/run-anyway`, { method: 'POST', headers })).status,
      // Taking back a check-in nobody made changes nothing, where check-ins are taken.
      checkIn: async (id, headers) =>
        (
          await t.app.request(`/v1/workshop-schedules/${id}/sessions/${id}/check-ins/ABCDE12345`, {
            method: 'DELETE',
            headers,
          })
        ).status,
      // Its reads answer by the same rule; sending needs people in the audience (these sessions have none).
      announce: async (id, headers) =>
        (await t.app.json(`/v1/workshop-schedules/${id}/announcements`, { headers })).status,
    };
    const problems: string[] = [];
    for (const status of SCHEDULE_STATUSES) {
      for (const started of [false, true]) {
        for (const caller of CALLERS) {
          const headers = world.headers[caller];
          const read = await t.app.json<{ data: { abilities: ScheduleAbilities } }>(
            `/v1/workshop-schedules/${(await world.schedule(status, started)).id}`,
            { headers },
          );
          expect(read.status).toBe(200);
          const shown = read.body.data.abilities;
          expect(shown, `${caller} on a ${status} schedule`).toEqual(scheduleGrants(caller, status, started));
          for (const [ability, attempt] of Object.entries(tries)) {
            // A PATCH to the status a session has already changes nothing (200), whoever may change it.
            if (STATUS_OF[ability] === status) continue;
            const answer = await attempt((await world.schedule(status, started)).id, headers);
            const granted = shown[ability as keyof ScheduleAbilities];
            // Refused for who asks: 403; for the session's state: 422.
            if (granted ? answer >= 300 : answer !== 403 && answer !== 422) {
              problems.push(
                `${caller}, ${status}${started ? ' started' : ''}: ${ability} ${granted} → ${answer}`,
              );
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('a workshop: each ability, for each caller, is what its route answers', {
    timeout: 60_000,
  }, async () => {
    const world = await makeWorld();
    const day = new Date(Date.now() + 30 * 24 * HOUR);
    const tries: Record<keyof WorkshopAbilities, Try> = {
      edit: async (id, headers) =>
        (await t.app.json(`/v1/workshops/${id}`, { method: 'PATCH', headers, json: { title: 'Renamed' } }))
          .status,
      publish: async (id, headers) =>
        (await t.app.json(`/v1/workshops/${id}`, { method: 'PATCH', headers, json: { status: 'PUBLISHED' } }))
          .status,
      delete: async (id, headers) =>
        (await t.app.request(`/v1/workshops/${id}`, { method: 'DELETE', headers })).status,
      manageResources: async (id, headers) =>
        (
          await t.app.json(`/v1/workshops/${id}/resources`, {
            method: 'POST',
            headers,
            json: { title: 'Slides', type: 'link', url: 'https://example.com/slides' },
          })
        ).status,
      makeCodes: async (id, headers) =>
        (
          await t.app.json('/v1/t/promo-codes', {
            method: 'POST',
            headers,
            json: { code: `W${Math.random().toString(36).slice(2, 10)}`, workshopId: id, percentOff: 10 },
          })
        ).status,
      makeTeamCodes: async (_id, headers) =>
        (
          await t.app.json('/v1/t/promo-codes', {
            method: 'POST',
            headers,
            json: { code: `T${Math.random().toString(36).slice(2, 10)}`, workshopId: null, percentOff: 10 },
          })
        ).status,
      editQuestions: async (id, headers) =>
        (
          await t.app.json(`/v1/workshops/${id}/questions`, {
            method: 'PUT',
            headers,
            json: { questions: [{ kind: 'yes_no', label: 'First workshop?' }] },
          })
        ).status,
      addSchedule: async (id, headers) =>
        (
          await t.app.json('/v1/workshop-schedules', {
            method: 'POST',
            headers,
            json: {
              workshopId: id,
              coachId: world.users.coach.id,
              startDate: day.toISOString(),
              endDate: new Date(day.getTime() + HOUR).toISOString(),
            },
          })
        ).status,
    };
    const problems: string[] = [];
    for (const caller of CALLERS) {
      const headers = world.headers[caller];
      const read = await t.app.json<{ data: { abilities: WorkshopAbilities } }>(
        `/v1/workshops/${(await world.workshop()).id}`,
        { headers },
      );
      expect(read.status).toBe(200);
      const shown = read.body.data.abilities;
      expect(shown, caller).toEqual(WORKSHOP_GRANTS[caller]);
      for (const [ability, attempt] of Object.entries(tries)) {
        const answer = await attempt((await world.workshop()).id, headers);
        const granted = shown[ability as keyof WorkshopAbilities];
        if (granted ? answer >= 300 : answer !== 403)
          problems.push(`${caller}: ${ability} ${granted} → ${answer}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
