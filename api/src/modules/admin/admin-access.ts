import { SECOND_FACTOR_MESSAGES } from '@exceed/contract';
import type { Middleware } from 'koa';
import { authenticate } from '../../auth/authenticate.ts';
import { actorOf } from '../../policies/actor.ts';
import { adminPolicy } from '../../policies/admin-policy.ts';
import { authorize } from '../../policies/authorize.ts';

/**
 * The steps before every /v1/admin route: signed in, and a super-admin whose session proved a second
 * factor (403 for anyone else; in words for a super-admin who has yet to prove one).
 */
export const adminAccess: Middleware[] = [
  authenticate(),
  async (ctx, next) => {
    const actor = await actorOf(ctx, ctx.knex);
    if (actor.superAdminRole) authorize(actor.superAdmin, SECOND_FACTOR_MESSAGES.adminNeedsSecondFactor);
    authorize(adminPolicy.administer(actor));
    await next();
  },
];

/** OpenAPI tag of the admin area. */
export const tags = ['Admin'];
