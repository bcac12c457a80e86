import type { Middleware } from 'koa';
import { authenticate } from '../../auth/authenticate.ts';
import { accessControlPolicy } from '../../policies/access-control-policy.ts';
import { actorOf } from '../../policies/actor.ts';
import { authorize } from '../../policies/authorize.ts';

/** The steps before every roles and permissions route: signed in, and an administrator. */
export const manageAccess: Middleware[] = [
  authenticate(),
  async (ctx, next) => {
    authorize(accessControlPolicy.manage(await actorOf(ctx, ctx.knex)));
    await next();
  },
];
