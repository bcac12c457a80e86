/**
 * Errors as Stripe answers them, `{ error: { type, code?, decline_code?, message, param?, ... } }`: the
 * SDK picks its error class (StripeCardError, StripeInvalidRequestError, ...) from `type`.
 */
export class StripeError extends Error {
  readonly status: number;
  readonly body: { error: Record<string, unknown> };
  constructor(status: number, type: string, message: string, fields: Record<string, unknown> = {}) {
    super(message);
    this.status = status;
    this.body = { error: { type, message, ...fields } };
  }
}

/** A 400 invalid_request_error (undefined fields drop out of the JSON). */
export const invalid = (message: string, param?: string, code?: string, more: Record<string, unknown> = {}) =>
  new StripeError(400, 'invalid_request_error', message, { code, param, ...more });

/** An answer ready to write (the idempotency store keeps it byte for byte). */
export type Answer = { status: number; body: string; headers?: Record<string, string> };

/** A thrown StripeError becomes its answer; anything else is Stripe's 500 api_error. */
export function attempt(handle: () => Answer): Answer {
  try {
    return handle();
  } catch (error) {
    const failure = error instanceof StripeError ? error : new StripeError(500, 'api_error', String(error));
    return { status: failure.status, body: JSON.stringify(failure.body) };
  }
}
