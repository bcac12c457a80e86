import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createValidator,
  type FormSchemaName,
  formSchemas,
  TIERS_ORDER_MESSAGE,
  validatorOf,
} from '@exceed/contract';
import { precompiledValidatorsSource } from '@exceed/contract/precompiled-validators';
import { afterAll, describe, expect, it } from 'vitest';
import { precompiledValidatorsFile } from './precompiled-validators.ts';

// Beside the real module, so its relative imports resolve; its own name, so a build may run meanwhile.
const file = path.join(path.dirname(precompiledValidatorsFile), `form-validators.test-${process.pid}.js`);
writeFileSync(file, precompiledValidatorsSource());
const { formValidators } = await import(file);
afterAll(() => rmSync(file));

/** Bodies that reach every kind of rule: required, types, transforms, formats, extra properties, control characters. */
function bodiesFor(schema: object): unknown[] {
  const keys = Object.keys((schema as { properties?: object }).properties ?? {});
  const every = (value: unknown) => Object.fromEntries(keys.map((key) => [key, value]));
  return [
    {},
    every('  Some Text  '),
    every(' ADMIN '),
    every('Example.COM/about'),
    every(7),
    every(null),
    every([
      { hoursBefore: 24, refundPercent: 50 },
      { hoursBefore: 48, refundPercent: 100 },
    ]),
    { ...every('a\u0007b'), extra: 'dropped' },
  ];
}

describe('the browser’s precompiled validators', () => {
  for (const name of Object.keys(formSchemas) as FormSchemaName[]) {
    it(`${name} answers as the run-time compiled one does (errors, transforms, defaults)`, () => {
      const precompiled = validatorOf(formValidators[name]);
      const compiled = createValidator(formSchemas[name]);
      for (const body of bodiesFor(formSchemas[name])) expect(precompiled(body)).toEqual(compiled(body));
    });
  }

  it('keeps the order rule of a cancellation policy (descendingBy) and its message, both ways', () => {
    const body = {
      cancellationPolicy: [
        { hoursBefore: 24, refundPercent: 50 },
        { hoursBefore: 48, refundPercent: 100 },
      ],
    };
    for (const validate of [
      validatorOf(formValidators.createWorkshopSchema),
      createValidator(formSchemas.createWorkshopSchema),
    ]) {
      const result = validate(body);
      expect(result.valid || result.errors.cancellationPolicy).toEqual([TIERS_ORDER_MESSAGE]);
    }
  });

  it('calls the transforms and the username format', () => {
    expect(validatorOf(formValidators.updateTenantSchema)({ domain: 'Example.COM/about' })).toEqual({
      valid: true,
      data: { domain: 'https://example.com' },
    });
    const result = validatorOf(formValidators.updateUserSchema)({ username: ' admin ' });
    expect(result.valid || result.errors.username).toEqual(['This username is reserved']);
  });

  it('holds every schema a front end checks a form with (one missing would throw as its page loads)', () => {
    const root = path.join(import.meta.dirname, '..');
    const sources = ['shell', 'mfe-public', 'mfe-client', 'mfe-coach', 'mfe-settings', 'mfe-admin'].flatMap(
      (app) =>
        (readdirSync(path.join(root, app, 'src'), { recursive: true }) as string[])
          .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => readFileSync(path.join(root, app, 'src', name), 'utf8')),
    );
    const checked = new Set(
      sources.flatMap((text) => [...text.matchAll(/bodyCheck\((\w+)\)/g)].map((m) => m[1] ?? '')),
    );
    expect(checked.size).toBeGreaterThan(20);
    expect([...checked].filter((name) => !(name in formSchemas))).toEqual([]);
  });
});
