import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv } from './ajv.ts';
import { formSchemas } from './form-schemas.ts';

/**
 * The form schemas (formSchemas) compiled by AJV's standalone code generation, with the API's set-up
 * (createAjv), into one ES module exporting `formValidators`: the browser's validators, which
 * tools/precompiled-validators.ts writes to contract/generated/ at build time. The functions the code
 * calls are imported: transforms, `descendingBy` and formats from ajv-functions.ts, and AJV's own
 * run-time helpers (ucs2length, equal), which it names in `require` calls, from ajv/dist/runtime.
 */
export function precompiledValidatorsSource(): string {
  const ajv = createAjv({ standalone: true });
  const names = Object.keys(formSchemas);
  for (const name of names) ajv.addSchema(formSchemas[name as keyof typeof formSchemas], name);
  const runtime = new Map<string, string>();
  const code = standaloneCode(ajv, Object.fromEntries(names.map((name) => [name, name]))).replace(
    /require\("ajv\/dist\/runtime\/([a-zA-Z0-9]+)"\)\.default/g,
    (_match, helper: string) => {
      runtime.set(helper, `ajvRuntime_${helper}`);
      return `ajvRuntime_${helper}`;
    },
  );
  if (code.includes('require(')) throw new Error('precompiled validators: a require() is left to import');
  return [
    '// Generated from contract/src/form-schemas.ts (precompiled-validators.ts) at build time: do not edit.',
    `import { formats, isDescendingBy, transforms } from '../src/ajv-functions.ts';`,
    ...[...runtime].map(([helper, local]) => `import ${local} from 'ajv/dist/runtime/${helper}.js';`),
    code.replace(/^"use strict";/, ''),
    `export const formValidators = { ${names.join(', ')} };`,
    '',
  ].join('\n');
}
