import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signedHeaders, webhookSignature } from './signature.ts';

describe('webhook signatures', () => {
  it("sign as the Standard Webhooks specification's own example does", () => {
    expect(
      webhookSignature(
        'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        'msg_p5jXN8AQM9LWM0D4loKWxJek',
        1614265330,
        '{"test": 2432232314}',
      ),
    ).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('make a fresh 32-byte secret each time, and sign at the moment of sending, in seconds', () => {
    const secret = newWebhookSecret();
    expect(Buffer.from(secret.replace(/^whsec_/, ''), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
    const headers = signedHeaders(secret, 'delivery-1', new Date('2026-01-02T03:04:05.678Z'), '{}');
    expect(headers['webhook-timestamp']).toBe('1767323045');
    expect(headers['webhook-signature']).toBe(webhookSignature(secret, 'delivery-1', 1767323045, '{}'));
  });
});
