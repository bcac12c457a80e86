import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type CheckedTarget, pinnedLookup } from './address-guard.ts';

/** What one attempt got back: the answer's status and first bytes, or why there was none. */
export interface WebhookAnswer {
  status: number | null;
  /** The first RESPONSE_HEAD_BYTES of the answer's body, as text. */
  body: string | null;
  durationMs: number;
  error: string | null;
}

/** How long an attempt may take, connection to last byte read: a receiver should answer first, work later. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of an answer the log keeps. */
export const RESPONSE_HEAD_BYTES = 1024;

/** Reads the head of an answer and lets the rest go. */
function headOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => resolve(Buffer.concat(chunks).subarray(0, RESPONSE_HEAD_BYTES).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= RESPONSE_HEAD_BYTES) {
        response.destroy();
        done();
      }
    });
    response.on('end', done);
    response.on('error', done);
    response.on('close', done);
  });
}

/**
 * POSTs one attempt to the checked address (pinnedLookup), with its own connection, following no redirect
 * (a 3xx is an answer that failed), and gives up after ATTEMPT_TIMEOUT_MS. Never throws: a failure is an
 * answer with an error.
 */
export function postWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const { url } = target;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Omit<WebhookAnswer, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      resolve({ ...answer, durationMs: elapsed() });
    };
    const req = request(
      {
        method: 'POST',
        host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinnedLookup(target),
        agent: false,
      },
      (response) => {
        headOf(response).then((head) =>
          settle({ status: response.statusCode ?? null, body: head, error: null }),
        );
      },
    );
    const deadline = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on('error', (error) => settle({ status: null, body: null, error: error.message }));
    req.end(body);
  });
}
