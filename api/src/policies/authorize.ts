import { forbidden } from '../errors.ts';

/**
 * Ends a request with 403 when a policy says no. Every decision of who may do what is a policy function
 * in this folder; handlers only ask, so the rules can be read and tested in one place.
 */
export function authorize(allowed: boolean): void {
  if (!allowed) throw forbidden();
}
