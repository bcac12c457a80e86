import { randomInt } from 'node:crypto';
import { StripeError } from './errors.ts';
import { int, type Params, str } from './form.ts';

/** A Stripe object: an id, its kind (`object`), and whatever fields that kind has. */
export type StripeObject = { id: string; object: string; [field: string]: unknown };

/** What events say they were written with: the version the stripe SDK v23 asks for. */
export const API_VERSION = '2026-10-28.endive';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Ids as Stripe's: a prefix and alphanumerics (no `_`, so `${id}_secret_...` splits cleanly). */
export const newId = (prefix: string, length = 24): string =>
  `${prefix}_${Array.from({ length }, () => ALPHABET[randomInt(62)]).join('')}`;

/** Unix seconds, as every Stripe timestamp. */
export const now = (): number => Math.floor(Date.now() / 1000);

export const base = (prefix: string, object: string) => ({
  id: newId(prefix),
  object,
  created: now(),
  livemode: false,
});

/** What Stripe knows but never shows: the card number behind a payment method, an intent's return_url. */
type Hidden = { cardNumber?: string; returnUrl?: string };

/** Every object in memory, in creation order. */
export class Store {
  readonly #objects = new Map<string, StripeObject>();
  readonly #hidden = new Map<string, Hidden>();
  /** The emulator's own address, for the pages objects link to (3-D Secure, Connect onboarding). */
  baseUrl = '';
  onEvent: (event: StripeObject) => void = () => undefined;

  add<T extends StripeObject>(object: T): T {
    this.#objects.set(object.id, object);
    return object;
  }

  /** The object of that kind, or Stripe's 404 resource_missing. */
  get(kind: string, id: unknown): StripeObject {
    const object = typeof id === 'string' ? this.#objects.get(id) : undefined;
    if (object?.object === kind) return object;
    const fields = { code: 'resource_missing', param: 'id' };
    throw new StripeError(404, 'invalid_request_error', `No such ${kind}: '${String(id ?? '')}'`, fields);
  }

  find(id: string): StripeObject | undefined {
    return this.#objects.get(id);
  }

  all(kind: string, where: (object: StripeObject) => boolean = () => true): StripeObject[] {
    return [...this.#objects.values()].filter((object) => object.object === kind && where(object));
  }

  hidden(id: string): Hidden {
    if (!this.#hidden.has(id)) this.#hidden.set(id, {});
    return this.#hidden.get(id) as Hidden;
  }

  /** Records a change; the event holds a copy, so later changes never rewrite what it reported. */
  event(type: string, object: StripeObject): void {
    const data = { object: structuredClone(object) };
    this.onEvent(
      this.add({ ...base('evt', 'event'), type, api_version: API_VERSION, pending_webhooks: 1, data }),
    );
  }
}

/** A page of a list, newest first, as Stripe pages them (`limit`, `starting_after`, `has_more`). */
export function list(url: string, objects: StripeObject[], params: Params) {
  const newestFirst = objects.toReversed();
  const after = str(params.starting_after);
  const start = after ? newestFirst.findIndex((object) => object.id === after) + 1 : 0;
  const limit = Math.min(Math.max(int(params.limit) ?? 10, 1), 100);
  const data = newestFirst.slice(start, start + limit);
  return { object: 'list', data, has_more: start + limit < newestFirst.length, url };
}
