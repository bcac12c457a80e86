import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { createSchedule } from '../../test/booking-fixtures.ts';
import { certifiedPlace } from '../../test/certificate-fixtures.ts';
import { createUser } from '../../test/identity-fixtures.ts';
import { Workshop } from '../models/workshop.ts';

/** A built front end in miniature: the shell and one remote, as `npm run build` lays them out. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'exceed-web-'));
  const files: Record<string, string> = {
    'shell/dist/index.html':
      '<!doctype html><html><head><meta name="description" content="The marketplace" />' +
      '<meta property="og:site_name" content="Exceed" /><meta property="og:title" content="Exceed" />' +
      '<meta property="og:image" content="/og-image.png" />' +
      '<title>Exceed</title></head><body><div id="root"></div></body></html>',
    'shell/dist/main.3fa9c2b1.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
    'shell/dist/remotes.json': JSON.stringify({ mfe_public: '/remotes/mfe-public/mf-manifest.json' }),
    'mfe-public/dist/mf-manifest.json': '{"name":"mfe_public"}',
    'mfe-public/dist/remoteEntry.js': 'var mfe_public;',
    'mfe-public/dist/static/js/412.a1b2c3d4e5.js': 'export {};',
    'secret.txt': 'outside every dist folder',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  // The build's brotli twin; its text differs here only to tell which file was sent.
  writeFileSync(join(root, 'shell/dist/main.3fa9c2b1.js.br'), brotliCompressSync('/* the twin */'));
  return root;
}

const webRoot = makeWebRoot();
const t = useApiTest({ env: { WEB_ROOT: webRoot, ADMIN_URL: 'https://admin.example.test' } });
const html = { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };

/**
 * A GET sent as written: fetch() normalises `%2e%2e` to `..` and resolves it before sending, and adds
 * Cache-Control: no-cache to conditional requests, so traversal and 304 need a plain HTTP client.
 */
function rawGet(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(t.app.url);
    // Options, not a URL string: a URL would be normalised too.
    get({ hostname, port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

describe('front-end files', () => {
  it('serves the shell at / with no-cache', async () => {
    const res = await t.app.request('/', html);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<title>Exceed</title>');
  });

  it('caches hashed files for a year, compressed', async () => {
    const res = await t.app.request('/main.3fa9c2b1.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it("sends the build's brotli twin as it is to a browser that takes br, and the file itself otherwise", async () => {
    // As Chromium asks over HTTPS: gzip first, all at the same weight.
    const twin = await t.app.request('/main.3fa9c2b1.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    expect(twin.headers.get('content-encoding')).toBe('br');
    expect(twin.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await twin.text()).toBe('/* the twin */');
    const plain = await rawGet('/main.3fa9c2b1.js', { 'Accept-Encoding': 'identity' });
    expect(plain.body).toContain('xxxx');
  });

  it('answers 304 to a revalidation of an unchanged file', async () => {
    const first = await t.app.request('/index.html');
    const lastModified = first.headers.get('last-modified') ?? '';
    const again = await rawGet('/index.html', { 'If-Modified-Since': lastModified });
    expect(again.status).toBe(304);
  });

  it('serves remotes under /remotes/<name>/ with CORS and the same cache rules', async () => {
    const entry = await t.app.request('/remotes/mfe-public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.get('access-control-allow-origin')).toBe('*');
    expect(entry.headers.get('cache-control')).toBe('no-cache');
    const manifest = await t.app.request('/remotes/mfe-public/mf-manifest.json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await t.app.request('/remotes/mfe-public/static/js/412.a1b2c3d4e5.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers a JSON 404 for unknown remotes, missing files and paths that leave the folder', async () => {
    for (const path of [
      '/remotes/mfe-unknown/remoteEntry.js',
      '/remotes/mfe-client/remoteEntry.js',
      '/remotes/mfe-public/nope.js',
      '/remotes/mfe-public/../../secret.txt',
      '/remotes/mfe-public/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mfe-public/..%2f..%2fsecret.txt',
      '/remotes/mfe-public/%2e%2e%2f%2e%2e%2fsecret.txt',
    ]) {
      const res = await rawGet(path, html.headers);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body)).toEqual({ message: 'Not Found.' });
    }
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const res = await rawGet(path, { Accept: '*/*' });
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('outside every dist folder');
    }
  });

  it('reads /remotes.json on every request, so an edit takes effect at once', async () => {
    const first = await t.app.request('/remotes.json');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.json()).toEqual({ mfe_public: '/remotes/mfe-public/mf-manifest.json' });
    writeFileSync(
      join(webRoot, 'shell/dist/remotes.json'),
      JSON.stringify({ mfe_public: 'https://cdn/x.json' }),
    );
    expect(await (await t.app.request('/remotes.json')).json()).toEqual({ mfe_public: 'https://cdn/x.json' });
  });

  it("gives the shell's page a policy that allows its own site, the remotes remotes.json names and Stripe", async () => {
    const remotesFile = join(webRoot, 'shell/dist/remotes.json');
    const policyOf = async (path: string) => {
      const res = await t.app.request(path, html);
      return new Map(
        (res.headers.get('content-security-policy') ?? '').split('; ').map((part) => {
          const [name = '', ...sources] = part.split(' ');
          return [name, sources] as const;
        }),
      );
    };
    writeFileSync(remotesFile, JSON.stringify({ mfe_public: '/remotes/mfe-public/mf-manifest.json' }));
    const own = await policyOf('/');
    // No 'unsafe-eval': the forms' validators are compiled at build time (decision 0095).
    expect(own.get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(own.get('frame-ancestors')).toEqual(["'none'"]);
    expect(own.get('object-src')).toEqual(["'none'"]);
    // The card form of the emulator (no Stripe account here) posts to the emulator's own address.
    expect(own.get('connect-src')).toContain(new URL(t.app.payments.emulatorAccess?.url ?? '').origin);

    // A remote moved to another origin by remotes.json alone is allowed at the next page load.
    writeFileSync(
      remotesFile,
      JSON.stringify({
        mfe_public: '/remotes/mfe-public/mf-manifest.json',
        mfe_coach: 'https://cdn.example.test:8443/coach/mf-manifest.json',
      }),
    );
    for (const path of ['/', '/workshops', '/no/such/page']) {
      const moved = await policyOf(path);
      expect(moved.get('script-src'), path).toContain('https://cdn.example.test:8443');
      expect(moved.get('connect-src'), path).toContain('https://cdn.example.test:8443');
    }
  });

  it("names what the shell's page fetches first in a Link header: the public remote's on every page but the areas'", async () => {
    const remotesFile = join(webRoot, 'shell/dist/remotes.json');
    const manifest = 'https://remotes.example.test/mfe-public/mf-manifest.json';
    writeFileSync(
      remotesFile,
      JSON.stringify({ mfe_public: manifest, mfe_coach: '/remotes/mfe-coach/x.json' }),
    );
    const links = async (path: string) =>
      ((await t.app.request(path, html)).headers.get('link') ?? '').split(', ');
    const always = [
      '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</config.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ];
    const publicRemote = [
      `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '<https://remotes.example.test/mfe-public/remoteEntry.js>; rel=preload; as=script',
    ];
    expect(await links('/')).toEqual([...always, ...publicRemote]);
    expect(await links('/workshops')).toEqual([...always, ...publicRemote]);
    expect(await links('/c/workshops')).toEqual(always);
    expect(await links('/admin')).toEqual(always);
    // A map the shell cannot read preloads no remote.
    writeFileSync(remotesFile, 'not json');
    expect(await links('/')).toEqual(always);
  });

  it("serves the front end's runtime configuration at /config.json, from this process's configuration", async () => {
    const res = await t.app.request('/config.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.json()).toEqual({ adminUrl: 'https://admin.example.test' });
  });

  describe('page paths, by the route table the shell shares (@exceed/contract/page-paths)', () => {
    beforeAll(async () => {
      await createUser(t.db.knex, { username: 'demo-coach', roles: ['coach'] });
      await createUser(t.db.knex, { username: 'new-coach', roles: ['coach'], status: 'pending' });
      await createUser(t.db.knex, { username: 'a-client' });
    });

    it("answers the shell's pages with the shell (200), a public coach's and every path of an area included", async () => {
      for (const path of [
        '/demo-coach',
        '/Demo-Coach/',
        '/workshops',
        '/workshops/42/book',
        '/consultants',
        '/login',
        '/onboarding/2',
        '/b',
        '/b/bookings/7',
        '/b/workshops/42/history',
        '/c/workshops/9/details',
        '/c/privacy-policy',
      ]) {
        const res = await t.app.request(path, html);
        expect(res.status, path).toBe(200);
        expect(await res.text()).toContain('<div id="root">');
      }
      expect((await t.app.request('/c/bookings', { ...html, method: 'HEAD' })).status).toBe(200);
    });

    it('answers 404 with the shell, which says "Page Not Found", for a path no page takes', async () => {
      // Nobody's profile: no such user, a pending coach, a client.
      for (const path of ['/no/such/page', '/workshops/42', '/no-such-coach', '/new-coach', '/a-client']) {
        const res = await t.app.request(path, html);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/text\/html/);
        expect(res.headers.get('cache-control')).toBe('no-cache');
        expect(await res.text()).toContain('<div id="root">');
      }
      expect((await t.app.request('/no/such/page', { ...html, method: 'HEAD' })).status).toBe(404);
      // Never a 304 for a 404, whatever the browser kept.
      const again = await rawGet('/no/such/page', {
        ...html.headers,
        'If-Modified-Since': new Date().toUTCString(),
      });
      expect(again.status).toBe(404);
    });

    it("answers a certificate's page for a code a certificate has, however typed, and 404s a code none has", async () => {
      const { certificate } = await certifiedPlace(t.app, t.db.knex);
      const grouped = certificate.code.match(/.{4}/g)?.join('-').toLowerCase();
      for (const path of [`/certificates/${certificate.code}`, `/certificates/${grouped}`]) {
        expect((await t.app.request(path, html)).status, path).toBe(200);
      }
      expect((await t.app.request('/certificates/ZZZZZZZZZZZZ', html)).status).toBe(404);
    });

    it("writes a workshop's title, link preview and structured data into its page, and 404s one not on show", async () => {
      const shown = await createSchedule(t.db.knex, { maxSeats: 4, priceMinor: 4900 });
      const workshops = Workshop.forTenant(shown.team.id, t.db.knex);
      await workshops.findById(shown.schedule.workshopId).patch({
        description: 'Prompts that hold. </script><script>alert(1)</script> "Quoted" & more.',
        image: 'https://images.example.test/cover.webp',
      });
      const res = await t.app.request(`/workshops/${shown.schedule.workshopId}`, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await res.text();
      expect(page).toContain('<title>Prompt engineering | Exceed</title>');
      expect(page).toContain('<meta property="og:title" content="Prompt engineering | Exceed" />');
      expect(page).toContain('<meta property="og:image" content="https://images.example.test/cover.webp" />');
      // Open Graph wants absolute addresses: APP_URL's.
      expect(page).toMatch(
        new RegExp(
          `<meta property="og:url" content="https?://[^/"]+/workshops/${shown.schedule.workshopId}" />`,
        ),
      );
      expect(page).toContain(
        '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quoted&quot; &amp; more.',
      );
      // The coach's text cannot close the structured data's script element.
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(page)?.[1] ?? '';
      expect(JSON.parse(json)).toMatchObject({
        '@type': 'Course',
        name: 'Prompt engineering',
        offers: { price: 49, priceCurrency: 'USD' },
        provider: {
          '@type': 'Person',
          url: expect.stringMatching(new RegExp(`^https?://[^/]+/${shown.coach.username}$`)),
        },
      });

      // Without a picture of its own, the site's, at its absolute address.
      const plain = await createSchedule(t.db.knex, { maxSeats: 4 });
      const plainPage = await (await t.app.request(`/workshops/${plain.schedule.workshopId}`, html)).text();
      expect(plainPage).toMatch(/<meta property="og:image" content="https?:\/\/[^/"]+\/og-image\.png" \/>/);

      const draft = await createSchedule(t.db.knex, { maxSeats: 4 });
      await Workshop.forTenant(draft.team.id, t.db.knex)
        .findById(draft.schedule.workshopId)
        .patch({ status: 'DRAFT' });
      for (const path of [
        `/workshops/${draft.schedule.workshopId}`,
        '/workshops/00000000-0000-4000-8000-000000000000',
      ]) {
        expect((await t.app.request(path, html)).status, path).toBe(404);
      }
    });
  });

  it('does not answer scripts, fetches or the API with the shell', async () => {
    expect((await t.app.request('/missing.js', { headers: { Accept: '*/*' } })).status).toBe(404);
    const api = await t.app.request('/v1/unknown', html);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not Found.' });
    expect((await t.app.request('/remotes/mfe-public/missing', html)).status).toBe(404);
    expect((await t.app.request('/b/workshops', { ...html, method: 'POST' })).status).toBe(404);
  });

  it('still serves the API', async () => {
    expect((await t.app.json('/v1/health')).status).toBe(200);
  });
});
