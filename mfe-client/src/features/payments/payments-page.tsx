import { usePageTitle } from '@exceed/session';
import { PaymentHistory } from './payment-history.tsx';
import { SavedCards } from './saved-cards.tsx';
import '../../lib/client.css';
import './payments.css';

/** /b/payments: saved cards and what I paid. */
export default function PaymentsPage() {
  usePageTitle('Payments');
  return (
    <section aria-labelledby="payments-title" className="client-page">
      <h1 id="payments-title">Payments</h1>
      <SavedCards />
      <PaymentHistory />
    </section>
  );
}
