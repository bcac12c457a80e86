import { invalid } from './errors.ts';
import { int, metadata, type Params, str } from './form.ts';
import { base, now, type Store, type StripeObject } from './store.ts';

export function createAccount(store: Store, params: Params): StripeObject {
  return store.add({
    ...base('acct', 'account'),
    type: str(params.type) || 'express',
    email: str(params.email) || null,
    country: str(params.country) || 'US',
    metadata: metadata(params.metadata),
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
  });
}

/** The link to onboarding: the emulator's page stands in for Stripe's hosted onboarding. */
export function createAccountLink(store: Store, params: Params) {
  const account = store.get('account', params.account);
  if (params.type !== 'account_onboarding')
    throw invalid('Only type=account_onboarding is emulated.', 'type');
  const returnUrl = str(params.return_url) ?? '';
  if (!URL.canParse(returnUrl)) throw invalid('Not a valid URL', 'return_url');
  const url = new URL(`${store.baseUrl}/_emulator/accounts/${account.id}/onboard`);
  url.searchParams.set('return_url', returnUrl);
  return { object: 'account_link', created: now(), expires_at: now() + 300, url: url.href };
}

/** The coach went through onboarding: the account can now take charges and be paid out. */
export function onboard(store: Store, id: string): StripeObject {
  const account = store.get('account', id);
  if (account.details_submitted) return account;
  Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
  store.event('account.updated', account);
  return account;
}

export function createTransfer(store: Store, params: Params): StripeObject {
  const account = store.get('account', params.destination);
  const amount = int(params.amount) ?? 0;
  if (amount < 1) throw invalid('Invalid positive integer', 'amount');
  if (!str(params.currency)) throw invalid('Missing required param: currency.', 'currency');
  // As Stripe: money goes only to an account that finished onboarding.
  if (!account.payouts_enabled)
    throw invalid('The destination account cannot receive transfers yet.', 'destination');
  return store.add({
    ...base('tr', 'transfer'),
    amount,
    amount_reversed: 0,
    currency: str(params.currency)?.toLowerCase(),
    destination: account.id,
    metadata: metadata(params.metadata),
    transfer_group: str(params.transfer_group) || null,
    reversed: false,
  });
}

/** Takes part of a transfer back from the connected account (a refund after the coach was paid). */
export function createTransferReversal(store: Store, params: Params, id: string): StripeObject {
  const transfer = store.get('transfer', id);
  const left = (transfer.amount as number) - (transfer.amount_reversed as number);
  const amount = int(params.amount) ?? left;
  if (amount < 1) throw invalid('Invalid positive integer', 'amount');
  if (amount > left) {
    throw invalid(
      `You have attempted to reverse more than the remaining ${left} of transfer ${transfer.id}.`,
      'amount',
    );
  }
  const reversal = store.add({
    ...base('trr', 'transfer_reversal'),
    amount,
    currency: transfer.currency,
    transfer: transfer.id,
    metadata: metadata(params.metadata),
  });
  Object.assign(transfer, {
    amount_reversed: (transfer.amount_reversed as number) + amount,
    reversed: (transfer.amount_reversed as number) + amount === transfer.amount,
  });
  store.event('transfer.reversed', transfer);
  return reversal;
}
