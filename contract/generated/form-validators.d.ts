import type { ValidateFunction } from 'ajv';
import type { FormSchemaName } from '../src/form-schemas.ts';

/** Written by tools/precompiled-validators.ts before each front-end build: one function per form schema. */
export declare const formValidators: Record<FormSchemaName, ValidateFunction>;
