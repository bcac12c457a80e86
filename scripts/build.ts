import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Configuration, type MultiStats, rspack } from '@rspack/core';

/** The front-end packages that build to a dist/ folder served by `npm start`. */
export const frontEnds = [
  'shell',
  'mfe-public',
  'mfe-client',
  'mfe-coach',
  'mfe-settings',
  'mfe-admin',
] as const;

const root = path.resolve(import.meta.dirname, '..');
/** Sources every front end is built from besides its own folder. */
const sharedInputs = ['tools', 'contract/src', 'design-system/src', 'shell/session/src', 'package-lock.json'];
const STAMP = '.build-stamp';

function hashInto(hash: ReturnType<typeof createHash>, target: string) {
  if (!existsSync(target)) return;
  if (statSync(target).isFile()) {
    hash.update(path.relative(root, target)).update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    hashInto(hash, path.join(target, entry));
  }
}

/** A digest of everything a front end's bundle depends on, so an unchanged one is not built again. */
function fingerprint(name: string): string {
  const hash = createHash('sha256');
  for (const input of [name, ...sharedInputs]) hashInto(hash, path.join(root, input));
  // What tools/app-config.ts writes into the bundles.
  for (const name of ['NODE_ENV', 'APP_ENV', 'APP_URL']) hash.update(`${name}=${process.env[name] ?? ''};`);
  return hash.digest('hex');
}

function isCurrent(name: string): boolean {
  const stamp = path.join(root, name, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint(name);
}

// Not index.html: it is small, never cached, and a deploy's version check reads it.
const COMPRESSIBLE = /\.(js|css|json|svg)$/;

/**
 * Writes each text file's brotli (best quality) and gzip twins beside it, once per build, so the server
 * sends them as they are (api/src/web/static-files.ts) instead of compressing on every request at the
 * low brotli quality a request can afford: the first visit downloads less.
 */
function precompress(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < 1024) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Builds the front ends whose sources changed since their last build (all of them with `force`). */
export async function buildFrontEnds({ force = false } = {}): Promise<string[]> {
  const stale = frontEnds.filter((name) => force || !isCurrent(name));
  if (stale.length === 0) return [];
  const configs: Configuration[] = [];
  for (const name of stale) {
    const module = await import(path.join(root, name, 'rspack.config.ts'));
    configs.push(module.default as Configuration);
  }
  const started = performance.now();
  const stats = await new Promise<MultiStats>((resolve, reject) => {
    const compiler = rspack(configs);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('rspack gave no result'));
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    console.error(stats.toString({ all: false, errors: true, colors: true }));
    throw new Error('The front-end build failed');
  }
  for (const name of stale) {
    precompress(path.join(root, name, 'dist'));
    writeFileSync(path.join(root, name, 'dist', STAMP), fingerprint(name));
  }
  console.log(`Built ${stale.join(', ')} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return stale;
}

if (process.argv[1] === import.meta.filename) {
  const built = await buildFrontEnds({ force: process.argv.includes('--all') });
  if (built.length === 0) console.log('Front ends are up to date.');
}
