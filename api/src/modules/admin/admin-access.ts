import type { Middleware } from 'koa';
import { authenticate } from '../../auth/authenticate.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';
import { authorize } from '../../policies/authorize.ts';

/** The steps before every /v1/admin route: signed in, and a super-admin (403 for anyone else). */
export const adminAccess: Middleware[] = [
  authenticate(),
  async (ctx, next) => {
    authorize(adminPolicy.administer(await actorOf(ctx, ctx.knex)));
    await next();
  },
];

/** OpenAPI tag of the admin area. */
export const tags = ['Admin'];
