import { invalid, StripeError } from './errors.ts';
import type { Params } from './form.ts';
import { dispatch } from './routes.ts';
import type { Store } from './store.ts';

const SECRET_KEY_NEEDED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

const INTENT = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/;

/**
 * What a confirm made with the publishable key may say, as Stripe.js does: how the card pays and where it
 * comes back to. The amount, currency and metadata are the server's: Stripe refuses them here.
 */
const BROWSER_CONFIRM = new Set([
  'payment_method',
  'payment_method_data',
  'return_url',
  'expand',
  'use_stripe_sdk',
]);

/**
 * What the browser may do with a publishable key, as with Stripe.js: read one PaymentIntent and confirm
 * it with a card, each proven by the intent's client secret. Everything else needs the secret key.
 */
export function answerPublishable(store: Store, method: string, path: string, params: Params): unknown {
  const match = INTENT.exec(path);
  const confirming = Boolean(match?.[2]);
  if (!match || (method === 'POST') !== confirming || !['GET', 'POST'].includes(method)) {
    throw new StripeError(401, 'invalid_request_error', SECRET_KEY_NEEDED);
  }
  const { key: _key, client_secret: secret, ...rest } = params;
  const intent = store.get('payment_intent', decodeURIComponent(match[1] ?? ''));
  if (secret !== intent.client_secret) {
    throw invalid(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      'client_secret',
    );
  }
  const refused = Object.keys(rest).find((name) => confirming && !BROWSER_CONFIRM.has(name));
  if (refused) {
    throw invalid(`This parameter cannot be set with a publishable API key: ${refused}.`, refused);
  }
  return dispatch(store, method, path, rest);
}
