/**
 * Kept only for features/apps, which still imports `One` from here until it moves into its shared module:
 * the contract's own type, no copy. The rest of the coach area imports '@exceed/api/contract' directly;
 * delete this file with that move.
 */
export type { One } from '@exceed/api/contract';
