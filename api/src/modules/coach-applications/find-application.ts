import type { Knex } from 'knex';
import type { Context } from 'koa';
import { CoachApplication } from '../../models/coach-application.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';

/** An application with what its presenter reads (404 when there is none). */
export const findApplication = async (knex: Knex, id: string): Promise<CoachApplication> =>
  CoachApplication.query(knex).findById(id).withGraphFetched('applicant.profile').throwIfNotFound();

/**
 * The access step of a decision on one application: the application of the path (404), and only the
 * platform's operators decide (403 for anyone else, the applicant included).
 */
export const decidesApplication = {
  load: async (ctx: Context & { state: { input: { params: { id: string } } } }, db: Knex) => ({
    application: await findApplication(db, ctx.state.input.params.id),
    actor: await actorOf(ctx, db),
  }),
  allow: ({ actor }: { actor: Awaited<ReturnType<typeof actorOf>> }) => adminPolicy.administer(actor),
};

/** OpenAPI tag of the application routes. */
export const tags = ['Coach applications'];
