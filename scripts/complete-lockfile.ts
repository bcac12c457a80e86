// Writes lockfile entries for optional platform binaries (biome, rspack, …) that `npm install` leaves out
// when its registry lacks them, so that `npm ci` accepts the lockfile. Run it after `npm install` changes
// package-lock.json. An entry keeps the package's platform fields, so `npm ci` skips it on other platforms
// and fetches it by name and version on a platform that needs it.
import fs from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages: Record<string, Record<string, unknown>> = lock.packages;

const systems = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'sunos', 'win32', 'aix'];
const cpus = ['arm64', 'arm', 'ia32', 'x64', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32'];

function platformOf(name: string) {
  const parts = (name.split('/').pop() ?? name).split('-');
  const os = parts.find((part) => systems.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os || !cpu) return undefined;
  const libc = parts.includes('musl') ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [path, meta] of Object.entries(packages)) {
  const optional = (meta.optionalDependencies ?? {}) as Record<string, string>;
  for (const [name, version] of Object.entries(optional)) {
    const key = `node_modules/${name}`;
    const nested = path ? `${path}/node_modules/${name}` : key;
    if (packages[key] || packages[nested]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[key] = { version, ...(meta.dev ? { dev: true } : {}), optional: true, ...platform };
    added += 1;
  }
}

fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform entries added`);
