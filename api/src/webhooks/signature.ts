import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com, docs/webhooks.md): the secret is
 * `whsec_` and the base64 of its key; each attempt signs `{webhook-id}.{webhook-timestamp}.{body}` with
 * HMAC-SHA256 under the key and sends `v1,<base64 of the MAC>` in `webhook-signature`. A receiver checks the
 * MAC with the secret it was shown once, and the timestamp against its clock (replays).
 */

const SECRET_PREFIX = 'whsec_';

/** A new endpoint's secret: 32 random bytes (the specification asks for 24 to 64). */
export const newWebhookSecret = (): string => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The HMAC key of a secret: the bytes after the prefix. */
const keyOf = (secret: string): Buffer => Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`. */
export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one attempt, signed at `sentAt` (seconds since the epoch, as the specification has it). */
export function signedHeaders(
  secret: string,
  id: string,
  sentAt: Date,
  body: string,
): Record<string, string> {
  const timestamp = Math.floor(sentAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'Exceed-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secret, id, timestamp, body),
  };
}
