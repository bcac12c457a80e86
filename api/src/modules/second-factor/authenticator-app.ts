import {
  authenticatorProofSchema,
  authenticatorSetUpSchema,
  dataEnvelope,
  RECOVERY_CODE_COUNT,
  recoveryCodesSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorStatusSchema,
} from '@exceed/contract';
import type { Knex } from 'knex';
import type { Context } from 'koa';
import QRCode from 'qrcode';
import { authenticate, currentUser } from '../../auth/authenticate.ts';
import {
  acceptAuthenticatorCode,
  newRecoveryCodes,
  newTotpSecret,
  proofOf,
  totpOf,
  useRecoveryCode,
} from '../../auth/second-factor.ts';
import { reauthenticationLimits } from '../../auth/sign-in-limits.ts';
import { validationFailed } from '../../errors.ts';
import { type DocumentedErrorStatus, defineRoute } from '../../http/define-route.ts';
import { enqueueMail } from '../../mail/mail-queue.ts';
import { type SecurityChange, securityChangeMail } from '../../mail/security-messages.ts';
import { AuthSession } from '../../models/auth-session.ts';
import { RecoveryCode } from '../../models/recovery-code.ts';
import { TotpFactor } from '../../models/totp-factor.ts';
import { rateLimit } from '../../rate-limit/rate-limit.ts';
import { secondFactorStatus } from './second-factor-status.ts';

const tags = ['Auth'];
const session = (ctx: Context) => ctx.state.auth?.session as AuthSession;

/** GET /v1/auth/second-factor: the signed-in user's authenticator app, recovery codes and passkeys. */
export const showSecondFactor = defineRoute({
  method: 'get',
  path: '/auth/second-factor',
  summary: "The signed-in user's second factors",
  tags,
  before: [authenticate()],
  responses: { 200: dataEnvelope(secondFactorStatusSchema) },
  errors: [401],
  handler: async (ctx) => ({
    data: await secondFactorStatus(ctx.knex, currentUser(ctx).id, session(ctx)),
  }),
});

/**
 * POST /v1/auth/authenticator-app: a new secret for the user's authenticator app (replacing a set-up not
 * yet confirmed), as text and QR code. It asks nothing at sign-in until its first code is confirmed.
 */
export const startAuthenticatorApp = defineRoute({
  method: 'post',
  path: '/auth/authenticator-app',
  summary: 'Start setting up an authenticator app',
  tags,
  before: [authenticate()],
  responses: { 200: authenticatorSetUpSchema },
  errors: [401, 419],
  handler: async (ctx) => {
    const user = currentUser(ctx);
    const secret = newTotpSecret();
    await ctx.knex.transaction(async (trx) => {
      const factor = await TotpFactor.query(trx).findById(user.id).forUpdate();
      if (factor?.confirmedAt) throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.alreadyOn] });
      await TotpFactor.query(trx)
        .insert({ userId: user.id, secret, confirmedAt: null, lastStep: null })
        .onConflict('userId')
        .merge(['secret', 'lastStep', 'updatedAt']);
    });
    const uri = totpOf(secret, user.email).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return {
      data: { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
    };
  },
});

/**
 * Runs a change that a proof of the app (or a recovery code) allows. A wrong proof is a 422 on its field,
 * thrown after the transaction, so the code's step (kept by acceptAuthenticatorCode) is not rolled back.
 */
async function withProof<T>(
  ctx: Context,
  proof: { code: string } | { recoveryCode: string },
  confirmed: boolean,
  change: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const userId = currentUser(ctx).id;
  const outcome = await ctx.knex.transaction(async (trx) => {
    const proved =
      'code' in proof
        ? await acceptAuthenticatorCode(trx, userId, proof.code, { confirmed })
        : confirmed && (await useRecoveryCode(trx, userId, proof.recoveryCode));
    return proved ? { done: await change(trx) } : undefined;
  });
  if (outcome) return outcome.done;
  const factor = await TotpFactor.query(ctx.knex).findById(userId);
  if (!factor || (!confirmed && factor.confirmedAt)) {
    const message = factor ? SECOND_FACTOR_MESSAGES.alreadyOn : SECOND_FACTOR_MESSAGES.notSetUp;
    throw validationFailed({ ['code' in proof ? 'code' : 'recoveryCode']: [message] });
  }
  if (confirmed && !factor.confirmedAt) throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.notSetUp] });
  throw validationFailed(
    'code' in proof
      ? { code: [SECOND_FACTOR_MESSAGES.codeWrong] }
      : { recoveryCode: [SECOND_FACTOR_MESSAGES.recoveryCodeWrong] },
  );
}

/**
 * What the routes that change two-step sign-in share: signed in, a proof of the app in the body, and the
 * re-authentication limits of the account (a guessed code is a guessed proof).
 */
const PROVED = {
  tags,
  before: [authenticate()],
  request: { body: authenticatorProofSchema } as const,
  errors: [401, 419, 429] as DocumentedErrorStatus[],
  guards: [rateLimit(...reauthenticationLimits)],
};

const tell = (ctx: Context, trx: Knex, change: SecurityChange) =>
  enqueueMail(trx, securityChangeMail(currentUser(ctx).email, change, null, ctx.config.appUrl));

/**
 * POST /v1/auth/authenticator-app/confirm: the app's first code turns it on; the answer holds the
 * recovery codes, shown once. This session counts as having proved a second factor.
 */
export const confirmAuthenticatorApp = defineRoute({
  method: 'post',
  path: '/auth/authenticator-app/confirm',
  summary: 'Turn on the authenticator app with its first code',
  description: `Answers ${RECOVERY_CODE_COUNT} single-use recovery codes, shown only now.`,
  ...PROVED,
  responses: { 200: recoveryCodesSchema },
  handler: async (ctx) => {
    const proof = proofOf(ctx.state.input.body);
    // A recovery code proves nothing about the app being set up.
    if (!('code' in proof)) throw validationFailed({ code: [SECOND_FACTOR_MESSAGES.proofNeeded] });
    const recoveryCodes = await withProof(ctx, proof, false, async (trx) => {
      await AuthSession.query(trx).findById(session(ctx).id).patch({ secondFactorAt: new Date() });
      await tell(ctx, trx, 'authenticator-on');
      return newRecoveryCodes(trx, currentUser(ctx).id);
    });
    return { data: { recoveryCodes } };
  },
});

/** POST /v1/auth/authenticator-app/disable: the app's code or a recovery code turns two-step sign-in off. */
export const disableAuthenticatorApp = defineRoute({
  method: 'post',
  path: '/auth/authenticator-app/disable',
  summary: 'Turn off the authenticator app',
  ...PROVED,
  responses: { 200: dataEnvelope(secondFactorStatusSchema) },
  handler: async (ctx) => {
    const userId = currentUser(ctx).id;
    await withProof(ctx, proofOf(ctx.state.input.body), true, async (trx) => {
      await TotpFactor.query(trx).deleteById(userId);
      await RecoveryCode.query(trx).where({ userId }).delete();
      await tell(ctx, trx, 'authenticator-off');
    });
    return { data: await secondFactorStatus(ctx.knex, userId, session(ctx)) };
  },
});

/** POST /v1/auth/recovery-codes: a new set of recovery codes (the old ones stop working), for a proof. */
export const renewRecoveryCodes = defineRoute({
  method: 'post',
  path: '/auth/recovery-codes',
  summary: 'Make new recovery codes',
  ...PROVED,
  responses: { 200: recoveryCodesSchema },
  handler: async (ctx) => {
    const recoveryCodes = await withProof(ctx, proofOf(ctx.state.input.body), true, async (trx) => {
      await tell(ctx, trx, 'recovery-codes-renewed');
      return newRecoveryCodes(trx, currentUser(ctx).id);
    });
    return { data: { recoveryCodes } };
  },
});
