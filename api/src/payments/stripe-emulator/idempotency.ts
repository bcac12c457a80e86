import { type Answer, StripeError } from './errors.ts';

/**
 * Idempotency-Key handling as Stripe's (keys belong to an account; the emulator is one): the first answer
 * to a POST (errors included, 5xx excepted) is kept, a retry with the same path and parameters gets it
 * back unchanged, and the key used for a different request is refused rather than silently doing the
 * wrong thing twice.
 */
export class IdempotencyKeys {
  readonly #answers = new Map<string, { request: string; answer: Answer }>();

  run(key: string, request: string, handle: () => Answer): Answer {
    const earlier = this.#answers.get(key);
    if (earlier && earlier.request !== request) {
      throw new StripeError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (earlier) {
      return { ...earlier.answer, headers: { ...earlier.answer.headers, 'idempotent-replayed': 'true' } };
    }
    const answer = handle();
    if (answer.status < 500) this.#answers.set(key, { request, answer });
    return answer;
  }
}
