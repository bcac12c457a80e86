import { createTenantSchema, idParamsSchema, listQuerySchema } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import type { ApiModule } from '../http/api-module.ts';
import { defineRoute } from '../http/define-route.ts';

const documentedModule: ApiModule = {
  name: 'test-documented',
  routes: [
    defineRoute({
      method: 'patch',
      path: '/test/things/:id',
      summary: 'Updates a thing',
      tags: ['Things'],
      request: { params: idParamsSchema, query: listQuerySchema(['owner']), body: createTenantSchema },
      errors: [401, 403],
      responses: { 200: { type: 'object' } },
      handler: async () => ({ data: {} }),
    }),
  ],
};

type OpenApi = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

const t = useApiTest({ modules: [documentedModule] });

describe('GET /v1/openapi.json', () => {
  it('is an OpenAPI 3.1 document of the declared routes', async () => {
    const res = await t.app.json<OpenApi>('/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.info.title).toBe('Exceed API');
    expect(res.body.paths['/v1/health']?.get).toMatchObject({
      tags: ['Health'],
      responses: { 200: expect.any(Object), 503: expect.any(Object) },
    });
    expect(Object.keys(res.body.paths)).toContain('/v1/openapi.json');
  });

  it('documents every route the API serves, each with a summary, a tag and its answers', async () => {
    const { body } = await t.app.json<OpenApi>('/v1/openapi.json');
    const served = t.app.apiModules.flatMap((module) => module.routes);
    const missing = served.filter((route) => {
      const path = `/v1${route.path.replace(/:(\w+)/g, '{$1}')}`;
      const operation = body.paths[path]?.[route.method];
      return !operation?.summary || !(operation.tags as string[] | undefined)?.length || !operation.responses;
    });
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(served.length).toBeGreaterThan(40);
  });

  it('documents parameters, body and error answers from the contract, without AJV-only keywords', async () => {
    const { body } = await t.app.json<OpenApi>('/v1/openapi.json');
    const operation = body.paths['/v1/test/things/{id}']?.patch ?? {};
    expect(operation.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'id', in: 'path', required: true }),
        expect.objectContaining({ name: 'perPage', in: 'query', required: false }),
        expect.objectContaining({ name: 'include', in: 'query' }),
      ]),
    );
    expect(Object.keys(operation.responses as object)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '422', '500']),
    );
    const text = JSON.stringify(body);
    expect(text).not.toContain('errorMessage');
    expect(text).not.toContain('"transform"');
  });
});

describe('GET /v1/docs', () => {
  it('is an HTML page that loads Swagger UI from this server', async () => {
    const res = await t.app.request('/v1/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('/v1/docs/assets/swagger-ui-bundle.js');
    expect(html).toContain('/v1/openapi.json');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('serves the assets locally and nothing else from the package', async () => {
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs-init.js']) {
      const res = await t.app.request(`/v1/docs/assets/${asset}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    expect((await t.app.request('/v1/docs/assets/package.json')).status).toBe(404);
  });
});
