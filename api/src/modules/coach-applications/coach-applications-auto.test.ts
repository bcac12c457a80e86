import { expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, outbox } from '../../../test/outbox.ts';
import { AuditEntry } from '../../models/audit-entry.ts';
import { CoachProfile } from '../../models/coach-profile.ts';

// COACH_APPLICATIONS=auto (docs/decisions/0075-coach-applications.md): every application is approved as sent.
const t = useApiTest({ env: { COACH_APPLICATIONS: 'auto' } });

it('approves an application as it is sent: the person is a coach at once, and no super-admin is asked', async () => {
  const admin = await createUser(t.db.knex, { roles: ['super-admin'] });
  const team = await createTenant(t.db.knex);
  const ada = await createUser(t.db.knex, { tenants: [{ tenant: team, role: 'owner' }], firstName: 'Ada' });
  const headers = await bearerFor(t.db.knex, ada);
  const sent = await t.app.json<{ data: { status: string; decidedAt: string | null } }>(
    '/v1/coach-applications',
    {
      method: 'POST',
      headers,
      json: { businessName: 'Ada Coaching', specializations: ['Agents'], bio: 'I build agents.' },
    },
  );
  expect(sent).toMatchObject({ status: 201, body: { data: { status: 'APPROVED' } } });
  expect(sent.body.data.decidedAt).not.toBeNull();
  const me = await t.app.json<{ data: { roles: string[] } }>('/v1/user', { headers });
  expect(me.body.data.roles).toContain('coach');
  expect(await CoachProfile.query(t.db.knex).findById(ada.id)).toMatchObject({
    businessName: 'Ada Coaching',
  });
  // The platform's approval is in the audit log, under the applicant who set it off.
  expect(await AuditEntry.query(t.db.knex).where('action', 'coach-application.approve')).toEqual([
    expect.objectContaining({
      actorId: ada.id,
      after: expect.objectContaining({ status: 'APPROVED', businessName: 'Ada Coaching' }),
    }),
  ]);
  await t.app.jobs.drain();
  expect((await lastMailTo(t.app, ada.email)).subject).toBe('You are now a coach on Exceed');
  expect((await outbox(t.app)).filter((mail) => mail.to === admin.email)).toEqual([]);
});
