import { forbidden } from '../errors.ts';

/**
 * Ends a request with 403 when a policy says no. Every decision of who may do what is a policy function
 * in this folder; handlers only ask, so the rules can be read and tested in one place. `message` says why
 * when the caller can do something about it (a field they may not change).
 */
export function authorize(allowed: boolean, message?: string): void {
  if (!allowed) throw forbidden(message);
}
