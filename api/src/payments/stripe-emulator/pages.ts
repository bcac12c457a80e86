import { formatMinorUnits } from '@exceed/contract';
import { onboard } from './connect.ts';
import { type Answer, StripeError } from './errors.ts';
import { parseForm, str } from './form.ts';
import { authenticate } from './payment-intents.ts';
import type { Store } from './store.ts';

const html = (body: string): Answer => ({
  status: 200,
  body: `<!doctype html><meta charset="utf-8"><title>Stripe emulator</title>${body}`,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

const redirect = (location: string): Answer => ({ status: 303, body: '', headers: { location } });

/**
 * The emulator's stand-ins for the pages Stripe shows people: the bank's 3-D Secure challenge and Connect
 * onboarding. Tests post the challenge's answer as JSON; a browser posts the form and is sent back to the
 * return_url with the query Stripe adds.
 */
export function answerPage(store: Store, method: string, url: URL, body: string, type = ''): Answer {
  const challenge = /^\/_emulator\/authenticate\/([^/]+)$/.exec(url.pathname);
  if (challenge && method === 'GET') {
    const intent = store.get('payment_intent', challenge[1]);
    return html(
      `<h1>3-D Secure test payment</h1><p>${formatMinorUnits(intent.amount as number, String(intent.currency), 'en-US')}</p>
<form method="post" action="/_emulator/payment_intents/${intent.id}/authenticate">
<button name="outcome" value="succeed">Complete authentication</button>
<button name="outcome" value="fail">Fail authentication</button></form>`,
    );
  }
  const answer = /^\/_emulator\/payment_intents\/([^/]+)\/authenticate$/.exec(url.pathname);
  if (answer && method === 'POST') {
    const fromBrowser = !type.includes('json');
    const outcome = fromBrowser
      ? str(parseForm(body).outcome)
      : (JSON.parse(body || '{}') as { outcome?: string }).outcome;
    const id = answer[1] ?? '';
    const intent = authenticate(store, id, outcome ?? '');
    const returnUrl = store.hidden(id).returnUrl;
    if (!fromBrowser || !returnUrl) return { status: 200, body: JSON.stringify(intent) };
    const back = new URL(returnUrl);
    back.searchParams.set('payment_intent', id);
    back.searchParams.set('payment_intent_client_secret', String(intent.client_secret));
    back.searchParams.set('redirect_status', intent.status === 'succeeded' ? 'succeeded' : 'failed');
    return redirect(back.href);
  }
  const onboarding = /^\/_emulator\/accounts\/([^/]+)\/onboard$/.exec(url.pathname);
  if (onboarding && method === 'GET') {
    onboard(store, onboarding[1] ?? '');
    const returnUrl = url.searchParams.get('return_url');
    return returnUrl ? redirect(returnUrl) : html('<h1>Onboarding complete</h1>');
  }
  throw new StripeError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${url.pathname}).`,
  );
}
