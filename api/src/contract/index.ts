/**
 * The contract: JSON Schemas, the types derived from them and the validator, shared by the API and the
 * browser (`@exceed/api/contract`). Browser-safe: nothing here imports Node.
 */
export * from './ajv.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './countries.ts';
export * from './error-bag.ts';
export * from './fields.ts';
export * from './file.ts';
export * from './health.ts';
export * from './oidc.ts';
export * from './partial.ts';
export * from './role.ts';
export * from './social-platforms.ts';
export * from './tag.ts';
export * from './tenant.ts';
export * from './user.ts';
export * from './validator.ts';
