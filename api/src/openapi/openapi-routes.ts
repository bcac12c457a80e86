import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type Router from '@koa/router';
import { notFound } from '../errors.ts';
import { defineRoute, type Route } from '../http/define-route.ts';
import { DOCS_POLICY } from '../web/page-policy.ts';
import { buildOpenApiDocument } from './build-document.ts';
import { DOCS_INIT_SCRIPT, docsPageHtml } from './docs-page.ts';

/** What the document says of the API as a whole. */
const DESCRIPTION =
  'JSON API of Exceed. Success bodies are `{ "data": ... }` (lists add `meta`); errors are `{ "message" }`, ' +
  'plus `errors` (field → messages) on 422.';

/**
 * GET /v1/openapi.json: the document of every route (itself included), built on first request, when
 * every module has declared its routes, and kept: routes do not change while the process runs.
 */
export function openApiRoute(routes: readonly Route[], version: string): Route {
  let document: object | undefined;
  return defineRoute({
    method: 'get',
    path: '/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    tags: ['Documentation'],
    responses: { 200: { type: 'object' } },
    handler: async () => {
      document ??= buildOpenApiDocument(routes, { version, description: DESCRIPTION });
      return document;
    },
  });
}

/** The swagger-ui-dist files the docs page loads, served from the package (the machine is offline). */
const SWAGGER_ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css',
  'swagger-ui-bundle.js': 'application/javascript',
  'swagger-ui-standalone-preset.js': 'application/javascript',
  'favicon-32x32.png': 'image/png',
};

/**
 * GET /v1/docs (a readable page of the document, Swagger UI) and its assets under /v1/docs/assets/.
 * Not part of the document: they are pages, not API.
 */
export function mountDocsPage(router: Router): void {
  const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  router.get('/docs', (ctx) => {
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', DOCS_POLICY);
    ctx.body = docsPageHtml('/v1/docs/assets', '/v1/openapi.json');
  });
  router.get('/docs/assets/:file', (ctx) => {
    const file = ctx.params.file ?? '';
    if (file === 'docs-init.js') {
      ctx.type = 'application/javascript';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = DOCS_INIT_SCRIPT;
      return;
    }
    const type = SWAGGER_ASSETS[file];
    if (!type) throw notFound();
    ctx.type = type;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = createReadStream(join(swaggerDir, file));
  });
}
