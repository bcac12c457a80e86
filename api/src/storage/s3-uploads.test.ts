import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { loadConfig } from '../config.ts';
import { StoredFile } from '../models/stored-file.ts';
import { S3FileStorage } from './s3-file-storage.ts';

// The app as FILE_STORAGE=s3 configures it, against an S3-compatible server of this file.
const s3 = await startS3Server();
afterAll(() => s3.close());
const t = useApiTest({ env: s3.env });
const bucket = () => new S3FileStorage(loadConfig(s3.env).s3 ?? expect.fail('no S3 settings'));

describe('uploads on an S3 bucket (FILE_STORAGE=s3)', () => {
  it("keeps a workshop's document in the bucket and streams it back to a member", async () => {
    const team = await createTenant(t.db.knex);
    const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
    const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
    const workshop = await t.app.json<{ data: { id: string } }>('/v1/workshops', {
      method: 'POST',
      headers,
      json: { title: 'Stored in S3', price: 10 },
    });
    const form = new FormData();
    const text = `%PDF-1.4 ${'workbook '.repeat(40_000)}`;
    form.set('file', new Blob([text], { type: 'application/pdf' }), 'workbook.pdf');
    const upload = await t.app.json<{ data: { id: string } }>('/v1/upload-temp', {
      method: 'POST',
      headers,
      body: form,
    });
    expect(upload.status).toBe(201);
    const file = await StoredFile.query(t.db.knex).findById(upload.body.data.id).throwIfNotFound();
    expect(await bucket().has(file.storageKey)).toBe(true);
    expect(existsSync(join(t.app.dataDir, 'uploads', file.storageKey))).toBe(false);

    const resource = await t.app.json<{ data: { filePath: string } }>(
      `/v1/workshops/${workshop.body.data.id}/resources`,
      { method: 'POST', headers, json: { title: 'Workbook', type: 'document', fileId: file.id } },
    );
    const res = await t.app.request(resource.body.data.filePath, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe(text);
  });

  it('keeps an avatar in the bucket and serves it resized', async () => {
    const user = await createUser(t.db.knex);
    const form = new FormData();
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const avatar = await t.app.json<{ data: { id: string; url: string } }>('/v1/user/avatar', {
      method: 'PUT',
      headers: await bearerFor(t.db.knex, user),
      body: form,
    });
    expect(avatar.status).toBe(200);
    const image = await t.app.request(`${avatar.body.data.url}?w=320`);
    expect(image.status).toBe(200);
    const { format, width } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: 'webp', width: 320 });
  });
});
