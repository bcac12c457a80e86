import { createHash, createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Answer, EmulatedApi, StripeError } from './api.ts';
import { parseForm, text } from './form.ts';
import { newId, now, type StripeObject } from './objects.ts';

/** Where events are delivered, and the secret their Stripe-Signature is made with. */
export interface WebhookTarget {
  url: string;
  secret: string;
}

/** A running emulator. */
export interface StripeEmulator {
  host: '127.0.0.1';
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Points event delivery somewhere (the API's own port is known only once it listens). */
  setWebhook(target: WebhookTarget | undefined): void;
  /** Resolves once every event made so far has been delivered or given up on. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** The API version events say they were written with. */
const API_VERSION = '2025-01-27.acacia';
const RETRY_DELAYS_MS = [50, 250, 1000];

/** Signs a webhook body exactly as Stripe does: HMAC-SHA256 of "<t>.<body>" with the endpoint secret. */
export function signWebhook(body: string, secret: string, timestamp = now()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Starts a Stripe-compatible API on 127.0.0.1 for the real stripe SDK
 * (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`): any `sk_` key, form-encoded
 * requests, Stripe's error bodies, idempotency keys, and events delivered to a webhook endpoint with
 * Stripe's signature, in order, after the request that caused them, retried when the endpoint fails.
 * State lives in memory: it is for development and tests, never for real money.
 */
export async function startStripeEmulator(
  options: { port?: number; webhook?: WebhookTarget } = {},
): Promise<StripeEmulator> {
  let webhook = options.webhook;
  let baseUrl = '';
  const queue: StripeObject[] = [];
  let delivering: Promise<void> = Promise.resolve();

  const deliver = async (event: StripeObject): Promise<void> => {
    for (const delay of [0, ...RETRY_DELAYS_MS]) {
      if (!webhook) return;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const body = JSON.stringify(event);
      const ok = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signWebhook(body, webhook.secret),
        },
        body,
      }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
    }
  };
  const emit = (type: string, object: StripeObject) => {
    const event = api.store.create({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: webhook ? 1 : 0,
      // A snapshot: later changes of the object must not rewrite what this event reported.
      data: { object: structuredClone(object) },
    });
    queue.push(event);
  };
  const api = new EmulatedApi(emit, () => baseUrl);
  // Idempotency keys per API key: the fingerprint of the first request and its answer.
  const replays = new Map<string, { fingerprint: string; answer: Answer }>();

  const answerApi = (req: http.IncomingMessage, body: string): Answer & { replayed?: boolean } => {
    const key = /^Bearer (sk_\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!key) {
      throw new StripeError(401, 'invalid_request_error', 'You did not provide a valid API key.');
    }
    const url = new URL(req.url ?? '/', 'http://emulator');
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
    const idempotencyKey = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    if (typeof idempotencyKey !== 'string') return api.handle(method, url.pathname, params);
    const fingerprint = createHash('sha256').update(`${method} ${url.pathname} ${body}`).digest('hex');
    const slot = `${key} ${idempotencyKey}`;
    const earlier = replays.get(slot);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        throw new StripeError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        );
      }
      return { ...earlier.answer, replayed: true };
    }
    let answer: Answer;
    try {
      answer = api.handle(method, url.pathname, params);
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      answer = { status: error.status, body: { error: error.fields } };
    }
    replays.set(slot, { fingerprint, answer: structuredClone(answer) });
    return answer;
  };

  /** The emulator's own pages: 3-D Secure and Connect onboarding, as a browser would see them. */
  const answerPage = (req: http.IncomingMessage, res: http.ServerResponse, body: string): boolean => {
    const url = new URL(req.url ?? '/', 'http://emulator');
    const authenticate = /^\/_emulator\/(?:authenticate|payment_intents)\/([^/]+)(\/authenticate)?$/.exec(
      url.pathname,
    );
    if (authenticate && req.method === 'GET') {
      const id = authenticate[1] ?? '';
      const form = (outcome: string, label: string) =>
        `<form method="post" action="/_emulator/payment_intents/${id}/authenticate"><input type="hidden" name="outcome" value="${outcome}"><button>${label}</button></form>`;
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>3-D Secure test</title><h1>3-D Secure test payment</h1>${form('succeed', 'Complete authentication')}${form('fail', 'Fail authentication')}`,
      );
      return true;
    }
    if (authenticate?.[2] && req.method === 'POST') {
      const outcome =
        text(parseForm(body).outcome) ?? (JSON.parse(body || '{}') as { outcome?: string }).outcome;
      const intent = api.authenticate(authenticate[1], outcome === 'fail' ? 'fail' : 'succeed');
      const returnUrl = (intent.next_action as { redirect_to_url?: { return_url?: string } } | null)
        ?.redirect_to_url?.return_url;
      if (returnUrl && req.headers['content-type']?.includes('form')) {
        res.writeHead(303, { location: returnUrl }).end();
      } else {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(intent));
      }
      return true;
    }
    const onboard = /^\/_emulator\/onboard\/([^/]+)$/.exec(url.pathname);
    if (onboard && req.method === 'GET') {
      api.onboard(onboard[1]);
      const returnUrl = url.searchParams.get('return_url');
      if (returnUrl) res.writeHead(303, { location: returnUrl }).end();
      else res.writeHead(200, { 'content-type': 'text/plain' }).end('Onboarding complete.');
      return true;
    }
    return false;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        if (answerPage(req, res, body)) return;
        const answer = answerApi(req, body);
        res.writeHead(answer.status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...(answer.replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        res.end(JSON.stringify(answer.body));
      } catch (error) {
        const failure =
          error instanceof StripeError
            ? error
            : new StripeError(500, 'api_error', String((error as Error).message));
        res.writeHead(failure.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: failure.fields }));
      } finally {
        // Events of this request go out after its answer, one at a time, in the order they happened.
        for (const event of queue.splice(0)) delivering = delivering.then(() => deliver(event));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  return {
    host: '127.0.0.1',
    port,
    url: baseUrl,
    setWebhook: (target) => {
      webhook = target;
    },
    idle: async () => {
      // Deliveries may queue more deliveries' turns; wait until the chain stops growing.
      let last: Promise<void> | undefined;
      while (last !== delivering) {
        last = delivering;
        await last;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
