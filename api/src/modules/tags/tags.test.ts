import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';

const t = useApiTest();

describe('GET /v1/tags', () => {
  it('lists tags by name, with a search', async () => {
    await t.db.knex('tags').insert([
      { name: 'Prompt engineering', slug: 'prompt-engineering' },
      { name: 'Agents', slug: 'agents' },
    ]);
    const all = await t.app.json<{ data: Array<{ name: string }> }>('/v1/tags');
    expect(all.body.data.map((tag) => tag.name)).toEqual(['Agents', 'Prompt engineering']);
    const search = await t.app.json<{ data: Array<{ name: string }> }>('/v1/tags?q=PROMPT');
    expect(search.body.data.map((tag) => tag.name)).toEqual(['Prompt engineering']);
  });
});
