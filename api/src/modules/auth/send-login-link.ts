import {
  AUTH_MESSAGES,
  LOGIN_LINK_LIFETIME_MINUTES,
  mailedSchema,
  sendLoginLinkSchema,
} from '@exceed/contract';
import { issueChallenge } from '../../auth/challenges.ts';
import { signInableUser } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { defineRoute } from '../../http/define-route.ts';
import { loginLinkMail, noAccountMail } from '../../mail/messages.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/**
 * POST /v1/auth/send-login-link: mails a single-use link to /login?token=… (the front end posts the token
 * to /v1/auth/verify-token). The answer is the same whether or not the email has an account.
 */
export const sendLoginLink = defineRoute({
  method: 'post',
  path: '/auth/send-login-link',
  summary: 'Mail a single-use sign-in link',
  tags: ['Auth'],
  request: { body: sendLoginLinkSchema },
  responses: { 200: mailedSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { email, redirect } = ctx.state.input.body;
    const user = await signInableUser(ctx.knex, email);
    // The same work for an address without an account (a challenge nobody can use, whose mail says so),
    // so the time taken tells nothing either.
    await issueChallenge(
      ctx.knex,
      { purpose: 'link', email, userId: user?.id ?? null, payload: redirect ? { redirect } : {} },
      (secret) => {
        if (!user) return noAccountMail(email, ctx.config.appUrl);
        const url = new URL('/login', ctx.config.appUrl);
        url.searchParams.set('token', secret);
        return loginLinkMail(email, url.href, LOGIN_LINK_LIFETIME_MINUTES);
      },
    );
    return { message: AUTH_MESSAGES.linkSent };
  },
});
