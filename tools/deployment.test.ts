import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { serverPackages } from '../scripts/prune-server-dependencies.ts';

/*
 * The container files cannot be built or started here (no images can be pulled), so what matters in them
 * is read and checked: the image runs the API as a non-root user without build tools, compose runs two
 * healthy replicas behind the balancer after one migration, and no service sets a variable the API does
 * not know. docs/deploying.md says what was and was not run.
 */

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** The Dockerfile's stages, each a list of instructions (continuation lines joined, comments dropped). */
function dockerStages(text: string): Array<{ name: string; instructions: Instruction[] }> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Array<{ name: string; instructions: Instruction[] }> = [];
  for (const line of lines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      stages.push({ name: instruction.args.split(/\s+AS\s+/i)[1] ?? '', instructions: [] });
    }
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const stages = dockerStages(read('Dockerfile'));
const finalStage = stages.at(-1)?.instructions ?? [];
const final = (keyword: string) => finalStage.filter((instruction) => instruction.keyword === keyword);

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  profiles?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  volumes?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  'x-api': { environment: Record<string, string> };
};
const services = Object.entries(compose.services);
const appImage = compose.services.migrate?.image;
/** The services running the app's image as it starts by default: the replicas. */
const replicas = services.filter(([, service]) => service.image === appImage && !service.command);

/** Every variable of README's configuration table: what api/src/config.ts reads. */
function documentedVariables(): Set<string> {
  const section = read('README.md').split('## Configuration')[1]?.split('\n## ')[0] ?? '';
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1] ?? '');
  return new Set(
    firstCells.flatMap((cell) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? '')),
  );
}

describe('Dockerfile', () => {
  it('runs the final image as a user other than root', () => {
    const user = final('USER').at(-1)?.args;
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user?.split(':')[0]);
  });

  it('installs no build tools and no Chromium in the final image, and takes no dev dependency into it', () => {
    const runs = final('RUN').map((run) => run.args);
    for (const run of runs) {
      expect(run).not.toMatch(
        /apt-get|apk |chromium|playwright|build-essential|gcc|make|python|npm (ci|install)/,
      );
    }
    // From the build stage only the built front ends: its node_modules hold every dev dependency.
    const fromBuild = final('COPY').filter((copy) => copy.args.includes('--from=build'));
    expect(fromBuild.length).toBeGreaterThan(0);
    for (const copy of fromBuild) expect(copy.args).toMatch(/^--from=build \/app\/[a-z-]+\/dist /);
    const dependencies = stages.find((stage) => stage.name === 'production-dependencies')?.instructions ?? [];
    const install = dependencies
      .filter((instruction) => instruction.keyword === 'RUN')
      .map((run) => run.args);
    expect(install.join(' ')).toMatch(/npm ci --omit=dev .*node scripts\/prune-server-dependencies\.ts/);
  });

  it('starts the API as npm start does, without the build that needs dev dependencies', () => {
    expect(final('CMD').at(-1)?.args).toBe('["node", "--max-semi-space-size=64", "api/src/main.ts"]');
    expect(read('scripts/start.ts')).toContain("import('../api/src/main.ts')");
  });

  it('checks liveness, exposes the port and runs in production', () => {
    expect(final('HEALTHCHECK').at(-1)?.args).toContain('/v1/health/live');
    expect(final('EXPOSE').at(-1)?.args).toBe('3000');
    const env = final('ENV')
      .map((instruction) => instruction.args)
      .join(' ');
    expect(env).toMatch(/APP_ENV=production/);
    expect(env).toMatch(/PORT=3000/);
  });
});

describe('the server image keeps only what the API loads', () => {
  const kept = serverPackages(JSON.parse(read('package-lock.json')));
  const has = (name: string) => kept.has(`node_modules/${name}`);

  it('keeps the API, its dependencies (the contract, its AJV and the router that matches page paths) and their platform binaries', () => {
    for (const name of [
      '@exceed/api',
      '@exceed/contract',
      'ajv',
      'react-router',
      'koa',
      'knex',
      'pg',
      'pino',
      'sharp',
      'pdfkit',
    ]) {
      expect(has(name), name).toBe(true);
    }
    expect([...kept].some((at) => at.includes('node_modules/@img/sharp-linux-'))).toBe(true);
  });

  it("copies into the image each workspace's own node_modules that holds a package the API loads", () => {
    const nested = [...kept].filter((at) => !at.startsWith('node_modules/') && at.includes('/node_modules/'));
    const copied = final('COPY').map((copy) => copy.args.split(/\s+/).at(-1)?.replace(/\/$/, ''));
    for (const at of nested) expect(copied, at).toContain(at.slice(0, at.indexOf('/node_modules/') + 13));
  });

  // React itself stays: react-router (its matchRoutes, @exceed/contract/page-paths) requires it as a peer.
  it('drops the shell, bundlers, TypeScript and the front ends’ libraries', () => {
    for (const name of [
      '@exceed/shell',
      '@rspack/core',
      'webpack',
      'typescript',
      'react-dom',
      'vitest',
      '@module-federation/enhanced',
    ]) {
      expect(has(name), name).toBe(false);
    }
  });
});

describe('compose.yaml', () => {
  it('runs two API replicas of the one image, each with a health check', () => {
    expect(appImage).toBeDefined();
    expect(replicas.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    for (const [, replica] of replicas) {
      expect(replica.healthcheck?.test?.join(' ')).toContain('/v1/health/live');
    }
  });

  it('migrates once before either replica starts', () => {
    expect(compose.services.migrate?.command).toEqual(['node', 'api/src/db/migrate-command.ts']);
    for (const [, replica] of replicas) {
      expect(replica.depends_on?.migrate?.condition).toBe('service_completed_successfully');
      expect(replica.depends_on?.postgres?.condition).toBe('service_healthy');
    }
  });

  it('balances between both replicas, taking one out when it is not ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = caddyfile
      .match(/reverse_proxy ([^{]+)\{/)?.[1]
      ?.trim()
      .split(/\s+/);
    expect(upstreams).toEqual(replicas.map(([name]) => `${name}:3000`));
    expect(caddyfile).toMatch(/health_uri \/v1\/health\/ready/);
    expect(compose.services.balancer?.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('keeps PostgreSQL 15 on a volume and Redis for the rate limits, the collector and MinIO optional', () => {
    expect(compose.services.postgres?.image).toBe('postgres:15');
    expect(compose.services.postgres?.volumes?.[0]).toMatch(/:\/var\/lib\/postgresql\/data$/);
    expect(compose.services.redis).toBeDefined();
    expect(read('api/src/config.ts')).toContain("url('REDIS_URL')");
    expect(compose.services['otel-collector']?.profiles).toEqual(['tracing']);
    expect(compose.services.minio?.profiles).toEqual(['s3']);
  });

  it('backs the database up daily with scripts/backup.sh (tools/backup.test.ts restores one) into a volume', () => {
    const backup = compose.services.backup;
    expect(backup?.image).toBe(compose.services.postgres?.image);
    expect(backup?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(backup?.command?.join(' ')).toMatch(/sh \/scripts\/backup\.sh .*sleep 86400/);
    expect(backup?.volumes).toContain('./scripts/backup.sh:/scripts/backup.sh:ro');
    expect(backup?.volumes).toContain('backups:/backups');
    expect(backup?.environment?.BACKUP_DIR).toBe('/backups');
    expect(backup?.environment?.DATABASE_URL).toBe(compose.services.migrate?.environment?.DATABASE_URL);
  });

  it('offers a streaming read replica of PostgreSQL as a profile, which the primary lets replicate', () => {
    const replica = compose.services['postgres-replica'];
    expect(replica?.profiles).toEqual(['replica']);
    expect(replica?.image).toBe(compose.services.postgres?.image);
    expect(replica?.volumes).toContain('./deploy/postgres-replica.sh:/scripts/postgres-replica.sh:ro');
    expect(read('deploy/postgres-replica.sh')).toMatch(/pg_basebackup -h postgres .*-R -X stream/);
    expect(compose.services.postgres?.command).toEqual([
      'postgres',
      '-c',
      'hba_file=/etc/postgresql/pg_hba.conf',
    ]);
    expect(read('deploy/pg_hba.conf')).toMatch(/^host\s+replication\s+all\s+all\s+scram-sha-256$/m);
    // The API reads it only when told (empty is unset), and never waits for it.
    expect(compose['x-api'].environment.DATABASE_REPLICA_URL).toMatch(/^\$\{DATABASE_REPLICA_URL:-\}$/);
    for (const [, api] of replicas) expect(api.depends_on?.['postgres-replica']).toBeUndefined();
  });

  it('lets PostgreSQL keep freed memory between statements, on the primary and the replica', () => {
    // Without it each statement of a search faulted ~900 fresh pages in (docs/decisions/0112).
    for (const name of ['postgres', 'postgres-replica']) {
      const tunables = compose.services[name]?.environment?.GLIBC_TUNABLES ?? '';
      expect(tunables).toMatch(/(^|:)glibc\.malloc\.trim_threshold=\d{8,}(:|$)/);
      expect(tunables).toMatch(/(^|:)glibc\.malloc\.mmap_threshold=\d{8,}(:|$)/);
    }
  });

  it('sets only variables the API knows', () => {
    const known = documentedVariables();
    expect(known.has('DATABASE_URL')).toBe(true);
    const set = replicas.flatMap(([, replica]) => Object.keys(replica.environment ?? {}));
    const unknown = set.filter((name) => !known.has(name));
    expect(unknown).toEqual([]);
  });

  it('takes every setting it reads from .env, and .env.example names each one', () => {
    const interpolated = new Set(
      [...read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]),
    );
    const example = new Set([...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect([...interpolated].filter((name) => !example.has(name))).toEqual([]);
    expect([...example].filter((name) => !interpolated.has(name))).toEqual([]);
  });
});
