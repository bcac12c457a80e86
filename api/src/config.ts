import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Log levels pino knows, plus 'silent' (tests). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where the process runs. Anything but 'development' is treated as exposed (Secure cookies and so on). */
export const APP_ENVS = ['development', 'test', 'staging', 'production'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

/**
 * The whole configuration of the API process, read from the environment once at start (STYLE.md habit 5).
 * Nothing else in the code reads process.env: it receives this object.
 */
export interface Config {
  /** PORT: TCP port to listen on. Default 3000; 0 picks a free port (tests). */
  readonly port: number;
  /** HOST: interface to bind. Default 0.0.0.0 (every interface, as a container expects). */
  readonly host: string;
  /** DATA_DIR: folder for local state (embedded database, mail outbox). Default ./data, resolved against the working directory. */
  readonly dataDir: string;
  /**
   * DATABASE_URL: postgres://user@host:port/db of a PostgreSQL server. Unset: embedded PGlite stored in
   * DATA_DIR/pgdata, so `npm start` needs no server.
   */
  readonly databaseUrl: string | undefined;
  /** LOG_LEVEL: pino level. Default info; 'silent' turns logging off (tests). */
  readonly logLevel: LogLevel;
  /** APP_ENV: development (default), test, staging or production; outside development cookies are Secure. */
  readonly appEnv: AppEnv;
  /**
   * WEB_ROOT: folder holding the built front ends (shell/dist, mfe-* /dist). Default: the repository root
   * (the parent of the api folder), so one process serves API and front end.
   */
  readonly webRoot: string;
  /**
   * REMOTES_FILE: the JSON file served as /remotes.json (the federation map the shell reads at start).
   * Default WEB_ROOT/shell/dist/remotes.json. Re-read on every request, so editing it moves a remote
   * without a restart or rebuild.
   */
  readonly remotesFile: string;
}

/** Thrown by loadConfig with every problem found, one per line, so a bad deploy fails at start and says why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The repository root: api/src/config.ts → ../.. */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

type Env = Record<string, string | undefined>;

/**
 * Reads and validates the configuration from an environment (process.env in main.ts, a literal in tests).
 * Empty strings count as unset. Throws ConfigError listing every invalid variable.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const oneOf = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = read(name) ?? fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
    return fallback;
  };

  const portText = read('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    problems.push(`PORT must be an integer from 0 to 65535 (got "${portText}")`);
  }

  const databaseUrl = read('DATABASE_URL');
  if (databaseUrl !== undefined && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }

  const webRoot = resolve(cwd, read('WEB_ROOT') ?? repoRoot);
  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, read('DATA_DIR') ?? './data'),
    databaseUrl,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    appEnv: oneOf('APP_ENV', APP_ENVS, 'development'),
    webRoot,
    remotesFile: resolve(cwd, read('REMOTES_FILE') ?? resolve(webRoot, 'shell', 'dist', 'remotes.json')),
  };

  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(config);
}

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}
