import { AUTH_MESSAGES, passwordLoginSchema, signInAnswerSchema } from '@exceed/contract';
import { hashPassword, verifyPassword } from '../../auth/secrets.ts';
import { signIn, signInableUser } from '../../auth/sign-in.ts';
import { signInLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { defineRoute } from '../../http/define-route.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';

/** Checked when the email has no account, so the answer takes as long as a real check. */
const dummyHash = hashPassword('not a real password');

/** POST /v1/login: email and password (accounts that set one). One message for every failure. */
export const passwordLogin = defineRoute({
  method: 'post',
  path: '/login',
  summary: 'Sign in with email and password',
  description: '`"token": true` answers a bearer token instead of setting the session cookie.',
  tags: ['Auth'],
  request: { body: passwordLoginSchema },
  responses: { 200: signInAnswerSchema },
  errors: [419, 429],
  guards: [rateLimit(...signInLimits)],
  handler: async (ctx) => {
    const { email, password, token } = ctx.state.input.body;
    const user = await signInableUser(ctx.knex, email);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
    if (!user?.passwordHash || !matches) throw validationFailed({ email: [AUTH_MESSAGES.credentials] });
    return ctx.knex.transaction((trx) => signIn(ctx, trx, user.id, { tokenMode: token, emailProven: false }));
  },
});
