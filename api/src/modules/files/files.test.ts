import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { imageVariantsServed } from '../../metrics/image-metrics.ts';
import { StoredFile } from '../../models/stored-file.ts';
import { LocalFileStorage } from '../../storage/local-file-storage.ts';
import { purgeExpiredFiles } from '../../storage/purge-expired-files.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'exceed-files-'));
const t = useApiTest({ env: { DATA_DIR: dataDir } });

/** A 400 x 300 red picture in the format asked. */
const picture = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#f00' } })
    .toFormat(format)
    .toBuffer();

/** A multipart form with one file and, optionally, text fields. */
function form(
  field: string,
  bytes: Uint8Array,
  name: string,
  type: string,
  fields: Record<string, string> = {},
) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  data.set(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return data;
}

async function signedIn() {
  const user = await createUser(t.db.knex);
  return { user, headers: await bearerFor(t.db.knex, user) };
}

async function uploadAvatar(headers: Record<string, string>, body: FormData, method = 'PUT') {
  return t.app.json<{ data: { id: string; url: string } }>('/v1/user/avatar', { method, headers, body });
}

describe('PUT /v1/user/avatar', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('takes a %s and shows it as the avatar', async (format) => {
    const { headers } = await signedIn();
    const res = await uploadAvatar(headers, form('file', await picture(format), `me.${format}`, 'image/x'));
    expect(res.status).toBe(200);
    const { id, url } = res.body.data;
    expect(url).toBe(`/v1/images/${id}`);

    const me = await t.app.json<{ data: Record<string, unknown> }>('/v1/user', { headers });
    expect(me.body.data).toMatchObject({ avatar: id, avatarUrl: url });
    const row = await StoredFile.query(t.db.knex).findById(id);
    expect(row).toMatchObject({ mimeType: `image/${format}`, width: 400, height: 300, expiresAt: null });
  });

  it('refuses a picture of more than 40 megapixels in words that say so', async () => {
    const { headers } = await signedIn();
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const res = await uploadAvatar(headers, form('file', huge, 'huge.png', 'image/png'));
    expect(res.status).toBe(422);
    expect((res.body as unknown as { errors: Record<string, string[]> }).errors).toEqual({
      file: ['The image is too large: at most 40 megapixels (for example 8000 × 5000).'],
    });
  });

  it('takes the image in an `avatar` field too, and expires the avatar it replaces', async () => {
    const { headers } = await signedIn();
    const first = await uploadAvatar(headers, form('file', await picture('png'), 'a.png', 'image/png'));
    const second = await uploadAvatar(headers, form('avatar', await picture('png'), 'b.png', 'image/png'));
    expect(second.status).toBe(200);
    const replaced = await StoredFile.query(t.db.knex).findById(first.body.data.id);
    expect(replaced?.expiresAt).toBeInstanceOf(Date);
  });

  it('judges the bytes, not the name or the declared type: text named photo.png is refused', async () => {
    const { headers } = await signedIn();
    const res = await uploadAvatar(
      headers,
      form('file', Buffer.from('not a picture'), 'photo.png', 'image/png'),
    );
    expect(res).toMatchObject({
      status: 422,
      body: {
        message: 'The file must be an image of type: png, jpeg, jpg, webp.',
        errors: { file: ['The file must be an image of type: png, jpeg, jpg, webp.'] },
      },
    });
  });

  it('refuses a GIF, and a form without a file', async () => {
    const { headers } = await signedIn();
    const gif = await uploadAvatar(headers, form('file', await picture('gif'), 'a.gif', 'image/gif'));
    expect(gif.status).toBe(422);
    const empty = new FormData();
    empty.set('name', 'nothing');
    const missing = await uploadAvatar(headers, empty);
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { file: ['The file field is required.'] } },
    });
  });

  it('is reached by POST with `_method=PUT` or X-HTTP-Method-Override, as SPEC.md §7 sends it', async () => {
    const { headers } = await signedIn();
    const png = await picture('png');
    const byField = await uploadAvatar(
      headers,
      form('file', png, 'a.png', 'image/png', { _method: 'PUT' }),
      'POST',
    );
    expect(byField.status).toBe(200);
    const byHeader = await uploadAvatar(
      { ...headers, 'X-HTTP-Method-Override': 'PUT' },
      form('file', png, 'a.png', 'image/png'),
      'POST',
    );
    expect(byHeader.status).toBe(200);
    const plainPost = await uploadAvatar(headers, form('file', png, 'a.png', 'image/png'), 'POST');
    expect(plainPost.status).toBe(405);
  });

  it('answers 401 to a guest', async () => {
    const res = await uploadAvatar({}, form('file', await picture('png'), 'a.png', 'image/png'));
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
  });
});

describe('POST /v1/upload-temp', () => {
  it('keeps any file for 24 hours', async () => {
    const { headers } = await signedIn();
    const before = Date.now();
    const res = await t.app.json<{ data: Record<string, unknown> & { expiresAt: string } }>(
      '/v1/upload-temp',
      {
        method: 'POST',
        headers,
        body: form('file', Buffer.from('%PDF-1.4 notes'), 'notes.pdf', 'application/pdf'),
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'notes.pdf', size: 14, mimeType: 'application/pdf' });
    const expiresIn = Date.parse(res.body.data.expiresAt) - before;
    expect(expiresIn).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000 + 60_000);
  });

  it('says a picture of more than 40 megapixels is too large, so a cover field can tell the user why', async () => {
    const { headers } = await signedIn();
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    const res = await t.app.json<{ data: Record<string, unknown> }>('/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form('file', huge, 'huge.png', 'image/png'),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ mimeType: 'application/octet-stream', imageTooLarge: true });
    const small = await t.app.json<{ data: Record<string, unknown> }>('/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form('file', await picture('png'), 'small.png', 'image/png'),
    });
    expect(small.body.data).toMatchObject({ mimeType: 'image/png', imageTooLarge: false });
  });

  it('records the type the bytes are, never an active one the uploader named', async () => {
    const { headers } = await signedIn();
    const upload = async (bytes: Uint8Array, name: string, type: string) => {
      const res = await t.app.json<{ data: { mimeType: string } }>('/v1/upload-temp', {
        method: 'POST',
        headers,
        body: form('file', bytes, name, type),
      });
      expect(res.status, name).toBe(201);
      return res.body.data.mimeType;
    };
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await upload(Buffer.from(svg), 'logo.svg', 'image/svg+xml')).toBe('application/octet-stream');
    expect(await upload(Buffer.from('<h1>hi</h1>'), 'page.html', 'text/html')).toBe(
      'application/octet-stream',
    );
    expect(await upload(Buffer.from('%PDF-1.4 notes'), 'notes.txt', 'text/plain')).toBe('application/pdf');
    expect(await upload(Buffer.from('a,b\n1,2\n'), 'sheet.csv', 'text/csv')).toBe('text/csv');
    expect(await upload(Buffer.from([0, 1, 2, 3]), 'data.txt', 'text/plain')).toBe(
      'application/octet-stream',
    );
    expect(await upload(await picture('png'), 'photo.bin', 'application/octet-stream')).toBe('image/png');
  });

  it('keeps bytes that claim a picture but do not decode as opaque, never as an image', async () => {
    const { headers } = await signedIn();
    const upload = async (bytes: Buffer) => {
      const res = await t.app.json<{ data: { mimeType: string } }>('/v1/upload-temp', {
        method: 'POST',
        headers,
        body: form('file', bytes, 'photo.png', 'image/png'),
      });
      expect(res.status).toBe(201);
      return res.body.data.mimeType;
    };
    const script = Buffer.from('<script>alert(document.domain)</script>');
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // A PNG's signature and a header chunk whose data is garbage, then a page.
    const brokenHeader = Buffer.concat([signature, Buffer.from('\0\0\0\rIHDRbroken-header!'), script]);
    expect(await upload(brokenHeader)).toBe('application/octet-stream');
    // A whole, valid header and then no pixel data at all.
    const png = await picture('png');
    expect(await upload(Buffer.concat([png.subarray(0, 33), script]))).toBe('application/octet-stream');
  });

  it('keeps an image as pixels written again: what was hidden after them is gone', async () => {
    const { headers } = await signedIn();
    const hidden = Buffer.from('<script>alert(1)</script>');
    const res = await t.app.json<{ data: { id: string; size: number } }>('/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form('file', Buffer.concat([await picture('png'), hidden]), 'photo.png', 'image/png'),
    });
    expect(res.status).toBe(201);
    const row = await StoredFile.query(t.db.knex).findById(res.body.data.id);
    const stored = await new LocalFileStorage(dataDir).get(row?.storageKey ?? '');
    const bytes = stored && (await buffer(stored.body));
    expect(bytes?.includes(hidden)).toBe(false);
    expect((await sharp(bytes).metadata()).format).toBe('png');
    expect(res.body.data.size).toBe(bytes?.length);
  });

  it('is purged, rows and bytes, once expired; a live one stays', async () => {
    const { headers } = await signedIn();
    const upload = async () => {
      const res = await t.app.json<{ data: { id: string } }>('/v1/upload-temp', {
        method: 'POST',
        headers,
        body: form('file', Buffer.from('draft'), 'draft.txt', 'text/plain'),
      });
      return StoredFile.query(t.db.knex).findById(res.body.data.id).throwIfNotFound();
    };
    const expired = await upload();
    const live = await upload();
    await StoredFile.query(t.db.knex)
      .findById(expired.id)
      .patch({ expiresAt: new Date(Date.now() - 1000) });
    const storage = new LocalFileStorage(dataDir);
    expect(await storage.has(expired.storageKey)).toBe(true);

    expect(await purgeExpiredFiles(t.db.knex, storage)).toBeGreaterThanOrEqual(1);
    expect(await StoredFile.query(t.db.knex).findById(expired.id)).toBeUndefined();
    expect(await storage.has(expired.storageKey)).toBe(false);
    expect(await StoredFile.query(t.db.knex).findById(live.id)).toBeDefined();
    expect(await storage.has(live.storageKey)).toBe(true);
  });

  it('answers 401 to a guest', async () => {
    const res = await t.app.json('/v1/upload-temp', {
      method: 'POST',
      body: form('file', Buffer.from('x'), 'x.txt', 'text/plain'),
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /v1/images/:id', () => {
  async function avatarId() {
    const { headers } = await signedIn();
    const res = await uploadAvatar(headers, form('file', await picture('png'), 'a.png', 'image/png'));
    return res.body.data.id;
  }

  it('answers WEBP at the listed width that covers the one asked, cacheable forever', async () => {
    const id = await avatarId();
    const res = await t.app.request(`/v1/images/${id}?w=300`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(image).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('resizes each variant once, however many ask for it at once, and serves it again from the cache', async () => {
    const id = await avatarId();
    const made = async () =>
      (await imageVariantsServed.get()).values.find((value) => value.labels.source === 'made')?.value ?? 0;
    const before = await made();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => t.app.request(`/v1/images/${id}?w=640`)),
    );
    const bodies = await Promise.all(answers.map(async (res) => Buffer.from(await res.arrayBuffer())));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(1);
    expect((await t.app.request(`/v1/images/${id}?w=640`)).status).toBe(200);
    expect((await made()) - before).toBe(1);
  });

  it('multiplies by the density but never enlarges the original', async () => {
    const id = await avatarId();
    const res = await t.app.request(`/v1/images/${id}?w=320&dpr=2`);
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(image.width).toBe(400);
  });

  it('tags each variant and answers 304 to a matching If-None-Match', async () => {
    const id = await avatarId();
    const first = await t.app.request(`/v1/images/${id}?w=640`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    const other = await t.app.request(`/v1/images/${id}?w=320`);
    expect(other.headers.get('etag')).not.toBe(etag);

    const again = await t.app.request(`/v1/images/${id}?w=640`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 to an unknown or malformed id and to a file that is no image', async () => {
    expect((await t.app.json('/v1/images/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await t.app.json('/v1/images/not-an-id')).status).toBe(404);
    const { headers } = await signedIn();
    const text = await t.app.json<{ data: { id: string } }>('/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form('file', Buffer.from('plain'), 'a.txt', 'text/plain'),
    });
    const res = await t.app.json(`/v1/images/${text.body.data.id}`);
    expect(res).toMatchObject({ status: 404, body: { message: 'Not Found.' } });
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it('answers 422 to a width or density off the list', async () => {
    const id = await avatarId();
    const res = await t.app.json<{ errors: Record<string, string[]> }>(`/v1/images/${id}?w=abc&dpr=3`);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['dpr', 'w']);
    expect((await t.app.json(`/v1/images/${id}?w=4000`)).status).toBe(422);
  });
});

describe('with UPLOAD_MAX_BYTES=1000', () => {
  const small = useApiTest({ env: { DATA_DIR: dataDir, UPLOAD_MAX_BYTES: '1000' } });

  it('answers 413 to a file over the limit and takes one at it', async () => {
    const user = await createUser(small.db.knex);
    const headers = await bearerFor(small.db.knex, user);
    const send = (size: number) =>
      small.app.json('/v1/upload-temp', {
        method: 'POST',
        headers,
        body: form('file', Buffer.alloc(size, 1), 'blob.bin', 'application/octet-stream'),
      });
    expect(await send(1001)).toMatchObject({ status: 413, body: { message: 'Payload Too Large.' } });
    expect((await send(1000)).status).toBe(201);
  });
});
