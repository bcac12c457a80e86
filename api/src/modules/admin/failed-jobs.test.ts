import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { AuditEntry } from '../../models/audit-entry.ts';

const t = useApiTest();
const knex = () => t.db.knex;

interface Job {
  id: string;
  name: string;
  attempts: number;
  lastError: string | null;
  failedAt: string | null;
}

async function failedJob(name: string, failedAt: Date, uniqueKey?: string) {
  const [row] = await knex()('jobs')
    .insert({
      name,
      attempts: 5,
      doneAt: failedAt,
      failed: true,
      lastError: `Error: ${name} broke\n  at x`,
      uniqueKey,
    })
    .returning('id');
  return String(row.id);
}

describe('failed jobs in the admin area', () => {
  it('lists the failed jobs, latest first, and queues one again with an audit row', async () => {
    const admin = await createUser(knex(), { roles: ['super-admin'] });
    const headers = await bearerFor(knex(), admin);
    const older = await failedJob('mail.invitation', new Date('2026-01-01T00:00:00Z'));
    const newer = await failedJob('payouts.transfer', new Date('2026-02-01T00:00:00Z'));
    await knex()('jobs').insert([{ name: 'sent', doneAt: new Date() }, { name: 'waiting' }]);

    const list = await t.app.json<{ data: Job[]; meta: { total: number } }>('/v1/admin/failed-jobs', {
      headers,
    });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(2);
    expect(list.body.data.map((job) => [job.id, job.name, job.failedAt])).toEqual([
      [newer, 'payouts.transfer', '2026-02-01T00:00:00.000Z'],
      [older, 'mail.invitation', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(list.body.data[0]).toMatchObject({
      attempts: 5,
      lastError: 'Error: payouts.transfer broke\n  at x',
    });

    const retried = await t.app.json<{ data: Job }>(`/v1/admin/failed-jobs/${older}/retry`, {
      method: 'POST',
      headers,
    });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body.data).toMatchObject({ id: older, attempts: 0, failedAt: null });
    expect(await knex()('jobs').where({ id: older }).first()).toMatchObject({ failed: false, doneAt: null });
    expect(await AuditEntry.query(knex()).where({ subjectKind: 'job', subjectId: older })).toMatchObject([
      { action: 'job.retry', actorId: admin.id },
    ]);

    const again = await t.app.json(`/v1/admin/failed-jobs/${older}/retry`, { method: 'POST', headers });
    expect(again.status).toBe(404);
    const left = await t.app.json<{ data: Job[] }>('/v1/admin/failed-jobs', { headers });
    expect(left.body.data.map((job) => job.id)).toEqual([newer]);
  });

  it('answers 409 for a job that a waiting job of its key supersedes', async () => {
    const headers = await bearerFor(knex(), await createUser(knex(), { roles: ['super-admin'] }));
    const id = await failedJob('mail.session-reminder', new Date(), 'reminder:superseded');
    await knex()('jobs').insert({ name: 'mail.session-reminder', uniqueKey: 'reminder:superseded' });
    const res = await t.app.json<{ message: string }>(`/v1/admin/failed-jobs/${id}/retry`, {
      method: 'POST',
      headers,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `This job was not retried: a job of the same key is waiting already: job ${id} is superseded by it.`,
    );
  });
});
