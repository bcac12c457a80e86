import { invalid } from './errors.ts';
import { obj, type Params, str } from './form.ts';
import { base, now, type Store, type StripeObject } from './store.ts';

/** Stripe gives the platform about a week to answer a card network's dispute. */
const EVIDENCE_DAYS = 7;

/** The cardholder disputes a charge (test card 4000000000000259): Stripe takes its amount back meanwhile. */
export function openDispute(store: Store, charge: StripeObject): StripeObject {
  const dispute = store.add({
    ...base('dp', 'dispute'),
    amount: charge.amount,
    currency: charge.currency,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    reason: 'fraudulent',
    status: 'needs_response',
    evidence: {},
    evidence_details: {
      due_by: now() + EVIDENCE_DAYS * 86_400,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    metadata: {},
  });
  charge.disputed = true;
  store.event('charge.dispute.created', dispute);
  return dispute;
}

function close(store: Store, dispute: StripeObject, status: 'won' | 'lost'): StripeObject {
  dispute.status = status;
  store.event('charge.dispute.closed', dispute);
  return dispute;
}

/**
 * Evidence for a dispute. As in Stripe's test mode, `uncategorized_text` of "winning_evidence" wins it and
 * "losing_evidence" loses it at once; other evidence leaves it waiting.
 */
export function updateDispute(store: Store, params: Params, id: string): StripeObject {
  const dispute = store.get('dispute', id);
  if (dispute.status === 'won' || dispute.status === 'lost') {
    throw invalid(`This dispute is already closed (${String(dispute.status)}).`);
  }
  const evidence = obj(params.evidence);
  dispute.evidence = { ...(dispute.evidence as object), ...evidence };
  const text = str(evidence.uncategorized_text);
  if (text === 'winning_evidence') return close(store, dispute, 'won');
  if (text === 'losing_evidence') return close(store, dispute, 'lost');
  return dispute;
}

/** Accepting a dispute: the platform gives up, and the money stays with the cardholder. */
export function closeDispute(store: Store, _params: Params, id: string): StripeObject {
  const dispute = store.get('dispute', id);
  if (dispute.status === 'won' || dispute.status === 'lost') return dispute;
  return close(store, dispute, 'lost');
}
