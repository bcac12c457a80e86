import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployedProblems } from './deployed-config.ts';

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
  /**
   * DATABASE_REPLICA_URL: postgres:// URL of a streaming replica of DATABASE_URL's server (needs it). The
   * public marketplace's reads go there while it keeps up (db/read-replica.ts, docs/decisions/0111); unset:
   * every read is the primary's.
   */
  readonly databaseReplicaUrl: string | undefined;
  /**
   * DATABASE_REPLICA_MAX_LAG_MS: how far behind the primary the replica may be (its replay, in time) and
   * still serve the public reads; further behind, or unreachable, they go to the primary. Default 5000.
   */
  readonly databaseReplicaMaxLagMs: number;
  /**
   * WEB_CONCURRENCY: API worker processes `npm start` runs with a PostgreSQL server (DATABASE_URL), each
   * serving PORT (node:cluster). Default one per core (os.availableParallelism()); 1 is a single process.
   * The embedded PGlite is always one process, whatever this says: its folder is one connection's.
   */
  readonly webConcurrency: number;
  /** LOG_LEVEL: pino level. Default info; 'silent' turns logging off (tests). */
  readonly logLevel: LogLevel;
  /**
   * APP_ENV: development (default), test, staging or production; outside development cookies are Secure.
   * Staging and production must name real services (deployed-config.ts), or the API does not start.
   */
  readonly appEnv: AppEnv;
  /**
   * DEMO_DATA: true gives an empty database the demo accounts and catalogue at start (demo/seed-demo.ts).
   * Default true in development and test, false otherwise; refused in production (a known password).
   */
  readonly demoData: boolean;
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
  /**
   * APP_URL: the address users open (scheme, host, port), used in mailed links and as the base of OpenID
   * Connect redirect addresses. Default http://localhost:PORT.
   */
  readonly appUrl: string;
  /**
   * ADMIN_URL: where a super-admin lands after signing in with no saved redirect (SPEC §2): an absolute
   * URL, or a path of this site. Default /admin. Served to the front end at run time (/config.json), so
   * changing it needs a restart, not a rebuild.
   */
  readonly adminUrl: string;
  /**
   * JITSI_BASE_URL: the Jitsi Meet server that hosts a room for each online session of a team that chose
   * Jitsi (meetings/meeting-providers.ts). Default https://meet.jit.si, which needs no account.
   */
  readonly jitsiBaseUrl: string;
  /** SMTP_URL: smtp(s)://user:pass@host:port to send mail. Unset: mail is written to DATA_DIR/outbox/. */
  readonly smtpUrl: string | undefined;
  /** MAIL_FROM: sender of every message. Default "Exceed <no-reply@exceed.local>". */
  readonly mailFrom: string;
  /** REDIS_URL: redis://host:port for rate-limit counters. Unset: counters live in PostgreSQL. */
  readonly redisUrl: string | undefined;
  /** TRUST_PROXY: "true" behind a load balancer, so the client IP comes from X-Forwarded-For. Default false. */
  readonly trustProxy: boolean;
  /** UPLOAD_MAX_BYTES: largest accepted upload. Default 5 MiB. */
  readonly uploadMaxBytes: number;
  /**
   * FILE_STORAGE: where uploaded bytes live (storage/open-file-storage.ts). `local`: DATA_DIR/uploads, one
   * machine's disk; `database`: the PostgreSQL server's file_blobs, shared by every process on it; `s3`: an
   * S3-compatible bucket (S3_*). Default `database` with DATABASE_URL, else `local`; the embedded PGlite
   * cannot hold them (`database` needs DATABASE_URL).
   */
  readonly fileStorage: FileStorageKind;
  /** The bucket of FILE_STORAGE=s3 (S3_BUCKET and the other S3_* variables); undefined without S3_BUCKET. */
  readonly s3: S3Config | undefined;
  /**
   * External sign-in (OpenID Connect): OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, all three or none.
   * Unset: the provider's routes answer 404.
   */
  readonly oidc: OidcClientConfig | undefined;
  /** The multiplai connection: MULTIPLAI_ISSUER, MULTIPLAI_CLIENT_ID, MULTIPLAI_CLIENT_SECRET, all or none. */
  readonly multiplai: OidcClientConfig | undefined;
  /**
   * Stripe: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, all three or none. Unset:
   * the API starts its Stripe-compatible emulator on loopback and points the stripe SDK at it.
   */
  readonly stripe: StripeConfig | undefined;
  /**
   * STRIPE_EMULATOR_LATENCY_MS: how long the Stripe emulator waits before answering each call, as Stripe
   * takes 150–400 ms, so tests and benchmarks see what the API does meanwhile. Default 0; the emulator's
   * only (ignored with a Stripe account).
   */
  readonly stripeEmulatorLatencyMs: number;
  /** STRIPE_CONNECT: "true" lets coaches connect a Stripe account for payouts. Default false. */
  readonly stripeConnect: boolean;
  /**
   * STRIPE_CONNECT_WEBHOOK_SECRET: the signing secret of the Connect webhook endpoint. Stripe sends the
   * events of coaches' connected accounts (account.updated) to an endpoint of their own with its own
   * secret; pointed at the same address, the webhook route accepts a signature by either.
   */
  readonly stripeConnectWebhookSecret: string | undefined;
  /** PLATFORM_FEE_PERCENT: the platform's share of every payment, 0 to 100. Default 10 (DESIGN.md). */
  readonly platformFeePercent: number;
  /**
   * PAYOUT_HOLD_DAYS: how many days after its session ends a booking's share waits before it is paid out to
   * its coach (time for a complaint or an admin's refund). Default 2.
   */
  readonly payoutHoldDays: number;
  /**
   * RETENTION_DAYS: how many days what is over (expired sessions and sign-in codes, finished jobs, handled
   * Stripe events, webhook deliveries no longer tried) is kept before the hourly retention step deletes it. Default 30; at least 3, since Stripe
   * redelivers an event for up to three days and its kept id is what makes the redelivery change nothing.
   */
  readonly retentionDays: number;
  /**
   * SIGN_IN_MAX_PER_IP and SIGN_IN_MAX_PER_EMAIL: requests to the sign-in routes allowed per client IP
   * and per email address in 10 minutes. Default 30 and 10. Many people behind one address (an office, a
   * test suite signing in its users from one machine) may need a higher per-IP limit.
   */
  readonly signInMaxPerIp: number;
  readonly signInMaxPerEmail: number;
  /**
   * JOB_APPLICATIONS_MAX_PER_IP: applications to the public job board allowed per client IP in an hour.
   * Default 20: a person applies to a few jobs, a script to thousands.
   */
  readonly jobApplicationsMaxPerIp: number;
  /**
   * CERTIFICATE_CHECKS_MAX_PER_IP: certificates one client IP may look up by code in 10 minutes (the public
   * /certificates/{code} page and its PDF). Default 120: a person checks a few, an office a batch, a
   * script walking the codes thousands.
   */
  readonly certificateChecksMaxPerIp: number;
  /**
   * API_KEY_REQUESTS_PER_MINUTE: requests one API key may make in a minute, whatever they ask. Default
   * 300: an integration syncing a team's bookings needs a few a second at most; a runaway loop is stopped.
   */
  readonly apiKeyRequestsPerMinute: number;
  /**
   * COACH_APPLICATIONS: how applications to become a coach are decided (docs/decisions/0075). `review`
   * (default): a super-admin approves or declines each; `auto`: each is approved as it is sent.
   */
  readonly coachApplications: CoachApplicationMode;
  /**
   * WEBHOOK_ALLOWED_PRIVATE: the non-public networks a team's webhook endpoints may reach, comma-separated:
   * `loopback` (127.0.0.0/8, ::1: a receiver on this machine, as tests run one) and `private` (10/8,
   * 172.16/12, 192.168/16, 100.64/10, fc00::/7: a receiver inside the deployment's network). Default none:
   * an endpoint must resolve to public addresses only (webhooks/address-guard.ts). Link-local addresses
   * (cloud metadata) are never reached. An allowed address may be plain http://.
   */
  readonly webhookAllowedPrivate: readonly WebhookNetwork[];
  /**
   * METRICS_TOKEN: the bearer token a Prometheus scrape of GET /metrics sends (at least 16 characters).
   * Unset: /metrics is not served, and requests are not counted.
   */
  readonly metricsToken: string | undefined;
  /**
   * OTEL_EXPORTER_OTLP_ENDPOINT: an OpenTelemetry collector's OTLP/HTTP address (http://collector:4318);
   * traces go to its /v1/traces. Unset: no tracing, and its code is never loaded. The SDK's other OTEL_*
   * variables (OTEL_SERVICE_NAME, OTEL_BSP_SCHEDULE_DELAY …) apply as OpenTelemetry documents them.
   */
  readonly otlpEndpoint: string | undefined;
}

export const FILE_STORAGE_KINDS = ['local', 'database', 's3'] as const;
/** The non-public networks WEBHOOK_ALLOWED_PRIVATE may open to webhooks. */
export const WEBHOOK_NETWORKS = ['loopback', 'private'] as const;
export type WebhookNetwork = (typeof WEBHOOK_NETWORKS)[number];
export const COACH_APPLICATION_MODES = ['review', 'auto'] as const;
export type CoachApplicationMode = (typeof COACH_APPLICATION_MODES)[number];
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** An S3-compatible bucket. */
export interface S3Config {
  /** S3_BUCKET: the bucket's name; it must exist. */
  readonly bucket: string;
  /** S3_REGION: default us-east-1 (what most S3-compatible stores accept). */
  readonly region: string;
  /** S3_ENDPOINT: the store's address (http://minio:9000); unset: AWS S3 of the region. */
  readonly endpoint: string | undefined;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or neither; neither: the SDK's own chain (a role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
  /** S3_FORCE_PATH_STYLE: "true" addresses the bucket as a path (endpoint/bucket/key), as MinIO wants. */
  readonly forcePathStyle: boolean;
}

/** The keys of a Stripe account. */
export interface StripeConfig {
  readonly secretKey: string;
  readonly publishableKey: string;
  readonly webhookSecret: string;
}

/** An OpenID Connect client registration at a provider. */
export interface OidcClientConfig {
  /** What the sign-in button calls the provider ("Continue with …"): <PREFIX>_NAME, else "single sign-on". */
  readonly name: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
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
  const databaseReplicaUrl = read('DATABASE_REPLICA_URL');
  if (databaseReplicaUrl !== undefined && !isPostgresUrl(databaseReplicaUrl)) {
    problems.push('DATABASE_REPLICA_URL must be a postgres:// or postgresql:// URL');
  }
  if (databaseReplicaUrl !== undefined && databaseUrl === undefined) {
    problems.push('DATABASE_REPLICA_URL needs DATABASE_URL (the embedded database has no replica)');
  }

  const url = (name: string, fallback?: string): string | undefined => {
    const value = read(name) ?? fallback;
    if (value === undefined) return undefined;
    try {
      new URL(value);
    } catch {
      problems.push(`${name} must be an absolute URL (got "${value}")`);
    }
    return value.replace(/\/+$/, '');
  };
  const oidcClient = (prefix: string): OidcClientConfig | undefined => {
    const names = [`${prefix}_ISSUER`, `${prefix}_CLIENT_ID`, `${prefix}_CLIENT_SECRET`] as const;
    const [issuer, clientId, clientSecret] = [url(names[0]), read(names[1]), read(names[2])];
    if (issuer === undefined && clientId === undefined && clientSecret === undefined) return undefined;
    if (issuer === undefined || clientId === undefined || clientSecret === undefined) {
      problems.push(`${names.join(', ')} must be set together`);
      return undefined;
    }
    return { name: read(`${prefix}_NAME`) ?? 'single sign-on', issuer, clientId, clientSecret };
  };
  const stripeKeys = [
    read('STRIPE_SECRET_KEY'),
    read('STRIPE_PUBLISHABLE_KEY'),
    read('STRIPE_WEBHOOK_SECRET'),
  ];
  const [secretKey, publishableKey, webhookSecret] = stripeKeys;
  const stripeSet = stripeKeys.filter((key) => key !== undefined).length;
  if (stripeSet !== 0 && stripeSet !== 3) {
    problems.push('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET must be set together');
  }
  const feeText = read('PLATFORM_FEE_PERCENT') ?? '10';
  const platformFeePercent = Number(feeText);
  if (!/^\d+(\.\d+)?$/.test(feeText) || platformFeePercent > 100) {
    problems.push(`PLATFORM_FEE_PERCENT must be a number from 0 to 100 (got "${feeText}")`);
  }
  const wholeNumber = (name: string, fallback: number): number => {
    const text = read(name) ?? String(fallback);
    if (!/^\d+$/.test(text)) problems.push(`${name} must be a whole number (got "${text}")`);
    return Number(text);
  };

  const count = (name: string, fallback: number): number => {
    const text = read(name) ?? String(fallback);
    if (!/^[1-9]\d*$/.test(text)) problems.push(`${name} must be a whole number above 0 (got "${text}")`);
    return Number(text);
  };

  const workers = count('WEB_CONCURRENCY', availableParallelism());

  const retentionText = read('RETENTION_DAYS') ?? String(DEFAULT_RETENTION_DAYS);
  const retentionDays = Number(retentionText);
  if (!/^\d+$/.test(retentionText) || retentionDays < MIN_RETENTION_DAYS) {
    problems.push(
      `RETENTION_DAYS must be a whole number of days, at least ${MIN_RETENTION_DAYS}: Stripe redelivers an event for up to three days (got "${retentionText}")`,
    );
  }

  const adminUrl = read('ADMIN_URL') ?? DEFAULT_ADMIN_URL;
  if (!isSitePath(adminUrl) && !isWebUrl(adminUrl)) {
    problems.push(`ADMIN_URL must be an http(s) URL or a path starting with / (got "${adminUrl}")`);
  }

  const metricsToken = read('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16) {
    problems.push('METRICS_TOKEN must be at least 16 characters');
  }
  const fileStorage = oneOf('FILE_STORAGE', FILE_STORAGE_KINDS, databaseUrl ? 'database' : 'local');
  if (fileStorage === 'database' && !databaseUrl) {
    problems.push('FILE_STORAGE=database needs DATABASE_URL (the embedded database keeps files on disk)');
  }
  const s3Settings = (): S3Config | undefined => {
    const bucket = read('S3_BUCKET');
    if (bucket === undefined) {
      if (fileStorage === 's3') problems.push('FILE_STORAGE=s3 needs S3_BUCKET');
      return undefined;
    }
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      problems.push(`S3_BUCKET must be 3 to 63 lowercase letters, digits, dots or hyphens (got "${bucket}")`);
    }
    const endpoint = read('S3_ENDPOINT');
    if (endpoint !== undefined && !isWebUrl(endpoint)) {
      problems.push(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}")`);
    }
    const [accessKeyId, secretAccessKey] = [read('S3_ACCESS_KEY_ID'), read('S3_SECRET_ACCESS_KEY')];
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together');
    }
    return {
      bucket,
      region: read('S3_REGION') ?? 'us-east-1',
      endpoint,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      forcePathStyle: oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'], 'false') === 'true',
    };
  };
  const s3 = s3Settings();

  const webhookAllowedPrivate = (read('WEBHOOK_ALLOWED_PRIVATE') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  for (const name of webhookAllowedPrivate) {
    if (!(WEBHOOK_NETWORKS as readonly string[]).includes(name)) {
      problems.push(
        `WEBHOOK_ALLOWED_PRIVATE must list some of ${WEBHOOK_NETWORKS.join(', ')} (got "${name}")`,
      );
    }
  }

  const webRoot = resolve(cwd, read('WEB_ROOT') ?? repoRoot);
  const appEnv = oneOf('APP_ENV', APP_ENVS, 'development');
  const config: Config = {
    port,
    host: read('HOST') ?? '0.0.0.0',
    dataDir: resolve(cwd, read('DATA_DIR') ?? './data'),
    databaseUrl,
    databaseReplicaUrl,
    databaseReplicaMaxLagMs: count('DATABASE_REPLICA_MAX_LAG_MS', 5_000),
    webConcurrency: databaseUrl ? workers : 1,
    logLevel: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    appEnv,
    demoData:
      oneOf(
        'DEMO_DATA',
        ['true', 'false'],
        appEnv === 'development' || appEnv === 'test' ? 'true' : 'false',
      ) === 'true',
    webRoot,
    remotesFile: resolve(cwd, read('REMOTES_FILE') ?? resolve(webRoot, 'shell', 'dist', 'remotes.json')),
    appUrl: url('APP_URL', `http://localhost:${portText}`) ?? `http://localhost:${portText}`,
    adminUrl,
    jitsiBaseUrl: url('JITSI_BASE_URL', 'https://meet.jit.si') ?? 'https://meet.jit.si',
    smtpUrl: url('SMTP_URL'),
    mailFrom: read('MAIL_FROM') ?? 'Exceed <no-reply@exceed.local>',
    redisUrl: url('REDIS_URL'),
    trustProxy: oneOf('TRUST_PROXY', ['true', 'false'], 'false') === 'true',
    uploadMaxBytes: wholeNumber('UPLOAD_MAX_BYTES', 5 * 1024 * 1024),
    fileStorage,
    s3,
    oidc: oidcClient('OIDC'),
    multiplai: oidcClient('MULTIPLAI'),
    stripe:
      secretKey && publishableKey && webhookSecret ? { secretKey, publishableKey, webhookSecret } : undefined,
    stripeEmulatorLatencyMs: wholeNumber('STRIPE_EMULATOR_LATENCY_MS', 0),
    stripeConnect: oneOf('STRIPE_CONNECT', ['true', 'false'], 'false') === 'true',
    stripeConnectWebhookSecret: read('STRIPE_CONNECT_WEBHOOK_SECRET'),
    platformFeePercent,
    payoutHoldDays: wholeNumber('PAYOUT_HOLD_DAYS', 2),
    retentionDays,
    signInMaxPerIp: count('SIGN_IN_MAX_PER_IP', 30),
    signInMaxPerEmail: count('SIGN_IN_MAX_PER_EMAIL', 10),
    jobApplicationsMaxPerIp: count('JOB_APPLICATIONS_MAX_PER_IP', 20),
    certificateChecksMaxPerIp: count('CERTIFICATE_CHECKS_MAX_PER_IP', 120),
    apiKeyRequestsPerMinute: count('API_KEY_REQUESTS_PER_MINUTE', 300),
    coachApplications: oneOf('COACH_APPLICATIONS', COACH_APPLICATION_MODES, 'review'),
    webhookAllowedPrivate: webhookAllowedPrivate.filter((name): name is WebhookNetwork =>
      (WEBHOOK_NETWORKS as readonly string[]).includes(name),
    ),
    metricsToken,
    otlpEndpoint: url('OTEL_EXPORTER_OTLP_ENDPOINT'),
  };

  problems.push(...deployedProblems(config, { mailFromSet: read('MAIL_FROM') !== undefined }));
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return Object.freeze(config);
}

const DEFAULT_RETENTION_DAYS = 30;
const MIN_RETENTION_DAYS = 3;

/** The admin area's address unless ADMIN_URL says otherwise: a path of this site (issue 22 builds it there). */
const DEFAULT_ADMIN_URL = '/admin';

/**
 * A path of this site ("/admin"): one leading slash and no second one nor a backslash, which browsers read
 * as a slash ("//host" and "/\host" leave the site).
 */
const isSitePath = (value: string): boolean => /^\/(?![/\\])/.test(value);

/** An absolute http(s) address: the browser is sent there, so no other scheme (javascript:, data:). */
function isWebUrl(value: string): boolean {
  const protocol = URL.parse(value)?.protocol;
  return protocol === 'https:' || protocol === 'http:';
}

function isPostgresUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'postgres:' || protocol === 'postgresql:';
  } catch {
    return false;
  }
}
