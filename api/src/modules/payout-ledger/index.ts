import type { ApiModule } from '../../http/api-module.ts';
import { checkPayoutLedgerRoute } from './check-payout-ledger.ts';

/** The payout ledger's check, for the platform's administrators (issue 32). */
export const payoutLedgerModule: ApiModule = { name: 'payout-ledger', routes: [checkPayoutLedgerRoute] };
