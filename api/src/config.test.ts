import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOYED_ENV } from '../test/deployed-env.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({}, '/srv/app/api');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/app/api/data',
      databaseUrl: undefined,
      logLevel: 'info',
      appEnv: 'development',
    });
    // WEB_ROOT defaults to the repository (the parent of the api folder).
    expect(config.webRoot).toBe(resolve(import.meta.dirname, '..', '..'));
    expect(config.remotesFile).toBe(resolve(config.webRoot, 'shell/dist/remotes.json'));
    expect(config.adminUrl).toBe('/admin');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads and resolves what is set; empty means unset', () => {
    const config = loadConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgresql://u@db:5432/exceed',
        LOG_LEVEL: 'silent',
        ...DEPLOYED_ENV,
        WEB_ROOT: '/web',
        REMOTES_FILE: '',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/srv/state',
      databaseUrl: 'postgresql://u@db:5432/exceed',
      logLevel: 'silent',
      appEnv: 'production',
      webRoot: '/web',
      remotesFile: '/web/shell/dist/remotes.json',
    });
  });

  it("refuses to run production or staging on stand-ins, naming every setting to fill (.env.example's values)", () => {
    const example = {
      APP_ENV: 'production',
      APP_URL: 'http://exceed.example.com',
      DATABASE_URL: 'postgresql://exceed@db:5432/exceed',
      FILE_STORAGE: 'local',
      WEB_CONCURRENCY: '2',
      DEMO_DATA: 'true',
      MAIL_FROM: 'Exceed <no-reply@example.com>',
    };
    const load = () => loadConfig(example);
    expect(load).toThrow(ConfigError);
    for (const problem of [
      /STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set with APP_ENV=production/,
      /SMTP_URL must be set with APP_ENV=production/,
      /MAIL_FROM must be a sender address at your own domain/,
      /APP_URL must be an https:\/\/ address with APP_ENV=production \(got "http:\/\/exceed.example.com"\)/,
      /FILE_STORAGE=local keeps uploads on one disk: use database or s3 with WEB_CONCURRENCY=2/,
      /DEMO_DATA=true is refused with APP_ENV=production/,
    ]) {
      expect(load).toThrow(problem);
    }
    expect(() => loadConfig({ ...example, APP_ENV: 'staging', DEMO_DATA: 'true' })).toThrow(
      /SMTP_URL must be set with APP_ENV=staging/,
    );
    // Filled in, it starts; staging may keep the demo.
    expect(loadConfig({ ...DEPLOYED_ENV, APP_ENV: 'staging', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig(DEPLOYED_ENV).demoData).toBe(false);
    expect(loadConfig({}).demoData).toBe(true);
  });

  it("asks a deployed Connect for the Connect endpoint's secret, without which coaches' accounts never update", () => {
    expect(() => loadConfig({ ...DEPLOYED_ENV, STRIPE_CONNECT: 'true' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET must be set with STRIPE_CONNECT=true with APP_ENV=production/,
    );
    const connected = loadConfig({
      ...DEPLOYED_ENV,
      STRIPE_CONNECT: 'true',
      STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_c',
    });
    expect(connected.stripeConnectWebhookSecret).toBe('whsec_c');
  });

  it('fails with every problem named', () => {
    const load = () =>
      loadConfig({ PORT: '80a', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', APP_ENV: 'prod' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT must be an integer from 0 to 65535 \(got "80a"\)/);
    expect(load).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent \(got "loud"\)/,
    );
    expect(load).toThrow(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(load).toThrow(/APP_ENV must be one of/);
  });

  it('takes the admin address as an http(s) URL or a path of the site', () => {
    expect(loadConfig({ ADMIN_URL: 'https://admin.example.com/' }).adminUrl).toBe(
      'https://admin.example.com/',
    );
    expect(loadConfig({ ADMIN_URL: '/admin/home' }).adminUrl).toBe('/admin/home');
    for (const wrong of ['admin', '//evil.example.com', '/\\evil.example.com', 'javascript:alert(1)']) {
      expect(() => loadConfig({ ADMIN_URL: wrong }), wrong).toThrow(
        /ADMIN_URL must be an http\(s\) URL or a path starting with \//,
      );
    }
  });

  it('takes a read replica beside a PostgreSQL server only, with its largest lag', () => {
    expect(loadConfig({})).toMatchObject({ databaseReplicaUrl: undefined, databaseReplicaMaxLagMs: 5000 });
    const server = { DATABASE_URL: 'postgres://db/exceed' };
    expect(
      loadConfig({
        ...server,
        DATABASE_REPLICA_URL: 'postgres://replica/exceed',
        DATABASE_REPLICA_MAX_LAG_MS: '2000',
      }),
    ).toMatchObject({ databaseReplicaUrl: 'postgres://replica/exceed', databaseReplicaMaxLagMs: 2000 });
    expect(() => loadConfig({ DATABASE_REPLICA_URL: 'postgres://replica/exceed' })).toThrow(
      /DATABASE_REPLICA_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...server, DATABASE_REPLICA_URL: 'mysql://replica' })).toThrow(
      /DATABASE_REPLICA_URL must be a postgres/,
    );
    expect(() => loadConfig({ ...server, DATABASE_REPLICA_MAX_LAG_MS: '0' })).toThrow(
      /DATABASE_REPLICA_MAX_LAG_MS must be a whole number above 0/,
    );
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('takes the Stripe keys all together, and a platform fee from 0 to 100', () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, platformFeePercent: 10, stripeConnect: false });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/must be set together/);
    const keys = {
      STRIPE_SECRET_KEY: 'sk_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig({ ...keys, PLATFORM_FEE_PERCENT: '12.5' })).toMatchObject({
      stripe: { secretKey: 'sk_x', publishableKey: 'pk_x', webhookSecret: 'whsec_x' },
      platformFeePercent: 12.5,
    });
    expect(() => loadConfig({ PLATFORM_FEE_PERCENT: '120' })).toThrow(
      /PLATFORM_FEE_PERCENT must be a number/,
    );
  });

  it('slows the Stripe emulator by STRIPE_EMULATOR_LATENCY_MS, 0 unless set', () => {
    expect(loadConfig({}).stripeEmulatorLatencyMs).toBe(0);
    expect(loadConfig({ STRIPE_EMULATOR_LATENCY_MS: '300' }).stripeEmulatorLatencyMs).toBe(300);
    expect(() => loadConfig({ STRIPE_EMULATOR_LATENCY_MS: '-5' })).toThrow(
      /STRIPE_EMULATOR_LATENCY_MS must be a whole number \(got "-5"\)/,
    );
  });

  it('takes the sign-in limits per IP and per email, 30 and 10 unless set', () => {
    expect(loadConfig({})).toMatchObject({ signInMaxPerIp: 30, signInMaxPerEmail: 10 });
    expect(loadConfig({ SIGN_IN_MAX_PER_IP: '500', SIGN_IN_MAX_PER_EMAIL: '40' })).toMatchObject({
      signInMaxPerIp: 500,
      signInMaxPerEmail: 40,
    });
    expect(() => loadConfig({ SIGN_IN_MAX_PER_IP: '0' })).toThrow(
      /SIGN_IN_MAX_PER_IP must be a whole number/,
    );
  });

  it('runs a worker per core with a PostgreSQL server unless WEB_CONCURRENCY says otherwise, one on PGlite', () => {
    const server = { DATABASE_URL: 'postgres://db/exceed' };
    expect(loadConfig(server).webConcurrency).toBe(availableParallelism());
    expect(loadConfig({ ...server, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(1);
    expect(() => loadConfig({ ...server, WEB_CONCURRENCY: 'all' })).toThrow(
      /WEB_CONCURRENCY must be a whole number above 0 \(got "all"\)/,
    );
  });

  it('keeps what is over RETENTION_DAYS, 30 by default and never under the 3 days Stripe redelivers', () => {
    expect(loadConfig({}).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '3' }).retentionDays).toBe(3);
    for (const value of ['2', 'a week', '-5']) {
      expect(() => loadConfig({ RETENTION_DAYS: value })).toThrow(
        `RETENTION_DAYS must be a whole number of days, at least 3: Stripe redelivers an event for up to three days (got "${value}")`,
      );
    }
  });

  it('serves metrics only with a METRICS_TOKEN long enough to guess at, and traces only to a collector', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, otlpEndpoint: undefined });
    expect(
      loadConfig({
        METRICS_TOKEN: 'a-token-of-some-length',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      }),
    ).toMatchObject({ metricsToken: 'a-token-of-some-length', otlpEndpoint: 'http://collector:4318' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an absolute URL/,
    );
  });

  it('keeps files in the database with a PostgreSQL server, on disk without one, unless FILE_STORAGE says', () => {
    const server = { DATABASE_URL: 'postgres://db/exceed' };
    expect(loadConfig(server)).toMatchObject({ fileStorage: 'database', s3: undefined });
    expect(loadConfig({}).fileStorage).toBe('local');
    expect(loadConfig({ ...server, FILE_STORAGE: 'local' }).fileStorage).toBe('local');
    expect(() => loadConfig({ FILE_STORAGE: 'database' })).toThrow(
      /FILE_STORAGE=database needs DATABASE_URL \(the embedded database keeps files on disk\)/,
    );
    expect(() => loadConfig({ FILE_STORAGE: 'disk' })).toThrow(
      /FILE_STORAGE must be one of local, database, s3 \(got "disk"\)/,
    );
  });

  it('reads the S3 bucket, its address and keys, and says what is missing or wrong', () => {
    const bucket = { FILE_STORAGE: 's3', S3_BUCKET: 'exceed-files' };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'exceed-files',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'exceed-files',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/FILE_STORAGE=s3 needs S3_BUCKET/);
    const wrong = () =>
      loadConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'My_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'AKIA1',
        S3_FORCE_PATH_STYLE: 'yes',
      });
    expect(wrong).toThrow(
      /S3_BUCKET must be 3 to 63 lowercase letters, digits, dots or hyphens \(got "My_Bucket"\)/,
    );
    expect(wrong).toThrow(/S3_ENDPOINT must be an http\(s\) URL \(got "minio:9000"\)/);
    expect(wrong).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set together/);
    expect(wrong).toThrow(/S3_FORCE_PATH_STYLE must be one of true, false \(got "yes"\)/);
  });
});
