/**
 * Leaves in node_modules only what the API's process loads (the Dockerfile runs it after
 * `npm ci --omit=dev`). That install holds every workspace's dependencies, and the front ends' are no
 * server's: the shell's Module Federation plugin brings rspack, webpack's peers and TypeScript, build
 * tools the image must not carry. Kept: @exceed/api's dependencies and theirs, optional and required peers
 * included, found as Node finds them (the nearest node_modules up the folders).
 */
import { readdirSync, readFileSync, rmdirSync, rmSync } from 'node:fs';
import path from 'node:path';

interface LockEntry {
  link?: boolean;
  resolved?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** The lockfile path (`node_modules/…`) `name` resolves to from the package at `from`, as Node looks. */
function resolveFrom(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  const parts = from === '' ? [] : from.split('/');
  for (let end = parts.length; end >= 0; end--) {
    if (parts[end - 1] === 'node_modules') continue;
    const candidate = [...parts.slice(0, end), 'node_modules', name].join('/');
    if (packages[candidate]) return candidate;
  }
  return undefined;
}

/** Every lockfile path the API's process may load: its workspace, its links and what they depend on. */
export function serverPackages(lock: { packages: Record<string, LockEntry> }): Set<string> {
  const { packages } = lock;
  const kept = new Set<string>();
  const visit = (at: string) => {
    const entry = packages[at];
    if (kept.has(at) || !entry) return;
    kept.add(at);
    if (entry.link && entry.resolved) return visit(entry.resolved);
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      // An optional peer is used only when something else installed it, and then that path keeps it.
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const found = resolveFrom(packages, at, name);
      if (found) visit(found);
    }
  };
  visit('node_modules/@exceed/api');
  return kept;
}

/** The installed paths under node_modules that the server does not need. */
export function unneededPackages(lock: { packages: Record<string, LockEntry> }): string[] {
  const kept = serverPackages(lock);
  return Object.keys(lock.packages).filter((at) => at.startsWith('node_modules/') && !kept.has(at));
}

if (process.argv[1] === import.meta.filename) {
  const root = process.cwd();
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const unneeded = unneededPackages(lock);
  for (const at of unneeded) rmSync(path.join(root, at), { recursive: true, force: true });
  // Their command links point at packages just removed; the server runs none.
  rmSync(path.join(root, 'node_modules', '.bin'), { recursive: true, force: true });
  for (const scope of readdirSync(path.join(root, 'node_modules'))) {
    const dir = path.join(root, 'node_modules', scope);
    if (scope.startsWith('@') && readdirSync(dir).length === 0) rmdirSync(dir);
  }
  console.log(`Removed ${unneeded.length} packages the server does not load.`);
}
