import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { StoredFile } from '../models/stored-file.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';

const APP_URL = 'https://exceed.example.test';
const t = useApiTest({ env: { APP_URL } });

interface Workshop {
  id: string;
  image: string | null;
  imagePlaceholder: string | null;
}

async function coach() {
  const team = await createTenant(t.db.knex);
  const user = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
  return { team, user, headers: { ...(await bearerFor(t.db.knex, user)), 'X-Team': team.slug } };
}

/** Uploads a 1200 x 630 cover, left half blue and right half orange, as a temporary file of `headers`. */
async function uploadCover(headers: Record<string, string>): Promise<string> {
  const half = { width: 600, height: 630, channels: 3 } as const;
  const right = await sharp({ create: { ...half, background: '#f97316' } })
    .png()
    .toBuffer();
  const bytes = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#1d4ed8' } })
    .composite([{ input: right, left: 600, top: 0 }])
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'cover.png');
  const res = await t.app.json<{ data: { id: string } }>('/v1/upload-temp', {
    method: 'POST',
    headers,
    body: form,
  });
  expect(res.status).toBe(201);
  return res.body.data.id;
}

describe("a workshop's cover", () => {
  it('uploaded to Exceed, is kept and sent with its 10x10 blurred stand-in, to the coach and the marketplace', async () => {
    const { team, user, headers } = await coach();
    const fileId = await uploadCover(headers);
    const created = await t.app.json<{ data: Workshop }>('/v1/workshops', {
      method: 'POST',
      headers,
      json: {
        title: 'Agents in production',
        price: 120,
        status: 'PUBLISHED',
        image: `${APP_URL}/v1/images/${fileId}`,
      },
    });
    expect(created.status).toBe(201);
    const { imagePlaceholder } = created.body.data;
    expect(imagePlaceholder).toMatch(/^data:image\/webp;base64,/);
    const pixels = sharp(Buffer.from(imagePlaceholder?.split(',')[1] ?? '', 'base64'));
    expect(await pixels.metadata()).toMatchObject({ format: 'webp', width: 10, height: 10 });
    // The stand-in carries the picture's colours: blue on the left, orange on the right.
    const { data } = await pixels.removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [r0, , b0] = data.subarray(0, 3);
    const [r9, , b9] = data.subarray(27, 30);
    expect(b0).toBeGreaterThan(r0 ?? 0);
    expect(r9).toBeGreaterThan(b9 ?? 0);
    // The coach's upload no longer expires with the day: it is the workshop's cover now.
    expect((await StoredFile.query(t.db.knex).findById(fileId))?.expiresAt).toBeNull();

    const start = new Date(Date.now() + 3 * 86_400_000);
    await WorkshopSchedule.forTenant(team.id, t.db.knex).insert({
      workshopId: created.body.data.id,
      coachId: user.id,
      startDate: start,
      endDate: new Date(start.getTime() + 3_600_000),
      status: 'PUBLISHED',
    });
    const page = await t.app.json<{ data: Workshop }>(`/v1/public/workshops/${created.body.data.id}`);
    expect(page.body.data.imagePlaceholder).toBe(imagePlaceholder);
    const list = await t.app.json<{ data: Array<{ workshop: Workshop }> }>(
      `/v1/public/workshop-schedules?coach=${user.id}`,
    );
    expect(list.body.data.map((item) => item.workshop.imagePlaceholder)).toEqual([imagePlaceholder]);
  });

  it('elsewhere on the web, or taken away, has no stand-in', async () => {
    const { headers } = await coach();
    const fileId = await uploadCover(headers);
    const created = await t.app.json<{ data: Workshop }>('/v1/workshops', {
      method: 'POST',
      headers,
      json: { title: 'Evaluating LLMs', price: 80, image: `${APP_URL}/v1/images/${fileId}` },
    });
    const id = created.body.data.id;
    const patch = (image: string | null) =>
      t.app.json<{ data: Workshop }>(`/v1/workshops/${id}`, { method: 'PATCH', headers, json: { image } });
    expect((await patch('https://images.example.com/cover.jpg')).body.data).toMatchObject({
      image: 'https://images.example.com/cover.jpg',
      imagePlaceholder: null,
    });
    expect((await patch(`${APP_URL}/v1/images/${fileId}`)).body.data.imagePlaceholder).toMatch(/^data:/);
    expect((await patch(null)).body.data).toMatchObject({ image: null, imagePlaceholder: null });
    // An address on another site that only looks like the image route names none of Exceed's files.
    const lookalike = await patch(`https://other.example/v1/images/${fileId}`);
    expect(lookalike.body.data.imagePlaceholder).toBeNull();
  });

  it("another coach's temporary upload is not kept alive by naming it", async () => {
    const owner = await coach();
    const fileId = await uploadCover(owner.headers);
    const other = await coach();
    const created = await t.app.json<{ data: Workshop }>('/v1/workshops', {
      method: 'POST',
      headers: other.headers,
      json: { title: 'Borrowed cover', price: 10, image: `${APP_URL}/v1/images/${fileId}` },
    });
    expect(created.status).toBe(201);
    expect((await StoredFile.query(t.db.knex).findById(fileId))?.expiresAt).not.toBeNull();
  });
});
