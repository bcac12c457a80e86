import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, attempt, StripeError } from './errors.ts';
import { parseForm, str } from './form.ts';
import { IdempotencyKeys } from './idempotency.ts';
import { answerPage } from './pages.ts';
import { answerPublishable } from './publishable.ts';
import { dispatch } from './routes.ts';
import { API_VERSION, newId, Store } from './store.ts';
import { WebhookDeliveries, type WebhookTarget } from './webhooks.ts';

export { signWebhook, type WebhookTarget } from './webhooks.ts';

const CORS = {
  'access-control-allow-headers': 'authorization, content-type, idempotency-key, stripe-version',
  'access-control-allow-methods': 'GET, POST, DELETE',
};

export interface StripeEmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  webhook?: WebhookTarget;
  /**
   * Milliseconds every request waits before it is handled, as a call to Stripe takes 150–400 ms: what
   * the API does while it waits shows. Requests wait side by side, never in a queue. Default 0.
   */
  latencyMs?: number;
  /** The one origin browsers may call it from (the app's, APP_URL); other pages get no CORS headers. */
  appOrigin?: string;
}

/** A running emulator; point the SDK at it with `{ host, port, protocol: 'http' }`. */
export interface StripeEmulator {
  host: '127.0.0.1';
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** The only secret key it accepts, made at start (sk_test_...): any other answers 401 as Stripe does. */
  secretKey: string;
  /** The only publishable key it accepts (pk_test_...), what the browser confirms cards with. */
  publishableKey: string;
  /** Where events go from now on (the API's own port is known only once it listens); undefined stops them. */
  setWebhook(target: WebhookTarget | undefined): void;
  /** Resolves once every event made so far has been delivered or given up on. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const NO_KEY = 'You did not provide an API key: use Authorization: Bearer sk_test_...';

/** A key as Stripe's: its kind, then random alphanumerics (hex here). */
const newKey = (prefix: string): string => `${prefix}_${randomBytes(24).toString('hex')}`;

/** Stripe's answer to a key it does not know: the key masked but for its kind and last four characters. */
function invalidKey(key: string): string {
  const masked =
    key.length > 16
      ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}`
      : '*'.repeat(key.length);
  return `Invalid API Key provided: ${masked}`;
}

/**
 * A Stripe-compatible API on 127.0.0.1 for the real stripe SDK, kept in memory: development and tests
 * run every payment flow offline, through the same SDK calls as production, never with real money.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const deliveries = new WebhookDeliveries(options.webhook);
  const store = new Store();
  store.onEvent = (event) => {
    event.pending_webhooks = deliveries.target ? 1 : 0;
    deliveries.hold(event);
  };
  const idempotency = new IdempotencyKeys();
  const secretKey = newKey('sk_test');
  const publishableKey = newKey('pk_test');
  const latencyMs = options.latencyMs ?? 0;

  const answerApi = (req: http.IncomingMessage, url: URL, body: string): Answer => {
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'POST' ? body : url.search.slice(1));
    const apiKey = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? str(params.key);
    const answer = (handle: () => unknown) =>
      attempt(() => ({ status: 200, body: JSON.stringify(handle()) }));
    if (apiKey === undefined) throw new StripeError(401, 'invalid_request_error', NO_KEY);
    if (apiKey === publishableKey)
      return answer(() => answerPublishable(store, method, url.pathname, params));
    if (apiKey !== secretKey) throw new StripeError(401, 'invalid_request_error', invalidKey(apiKey));
    const handle = () => answer(() => dispatch(store, method, url.pathname, params));
    const key = req.headers['idempotency-key'];
    if (method !== 'POST' || typeof key !== 'string') return handle();
    return idempotency.run(key, `${method} ${url.pathname} ${JSON.stringify(params)}`, handle);
  };

  // Stripe.js calls Stripe from the shop's pages; here the shop is the app, so its origin alone may.
  const corsFor = (origin: string | undefined): Record<string, string> =>
    origin !== undefined && origin === options.appOrigin
      ? { ...CORS, 'access-control-allow-origin': origin, vary: 'Origin' }
      : { vary: 'Origin' };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      // Closed while it waited: the socket is gone, and so is whoever asked.
      if (res.destroyed) return;
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const cors = corsFor(req.headers.origin);
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      const answer = attempt(() =>
        url.pathname.startsWith('/_emulator/')
          ? answerPage(store, req.method ?? 'GET', url, body, req.headers['content-type'])
          : answerApi(req, url, body),
      );
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req', 14),
        'stripe-version': API_VERSION,
        ...cors,
        ...answer.headers,
      });
      res.end(answer.body);
      deliveries.send();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  store.baseUrl = `http://127.0.0.1:${port}`;
  return {
    host: '127.0.0.1',
    port,
    url: store.baseUrl,
    secretKey,
    publishableKey,
    setWebhook: (target) => {
      deliveries.target = target;
    },
    idle: () => deliveries.idle(),
    close: () => {
      deliveries.close();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
