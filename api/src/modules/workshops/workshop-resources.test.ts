import { RESOURCE_LOCATION_MESSAGE, RESOURCE_ORDER_MESSAGE } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';

const t = useApiTest();

interface ResourceData {
  id: string;
  workshopId: string;
  title: string;
  type: string;
  url: string | null;
  filePath: string | null;
  sortOrder: number;
  isVisible: boolean;
  isBroadcast: boolean;
}
interface ResourceAnswer {
  data: ResourceData;
  errors: Record<string, string[]>;
}
interface ResourcePage {
  data: ResourceData[];
}

/** A team, its coach's headers (bearer + X-Team) and a workshop of that coach. */
async function workshopOfCoach() {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
  const headers = { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug };
  const workshop = await t.app.json<{ data: { id: string } }>('/v1/workshops', {
    method: 'POST',
    headers,
    json: { title: 'With resources', price: 10 },
  });
  const base = `/v1/workshops/${workshop.body.data.id}/resources`;
  return { team, headers, base, workshopId: workshop.body.data.id };
}

describe('/v1/workshops/:id/resources', () => {
  it('creates, lists by sortOrder, shows, updates, deletes and restores resources', async () => {
    const { headers, base, workshopId } = await workshopOfCoach();
    const create = (json: Record<string, unknown>) =>
      t.app.json<ResourceAnswer>(base, { method: 'POST', headers, json });
    const link = await create({ title: 'Slides', type: 'link', url: 'https://x.test/s', sortOrder: 2 });
    expect(link.status).toBe(201);
    expect(link.body.data).toMatchObject({ workshopId, sortOrder: 2, isVisible: true, isBroadcast: false });
    const file = await create({ title: 'Workbook', type: 'file', filePath: 'files/w.pdf', sortOrder: 1 });
    const agent = await create({ title: 'Helper', type: 'agent' });

    const list = await t.app.json<ResourcePage>(base, { headers });
    expect(list.body.data.map((resource) => resource.title)).toEqual(['Helper', 'Workbook', 'Slides']);
    const shown = await t.app.json<ResourceAnswer>(`${base}/${file.body.data.id}`, { headers });
    expect(shown.body.data).toMatchObject({ type: 'file', filePath: 'files/w.pdf' });

    const patched = await t.app.json<ResourceAnswer>(`${base}/${link.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { title: 'Deck', isBroadcast: true },
    });
    expect(patched.body.data).toMatchObject({ title: 'Deck', url: 'https://x.test/s', isBroadcast: true });
    const put = await t.app.json<ResourceAnswer>(`${base}/${agent.body.data.id}`, {
      method: 'PUT',
      headers,
      json: { type: 'video', url: 'https://x.test/v' },
    });
    expect(put.body.data).toMatchObject({ title: 'Helper', type: 'video' });

    const gone = `${base}/${file.body.data.id}`;
    expect((await t.app.json(gone, { method: 'DELETE', headers })).status).toBe(204);
    expect((await t.app.json(gone, { headers })).status).toBe(404);
    const afterDelete = await t.app.json<ResourcePage>(base, { headers });
    expect(afterDelete.body.data.map((resource) => resource.id)).not.toContain(file.body.data.id);
    const restored = await t.app.json<ResourceAnswer>(`${gone}/restore`, { method: 'POST', headers });
    expect(restored).toMatchObject({ status: 200, body: { data: { id: file.body.data.id } } });
    const afterRestore = await t.app.json<ResourcePage>(base, { headers });
    expect(afterRestore.body.data).toHaveLength(3);

    const embedded = await t.app.json<{ data: { resources: ResourceData[] } }>(
      `/v1/workshops/${workshopId}?include=resources`,
      { headers },
    );
    expect(embedded.body.data.resources.map((resource) => resource.sortOrder)).toEqual([0, 1, 2]);
  });

  it('needs a url for links and videos and a filePath for files and documents, on create', async () => {
    const { headers, base } = await workshopOfCoach();
    const create = (json: Record<string, unknown>) =>
      t.app.json<ResourceAnswer>(base, { method: 'POST', headers, json });
    for (const type of ['link', 'video']) {
      const res = await create({ title: 'No url', type });
      expect(res).toMatchObject({ status: 422, body: { errors: { url: [RESOURCE_LOCATION_MESSAGE] } } });
    }
    for (const type of ['file', 'document']) {
      const res = await create({ title: 'No path', type, url: 'https://x.test' });
      expect(res).toMatchObject({ status: 422, body: { errors: { filePath: [RESOURCE_LOCATION_MESSAGE] } } });
    }
    const badType = await create({ title: 'Odd', type: 'podcast' });
    expect(badType.body.errors.type).toEqual(['Please select a valid resource type']);
    const badFields = await create({ title: '', type: 'agent', sortOrder: -1, url: 'x'.repeat(501) });
    expect(Object.keys(badFields.body.errors).sort()).toEqual(['sortOrder', 'title', 'url']);
  });

  it('checks the same rule on the merged record of a PATCH', async () => {
    const { headers, base } = await workshopOfCoach();
    const agent = await t.app.json<ResourceAnswer>(base, {
      method: 'POST',
      headers,
      json: { title: 'Agent', type: 'agent' },
    });
    const path = `${base}/${agent.body.data.id}`;
    const toLink = await t.app.json<ResourceAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { type: 'link' },
    });
    expect(toLink).toMatchObject({ status: 422, body: { errors: { url: [RESOURCE_LOCATION_MESSAGE] } } });
    const toDocument = await t.app.json<ResourceAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { type: 'document' },
    });
    expect(toDocument.body.errors).toEqual({ filePath: [RESOURCE_LOCATION_MESSAGE] });
    const withUrl = await t.app.json<ResourceAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { type: 'link', url: 'https://x.test/l' },
    });
    expect(withUrl.body.data).toMatchObject({ type: 'link', url: 'https://x.test/l' });
    const clearUrl = await t.app.json<ResourceAnswer>(path, {
      method: 'PATCH',
      headers,
      json: { url: null },
    });
    expect(clearUrl.body.errors).toEqual({ url: [RESOURCE_LOCATION_MESSAGE] });
    const badType = await t.app.json<ResourceAnswer>(path, { method: 'PATCH', headers, json: { type: 'x' } });
    expect(badType.body.errors.type).toEqual(['Please select a valid resource type']);
  });

  it("lets other members read a workshop's resources but only its coach change them", async () => {
    const { team, headers, base } = await workshopOfCoach();
    const resource = await t.app.json<ResourceAnswer>(base, {
      method: 'POST',
      headers,
      json: { title: 'Agent', type: 'agent' },
    });
    const path = `${base}/${resource.body.data.id}`;
    for (const roles of [['coach'], []]) {
      const other = await createUser(t.db.knex, { roles, tenants: [team] });
      const otherHeaders = { ...(await bearerFor(t.db.knex, other)), 'X-Team': team.slug };
      expect((await t.app.json(base, { headers: otherHeaders })).status).toBe(200);
      expect((await t.app.json(path, { headers: otherHeaders })).status).toBe(200);
      const create = await t.app.json(base, {
        method: 'POST',
        headers: otherHeaders,
        json: { title: 'Mine', type: 'agent' },
      });
      expect(create.status).toBe(403);
      const patch = await t.app.json(path, {
        method: 'PATCH',
        headers: otherHeaders,
        json: { title: 'Mine' },
      });
      expect(patch.status).toBe(403);
      expect((await t.app.json(path, { method: 'DELETE', headers: otherHeaders })).status).toBe(403);
    }
  });

  it("answers 404 for another tenant's workshop and for a resource of another workshop", async () => {
    const a = await workshopOfCoach();
    const b = await workshopOfCoach();
    const inB = await t.app.json<ResourceAnswer>(b.base, {
      method: 'POST',
      headers: b.headers,
      json: { title: 'B', type: 'agent' },
    });
    expect((await t.app.json(b.base, { headers: a.headers })).status).toBe(404);
    expect((await t.app.json(`${a.base}/${inB.body.data.id}`, { headers: a.headers })).status).toBe(404);
    expect((await t.app.json(a.base, { headers: { ...a.headers, 'X-Team': b.team.slug } })).status).toBe(403);
  });
});

describe('uploaded resource files', () => {
  /** POST /v1/upload-temp as the front end does: multipart with the file in `file`. */
  async function uploadTemp(
    headers: Record<string, string>,
    text: string,
    { type, name }: { type: string; name: string } = { type: 'application/pdf', name: 'workbook.pdf' },
  ) {
    const form = new FormData();
    form.set('file', new Blob([text], { type }), name);
    const res = await t.app.request('/v1/upload-temp', { method: 'POST', headers, body: form });
    return ((await res.json()) as { data: { id: string } }).data.id;
  }

  it('attaches a temporary upload to a document and serves it to members of the team only', async () => {
    const { team, headers, base, workshopId } = await workshopOfCoach();
    const fileId = await uploadTemp(headers, '%PDF-1.4 workbook');
    const created = await t.app.json<ResourceAnswer & { data: { fileSize: number; fileType: string } }>(
      base,
      {
        method: 'POST',
        headers,
        json: { title: 'Workbook', type: 'document', fileId },
      },
    );
    expect(created.status).toBe(201);
    const download = `${base}/${created.body.data.id}/file`;
    expect(created.body.data).toMatchObject({
      filePath: `/v1/workshops/${workshopId}/resources/${created.body.data.id}/file`,
      fileSize: 17,
      fileType: 'application/pdf',
    });
    const stored = await t.db.knex('files').where({ id: fileId }).first();
    expect(stored.expiresAt).toBeNull();

    const member = {
      ...(await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [team] }))),
      'X-Team': team.slug,
    };
    const res = await t.app.request(download, { headers: member });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="workbook.pdf"/);
    expect(await res.text()).toBe('%PDF-1.4 workbook');

    const otherTeam = await createTenant(t.db.knex);
    const outsider = {
      ...(await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [otherTeam] }))),
      'X-Team': team.slug,
    };
    expect((await t.app.request(download, { headers: outsider })).status).toBe(403);
  });

  it('serves a page its uploader called text/html as opaque bytes to download, never as a page', async () => {
    const { team, headers, base } = await workshopOfCoach();
    const page = '<html><script>fetch("/v1/user")</script></html>';
    const fileId = await uploadTemp(headers, page, { type: 'text/html', name: 'agenda.html' });
    const created = await t.app.json<ResourceAnswer & { data: { fileType: string } }>(base, {
      method: 'POST',
      headers,
      json: { title: 'Agenda', type: 'document', fileId },
    });
    expect(created.body.data.fileType).toBe('application/octet-stream');
    // A file stored before the rule, under the type its uploader named, is served inert too.
    await t.db.knex('files').where({ id: fileId }).update({ mime_type: 'text/html' });
    const res = await t.app.request(`${base}/${created.body.data.id}/file`, {
      headers: { ...headers, 'X-Team': team.slug },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(page);
  });

  it("refuses someone else's upload and a file resource with neither path nor upload", async () => {
    const { base, headers } = await workshopOfCoach();
    const stranger = await bearerFor(t.db.knex, await createUser(t.db.knex));
    const theirs = await uploadTemp(stranger, 'not yours');
    const taken = await t.app.json<ResourceAnswer>(base, {
      method: 'POST',
      headers,
      json: { title: 'Stolen', type: 'file', fileId: theirs },
    });
    expect(taken.body.errors.fileId).toEqual(['The file must be a temporary upload of yours.']);
    const empty = await t.app.json<ResourceAnswer>(base, {
      method: 'POST',
      headers,
      json: { title: 'Nothing', type: 'file', fileId: null },
    });
    expect(empty.body.errors.filePath).toEqual([RESOURCE_LOCATION_MESSAGE]);
  });
});

describe('PUT /v1/workshops/:id/resources/order', () => {
  /** A coach's workshop with three resources, A B C (sortOrder 0, 5, 9). */
  async function threeResources() {
    const w = await workshopOfCoach();
    const add = async (title: string, sortOrder: number) =>
      (
        await t.app.json<ResourceAnswer>(w.base, {
          method: 'POST',
          headers: w.headers,
          json: { title, type: 'agent', sortOrder },
        })
      ).body.data.id;
    const ids = { a: await add('A', 0), b: await add('B', 5), c: await add('C', 9) };
    const order = (ids: unknown, headers = w.headers) =>
      t.app.json<ResourcePage & { errors: Record<string, string[]> }>(`${w.base}/order`, {
        method: 'PUT',
        headers,
        json: { ids },
      });
    const listed = async () =>
      (await t.app.json<ResourcePage>(w.base, { headers: w.headers })).body.data.map(
        (resource) => `${resource.title}${resource.sortOrder}`,
      );
    return { ...w, ids, order, listed };
  }

  it('saves the order of every resource in one request, as sortOrder 0..n-1', async () => {
    const w = await threeResources();
    const res = await w.order([w.ids.c, w.ids.a, w.ids.b]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((resource) => `${resource.title}${resource.sortOrder}`)).toEqual([
      'C0',
      'A1',
      'B2',
    ]);
    expect(await w.listed()).toEqual(['C0', 'A1', 'B2']);
  });

  it('refuses a missing, repeated, foreign or deleted id with a clear message and writes nothing', async () => {
    const w = await threeResources();
    const other = await threeResources();
    await t.app.json(`${w.base}/${w.ids.c}`, { method: 'DELETE', headers: w.headers });
    const before = await w.listed();
    expect(before).toEqual(['A0', 'B5']);
    for (const ids of [
      [w.ids.b],
      [w.ids.b, w.ids.a, w.ids.a],
      [w.ids.b, other.ids.a],
      [w.ids.b, w.ids.a, other.ids.a],
      [w.ids.b, w.ids.a, w.ids.c],
      [w.ids.b, 'not-a-uuid'],
      [],
    ]) {
      const res = await w.order(ids);
      expect(res.status, JSON.stringify(ids)).toBe(422);
      expect(res.body.errors.ids ?? res.body.errors['ids.1']).toEqual([RESOURCE_ORDER_MESSAGE]);
    }
    expect((await w.order(undefined)).status).toBe(422);
    expect(await w.listed()).toEqual(before);
    expect(await other.listed()).toEqual(['A0', 'B5', 'C9']);
  });

  it('is refused to other members and coaches (403), and to other teams (403 on X-Team, 404 on the id)', async () => {
    const w = await threeResources();
    const ids = [w.ids.c, w.ids.b, w.ids.a];
    for (const roles of [['coach'], []]) {
      const member = await createUser(t.db.knex, { roles, tenants: [w.team] });
      const headers = { ...(await bearerFor(t.db.knex, member)), 'X-Team': w.team.slug };
      expect((await w.order(ids, headers)).status).toBe(403);
    }
    const stranger = await workshopOfCoach();
    expect((await w.order(ids, stranger.headers)).status).toBe(404);
    expect((await w.order(ids, { ...stranger.headers, 'X-Team': w.team.slug })).status).toBe(403);
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    expect((await w.order(ids, { ...admin, 'X-Team': w.team.slug })).status).toBe(200);
    expect(await w.listed()).toEqual(['C0', 'B1', 'A2']);
  });
});
