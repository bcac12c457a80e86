import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { startTestApp } from '../../test/test-app.ts';

const t = useApiTest({ env: { APP_ENV: 'development' } });

describe('/dev/mails, in development', () => {
  it('lists every mail, and shows each as HTML and as text, loading nothing from elsewhere', async () => {
    const index = await t.app.request('/dev/mails');
    expect(index.status).toBe(200);
    const list = await index.text();
    expect(list).toContain('href="/dev/mails/bookingConfirmedMail"');
    expect(list).toContain('Booking confirmed: Prompt Engineering Foundations');
    const html = await t.app.request('/dev/mails/bookingConfirmedMail');
    expect(html.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await html.text()).toContain('Maya Lindqvist');
    const text = await t.app.request('/dev/mails/bookingConfirmedMail.txt');
    expect(text.headers.get('content-type')).toContain('text/plain');
    expect(await text.text()).toContain('(11:00 AM – 1:00 PM your time)');
    expect((await t.app.request('/dev/mails/noSuchMail')).status).toBe(404);
  });

  it('is not there outside development', async () => {
    const app = await startTestApp({ knex: t.db.knex });
    try {
      expect((await app.request('/dev/mails')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
