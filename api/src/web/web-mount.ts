import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RuntimeConfig } from '@exceed/contract';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { notFound } from '../errors.ts';
import { knownPage } from './known-page.ts';
import { remoteOrigins, shellPolicy } from './page-policy.ts';
import { pagePreloads } from './page-preloads.ts';
import { sendFile } from './static-files.ts';
import { metaOf, withPageHead, workshopPageHead } from './workshop-page-head.ts';

/** The remotes served under /remotes/<name>/: each is the dist/ folder of the workspace of that name. */
export const REMOTE_NAMES = ['mfe-public', 'mfe-client', 'mfe-coach', 'mfe-settings', 'mfe-admin'] as const;

const API_PREFIX = /^\/v1(\/|$)/;
const REMOTE_PATH = /^\/remotes\/([^/]+)(\/.*)?$/;
/** The front end's runtime configuration; the shell reads it at start (shell/src/runtime-config.ts). */
const RUNTIME_CONFIG_PATH = '/config.json';

/** A browser navigation (not a script or fetch asking for a missing file) names text/html explicitly. */
const wantsHtml = (accept: string): boolean => accept.includes('text/html');

/**
 * Serves the front end from the API's process (DESIGN.md "Running it"): the shell at /, each remote at
 * /remotes/<name>/ (with CORS, as federated chunks may be fetched by a page on another origin), the
 * runtime federation map at /remotes.json, read from REMOTES_FILE on each request so that editing it moves
 * a remote without restart or rebuild, and the front end's runtime configuration at /config.json (from
 * this process's configuration: the admin address). A page route that is no file gets the shell's
 * index.html, which routes in the browser: with 200 when the shell's route table has the page
 * (knownPage), else with 404, so crawlers and monitors see what the page says ("Page Not Found: {path}");
 * a workshop's page gets its own title, link preview and structured data written in.
 * Answers undefined, after a warning, when the shell is not built: the process then serves the API alone.
 */
export function webMount(config: Config, logger: Logger): Middleware | undefined {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const indexFile = join(shellDist, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ indexFile }, 'front end not built (no shell/dist/index.html): serving the API only');
    return undefined;
  }

  /**
   * The shell page's policy and preloads, following remotes.json as the shell does (read on each page
   * load).
   */
  const setPolicy = async (ctx: Context) => {
    const remotes = await readFile(config.remotesFile, 'utf8').catch(() => '');
    ctx.set('Content-Security-Policy', shellPolicy(remoteOrigins(remotes), ctx.payments.emulatorAccess?.url));
    ctx.set('Link', pagePreloads(ctx.path, remotes, RUNTIME_CONFIG_PATH));
  };

  /** A file of the shell; its page with the page's policy. */
  const sendShell = async (ctx: Context, path: string, status?: number): Promise<boolean> => {
    if (!(await sendFile(ctx, shellDist, path, status))) return false;
    if (ctx.response.is('html')) await setPolicy(ctx);
    return true;
  };

  /** The shell's page with a head of its own written in (never 304: its text follows the data). */
  const sendPageWithHead = async (ctx: Context, head: (html: string) => string) => {
    const html = await readFile(indexFile, 'utf8');
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = head(html);
    await setPolicy(ctx);
  };

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || API_PREFIX.test(ctx.path)) return next();

    if (ctx.path === '/remotes.json') {
      const remotes = await readFile(config.remotesFile).catch(() => undefined);
      if (!remotes) throw notFound();
      ctx.type = 'json';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = remotes;
      return;
    }

    if (ctx.path === RUNTIME_CONFIG_PATH) {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { adminUrl: config.adminUrl } satisfies RuntimeConfig;
      return;
    }

    const remote = REMOTE_PATH.exec(ctx.path);
    if (remote || ctx.path === '/remotes') {
      ctx.set('Access-Control-Allow-Origin', '*');
      const [, name, rest] = remote ?? [];
      const known = (REMOTE_NAMES as readonly string[]).includes(name ?? '');
      if (!known || !rest || !(await sendFile(ctx, join(config.webRoot, name ?? '', 'dist'), rest))) {
        throw notFound();
      }
      return;
    }

    if (await sendShell(ctx, ctx.path === '/' ? '/index.html' : ctx.path)) return;
    if (wantsHtml(ctx.get('Accept'))) {
      // A failed lookup (the database away) still gets the page, which says what it can.
      const page = await knownPage(ctx.knex, ctx.path).catch((error: unknown) => {
        ctx.log.warn({ err: error, path: ctx.path }, 'could not tell whether a page exists');
        return { known: true, workshop: undefined };
      });
      const { workshop } = page;
      if (workshop) {
        await sendPageWithHead(ctx, (html) =>
          withPageHead(html, workshopPageHead(workshop, config.appUrl, metaOf(html, 'name', 'description'))),
        );
        return;
      }
      if (await sendShell(ctx, '/index.html', page.known ? 200 : 404)) return;
    }
    await next();
  };
}
