import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { WorkshopTemplate } from '../../models/workshop-template.ts';

const t = useApiTest();

interface TemplateData {
  id: string;
  title: string;
  slug: string;
  level: string;
  price: number;
  currency: string;
  status: string;
}
interface TemplateAnswer {
  data: TemplateData;
  errors: Record<string, string[]>;
}
interface TemplatePage {
  data: TemplateData[];
}

/** A team and the headers (bearer + X-Team) of one of its coaches. */
async function coachedTeam() {
  const team = await createTenant(t.db.knex);
  const coach = await createUser(t.db.knex, { roles: ['coach'], tenants: [team] });
  return { team, headers: { ...(await bearerFor(t.db.knex, coach)), 'X-Team': team.slug } };
}

const post = (headers: Record<string, string>, json: Record<string, unknown>) =>
  t.app.json<TemplateAnswer>('/v1/workshop-templates', { method: 'POST', headers, json });

const valid = { title: 'Agents from scratch', level: 'BEGINNER', price: 99.5 };

describe('/v1/workshop-templates', () => {
  it('creates, lists, shows, updates (PATCH and PUT), deletes and restores a template', async () => {
    const { headers } = await coachedTeam();
    const created = await post(headers, valid);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ slug: 'agents-from-scratch', price: 99.5, status: 'DRAFT' });
    const id = created.body.data.id;
    const second = await post(headers, { ...valid, title: 'Agents from scratch' });
    expect(second.body.data.slug).toBe('agents-from-scratch-2');

    const list = await t.app.json<TemplatePage>('/v1/workshop-templates', { headers });
    expect(list.body.data.map((template) => template.id)).toEqual([second.body.data.id, id]);
    const search = await t.app.json<TemplatePage>('/v1/workshop-templates?q=nothing-like-it', { headers });
    expect(search.body.data).toEqual([]);
    expect((await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${id}`, { headers })).body.data.id).toBe(
      id,
    );

    const patched = await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${id}`, {
      method: 'PATCH',
      headers,
      json: { level: 'ADVANCED', price: 120 },
    });
    expect(patched.body.data).toMatchObject({ title: valid.title, level: 'ADVANCED', price: 120 });
    const put = await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${id}`, {
      method: 'PUT',
      headers,
      json: { status: 'PUBLISHED' },
    });
    expect(put.body.data).toMatchObject({ status: 'PUBLISHED', level: 'ADVANCED' });

    expect((await t.app.json(`/v1/workshop-templates/${id}`, { method: 'DELETE', headers })).status).toBe(
      204,
    );
    expect((await t.app.json(`/v1/workshop-templates/${id}`, { headers })).status).toBe(404);
    const afterDelete = await t.app.json<TemplatePage>('/v1/workshop-templates', { headers });
    expect(afterDelete.body.data.map((template) => template.id)).not.toContain(id);
    const restored = await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored).toMatchObject({ status: 200, body: { data: { id, status: 'PUBLISHED' } } });
  });

  it('keeps a price in minor units of its currency, refusing decimals the currency has not', async () => {
    const { team, headers } = await coachedTeam();
    const yen = await post(headers, { ...valid, price: 1000, currency: 'JPY' });
    expect(yen.body.data).toMatchObject({ price: 1000, currency: 'JPY' });
    const stored = () => WorkshopTemplate.forTenant(team.id, t.db.knex).findById(yen.body.data.id);
    expect((await stored())?.priceMinor).toBe(1000);
    expect((await post(headers, { ...valid, price: 99.5, currency: 'JPY' })).body.errors).toEqual({
      price: ['Prices in JPY are whole numbers.'],
    });
    const dinar = await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${yen.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { currency: 'KWD' },
    });
    expect(dinar.body.data).toMatchObject({ price: 1000, currency: 'KWD' });
    expect((await stored())?.priceMinor).toBe(1_000_000);
  });

  it('answers the SPEC messages: "Price is required", the workshop level, the title length', async () => {
    const { headers } = await coachedTeam();
    const { price: _price, ...withoutPrice } = valid;
    const missing = await post(headers, withoutPrice);
    expect(missing).toMatchObject({ status: 422, body: { errors: { price: ['Price is required'] } } });
    const zero = await post(headers, { ...valid, price: 0 });
    expect(zero.body.errors.price).toEqual(['Price is required']);
    const level = await post(headers, { ...valid, level: 'EXPERT' });
    expect(level.body.errors.level).toEqual(['Please select a valid workshop level']);
    const title = await post(headers, { ...valid, title: 'ab' });
    expect(title.status).toBe(422);
    expect(Object.keys(title.body.errors)).toEqual(['title']);
    const media = await post(headers, { ...valid, image: 'nope', video: 'javascript:alert(1)' });
    expect(Object.keys(media.body.errors).sort()).toEqual(['image', 'video']);

    const created = await post(headers, valid);
    const patch = await t.app.json<TemplateAnswer>(`/v1/workshop-templates/${created.body.data.id}`, {
      method: 'PATCH',
      headers,
      json: { price: 0, level: 'EXPERT' },
    });
    expect(patch.body.errors).toEqual({
      price: ['Price is required'],
      level: ['Please select a valid workshop level'],
    });
  });

  it('lets any coach of the team manage templates, a plain member only read them', async () => {
    const { team, headers } = await coachedTeam();
    const created = await post(headers, valid);
    const path = `/v1/workshop-templates/${created.body.data.id}`;
    const otherCoach = {
      ...(await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['coach'], tenants: [team] }))),
      'X-Team': team.slug,
    };
    const patch = await t.app.json(path, { method: 'PATCH', headers: otherCoach, json: { title: 'Shared' } });
    expect(patch.status).toBe(200);
    const member = {
      ...(await bearerFor(t.db.knex, await createUser(t.db.knex, { tenants: [team] }))),
      'X-Team': team.slug,
    };
    expect((await t.app.json(path, { headers: member })).status).toBe(200);
    expect((await post(member, valid)).status).toBe(403);
    expect(
      (await t.app.json(path, { method: 'PATCH', headers: member, json: { title: 'Nope' } })).status,
    ).toBe(403);
    expect((await t.app.json(path, { method: 'DELETE', headers: member })).status).toBe(403);
  });

  it("keeps tenants apart: another team's template is 404, another team's X-Team 403", async () => {
    const a = await coachedTeam();
    const b = await coachedTeam();
    const inB = await post(b.headers, valid);
    expect(
      (await t.app.json(`/v1/workshop-templates/${inB.body.data.id}`, { headers: a.headers })).status,
    ).toBe(404);
    const foreign = { ...a.headers, 'X-Team': b.team.slug };
    expect((await t.app.json('/v1/workshop-templates', { headers: foreign })).status).toBe(403);
    // Slugs are unique per tenant only.
    expect((await post(a.headers, valid)).body.data.slug).toBe('agents-from-scratch');
  });
});
