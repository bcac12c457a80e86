import { createHmac } from 'node:crypto';
import { now, type StripeObject } from './store.ts';

/** Where events are posted, and the endpoint secret (whsec_...) their signature is made with. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

const RETRY_DELAYS_MS = [100, 300, 900];

/** Stripe's signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
export function signWebhook(payload: string, secret: string, timestamp = now()): string {
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex')}`;
}

/**
 * Events go out one at a time in the order they were made, and only after the request that made them was
 * answered, as Stripe's do: the API that caused an event is never held up by its own webhook, and its
 * handler must cope with the event arriving at any time after. A failed delivery is retried a few times
 * with a short backoff, then given up.
 */
export class WebhookDeliveries {
  target: WebhookTarget | undefined;
  #held: StripeObject[] = [];
  #chain: Promise<void> = Promise.resolve();
  #closed = false;

  constructor(target: WebhookTarget | undefined) {
    this.target = target;
  }

  hold(event: StripeObject): void {
    this.#held.push(event);
  }

  /** Called once the answer is written. */
  send(): void {
    for (const event of this.#held.splice(0)) this.#chain = this.#chain.then(() => this.#deliver(event));
  }

  async idle(): Promise<void> {
    // Requests answered while we wait may lengthen the chain; wait until it stops growing.
    for (let last: Promise<void> | undefined; last !== this.#chain; ) {
      last = this.#chain;
      await last;
    }
  }

  close(): void {
    this.#closed = true;
  }

  async #deliver(event: StripeObject): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const target = this.target;
      if (!target || this.#closed) return;
      const payload = JSON.stringify(event, null, 2);
      const delivered = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signWebhook(payload, target.secret),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      }).then(
        async (res) => {
          await res.text().catch(() => '');
          return res.ok;
        },
        () => false,
      );
      const delay = RETRY_DELAYS_MS[attempt];
      if (delivered || delay === undefined) return;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
