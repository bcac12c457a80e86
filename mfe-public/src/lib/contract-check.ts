import { createValidator } from '@exceed/api/contract';
import type { FieldErrors } from '@exceed/session';

/** A body checked by one of the contract's schemas, with its messages: `{}` when valid. */
export type BodyCheck = (body: object) => FieldErrors;

/** The browser checks a form with the schema the API checks it with, so the messages are the same. */
export function contractCheck(schema: object): BodyCheck {
  const validator = createValidator(schema);
  return (body) => {
    const result = validator(body);
    return result.valid ? {} : result.errors;
  };
}
