import type { ApiModule } from '../../http/api-module.ts';
import { checkSeatLedgerRoute } from './check-seat-ledger.ts';

/** The seat ledger's check, for the platform's administrators (DESIGN.md "Money and seats"). */
export const seatLedgerModule: ApiModule = { name: 'seat-ledger', routes: [checkSeatLedgerRoute] };
