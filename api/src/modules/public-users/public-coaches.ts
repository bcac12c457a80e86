import type { Knex } from 'knex';
import { notFound } from '../../errors.ts';
import { Feedback } from '../../models/feedback.ts';
import { Tenant } from '../../models/tenant.ts';
import { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';
import { WorkshopSchedule } from '../../models/workshop-schedule.ts';

/**
 * How many workshops a coach shows, as a correlated subquery of the user row (so a page of coaches is still
 * one statement, not one count per coach): PUBLISHED, live workshops of live teams, across every tenant
 * (the public marketplace is the deliberate cross-tenant read; the scopes add `deleted_at is null`).
 */
function workshopsCount(knex: Knex) {
  return Workshop.acrossTenants(knex)
    .whereColumn('workshops.coachId', 'users.id')
    .where('workshops.status', 'PUBLISHED')
    .whereExists(Tenant.query(knex).whereColumn('tenants.id', 'workshops.tenantId'))
    .count('*')
    .as('workshopsCount');
}

/**
 * Feedbacks of the sessions a coach ran, in every team; a session deleted since still counts, as the
 * attendee's rating stands. `coach` is an id, or a reference to the outer user row.
 */
export function coachFeedbacks(knex: Knex, coach: string | Knex.Ref<string, object>) {
  return Feedback.acrossTenants(knex).whereExists(
    WorkshopSchedule.acrossTenants(knex)
      .withDeleted()
      .whereColumn('workshop_schedules.tenantId', 'feedbacks.tenantId')
      .whereColumn('workshop_schedules.id', 'feedbacks.workshopScheduleId')
      .where('workshop_schedules.coachId', coach),
  );
}

/** A coach's ratings: the average to 2 decimals and the count, as correlated subqueries of the user row. */
function ratings(knex: Knex) {
  const ofCoach = () => coachFeedbacks(knex, knex.ref('users.id'));
  return [
    ofCoach().select(knex.raw('round(avg(feedbacks.rating), 2)')).as('ratingAverage'),
    ofCoach().count('*').as('ratingCount'),
  ];
}

/**
 * The users the public marketplace may show (User's `publicCoach`), with their workshops count and
 * ratings, and the profile and coach profile a public page needs (fetched in two extra queries for the
 * whole page).
 */
export function publicCoaches(knex: Knex) {
  return User.query(knex)
    .select('users.*', workshopsCount(knex), ...ratings(knex))
    .modify('publicCoach')
    .withGraphFetched('[profile, coachProfile]');
}

/** A coach the marketplace shows, by id or username (the /{username} page): 404 for anyone else. */
export async function findPublicCoach(knex: Knex, idOrUsername: string): Promise<User> {
  const user = await publicCoaches(knex).modify('idOrUsername', idOrUsername).first();
  if (!user) throw notFound();
  return user;
}
