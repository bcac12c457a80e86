import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompiledValidatorsSource } from '@exceed/contract/precompiled-validators';

const repoRoot = path.resolve(import.meta.dirname, '..');
const contractSources = path.join(repoRoot, 'contract', 'src');
/** Where the browser build finds the forms' validators (body-check.precompiled.ts); never committed. */
export const precompiledValidatorsFile = path.join(repoRoot, 'contract', 'generated', 'form-validators.js');

/** What the module is made from: the contract's sources and this file. */
function digestOfContract(): string {
  const hash = createHash('sha256').update(readFileSync(import.meta.filename));
  for (const entry of readdirSync(contractSources, { recursive: true, encoding: 'utf8' }).sort())
    if (entry.endsWith('.ts')) hash.update(entry).update(readFileSync(path.join(contractSources, entry)));
  return hash.digest('hex');
}

let writtenFor: string | undefined;

/**
 * Writes the module when the contract changed since this process last wrote it. The code is generated
 * by a fresh Node process: this one's module cache would keep the schemas a dev server started with.
 */
export function writePrecompiledValidators(): void {
  const digest = digestOfContract();
  if (digest === writtenFor && existsSync(precompiledValidatorsFile)) return;
  execFileSync(process.execPath, [import.meta.filename], { stdio: 'inherit' });
  writtenFor = digest;
}

/** Regenerates the module before each build and each rebuild of a dev server. */
export class PrecompiledValidatorsPlugin {
  apply(compiler: {
    hooks: Record<'beforeRun' | 'watchRun', { tap(name: string, callback: () => void): void }>;
  }) {
    compiler.hooks.beforeRun.tap('PrecompiledValidatorsPlugin', writePrecompiledValidators);
    compiler.hooks.watchRun.tap('PrecompiledValidatorsPlugin', writePrecompiledValidators);
  }
}

if (process.argv[1] === import.meta.filename) {
  const source = precompiledValidatorsSource();
  const current = existsSync(precompiledValidatorsFile)
    ? readFileSync(precompiledValidatorsFile, 'utf8')
    : '';
  if (source !== current) {
    // Renamed into place: a build running beside this one never reads half a file.
    writeFileSync(`${precompiledValidatorsFile}.tmp`, source);
    renameSync(`${precompiledValidatorsFile}.tmp`, precompiledValidatorsFile);
  }
}
