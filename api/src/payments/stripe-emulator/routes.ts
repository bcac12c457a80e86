import { createAccount, createAccountLink, createTransfer, createTransferReversal } from './connect.ts';
import * as customers from './customers.ts';
import { closeDispute, updateDispute } from './disputes.ts';
import { StripeError } from './errors.ts';
import { type Params, strings } from './form.ts';
import * as intents from './payment-intents.ts';
import { list, type Store } from './store.ts';

type Handler = (store: Store, params: Params, id: string) => unknown;

const get =
  (kind: string): Handler =>
  (store, _params, id) =>
    store.get(kind, id);

const ROUTES: Array<[route: string, handle: Handler]> = [
  ['POST /v1/customers', customers.createCustomer],
  ['GET /v1/customers/:id', get('customer')],
  ['POST /v1/customers/:id', customers.updateCustomer],
  ['GET /v1/customers/:id/payment_methods', customers.listCustomerPaymentMethods],
  ['POST /v1/payment_methods', customers.createPaymentMethod],
  ['GET /v1/payment_methods', customers.listPaymentMethods],
  ['GET /v1/payment_methods/:id', (store, _params, id) => customers.paymentMethod(store, id)],
  ['POST /v1/payment_methods/:id/attach', customers.attach],
  ['POST /v1/payment_methods/:id/detach', customers.detach],
  ['POST /v1/payment_intents', intents.createIntent],
  ['GET /v1/payment_intents/:id', get('payment_intent')],
  ['POST /v1/payment_intents/:id', intents.updateIntent],
  ['POST /v1/payment_intents/:id/confirm', intents.confirmIntent],
  ['POST /v1/payment_intents/:id/cancel', intents.cancelIntent],
  ['GET /v1/charges/:id', get('charge')],
  ['POST /v1/refunds', intents.createRefund],
  ['GET /v1/disputes/:id', get('dispute')],
  ['POST /v1/disputes/:id', updateDispute],
  ['POST /v1/disputes/:id/close', closeDispute],
  ['GET /v1/refunds/:id', get('refund')],
  ['POST /v1/accounts', createAccount],
  ['GET /v1/accounts/:id', get('account')],
  ['POST /v1/account_links', createAccountLink],
  ['POST /v1/transfers', createTransfer],
  ['GET /v1/transfers/:id', get('transfer')],
  ['POST /v1/transfers/:id/reversals', createTransferReversal],
  [
    'GET /v1/events',
    (store, params) =>
      list(
        '/v1/events',
        store.all('event', (e) => !params.type || e.type === params.type),
        params,
      ),
  ],
  ['GET /v1/events/:id', get('event')],
];

const MATCHERS = ROUTES.map(([route, handle]) => ({
  pattern: new RegExp(`^${route.replace(':id', '([^/]+)')}$`),
  handle,
}));

/** Answers one /v1 request with the object or list it names, `expand[]` applied. */
export function dispatch(store: Store, method: string, path: string, params: Params): unknown {
  const route = `${method} ${path}`;
  const match = MATCHERS.find(({ pattern }) => pattern.test(route));
  if (!match) throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${route}).`);
  const answer = match.handle(store, params, decodeURIComponent(match.pattern.exec(route)?.[1] ?? ''));
  const expand = strings(params.expand);
  // Expanded answers are copies: an expansion must never be written into the stored objects.
  const copy = expand.length ? structuredClone(answer) : answer;
  for (const path of expand) expandPath(store, copy, path.split('.'));
  return copy;
}

/** `latest_charge` swaps an id for its object; `data.x` does so in every item of a list. */
function expandPath(store: Store, node: unknown, [key, ...rest]: string[]): void {
  if (!key || !node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (key === 'data' && Array.isArray(record.data)) {
    for (const item of record.data) expandPath(store, item, rest);
    return;
  }
  const found = typeof record[key] === 'string' ? store.find(record[key]) : undefined;
  if (found) record[key] = structuredClone(found);
  expandPath(store, record[key], rest);
}
