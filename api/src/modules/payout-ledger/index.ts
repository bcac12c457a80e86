import type { ApiModule } from '../../http/api-module.ts';
import { checkPayoutLedgerRoute } from './check-payout-ledger.ts';
import { runPayoutsRoute } from './run-payouts.ts';

/** The payout ledger's check and a payout run on demand, for the platform's administrators (issue 32). */
export const payoutLedgerModule: ApiModule = {
  name: 'payout-ledger',
  routes: [checkPayoutLedgerRoute, runPayoutsRoute],
};
