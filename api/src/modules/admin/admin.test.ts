import { ADMIN_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { book, createSchedule } from '../../../test/booking-fixtures.ts';
import { operationsOf } from '../../../test/fuzz.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { outbox } from '../../../test/outbox.ts';
import { ledgerOf, paidBooking } from '../../../test/payment-fixtures.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { AuditEntry } from '../../models/audit-entry.ts';
import { User } from '../../models/user.ts';
import { Workshop } from '../../models/workshop.ts';

const t = useApiTest();
const knex = () => t.db.knex;

interface Answer {
  data: Record<string, unknown> & { id?: string; roles?: string[]; status?: string };
  meta?: { total: number };
  errors?: Record<string, string[]>;
}

async function signedInAdmin() {
  const admin = await createUser(knex(), { roles: ['super-admin'] });
  return { admin, headers: await bearerFor(knex(), admin) };
}

const auditOf = (subjectId: string) =>
  AuditEntry.query(knex()).where({ subjectId }).orderBy('createdAt').select('action', 'actorId');

describe('who may use /v1/admin', () => {
  it('answers 401 to a guest and 403 to a coach who owns their team, on every admin operation', async () => {
    const document = (await t.app.json<Parameters<typeof operationsOf>[0]>('/v1/openapi.json')).body;
    const operations = operationsOf(document).filter((operation) => operation.path.startsWith('/v1/admin/'));
    expect(operations.length).toBeGreaterThanOrEqual(16);
    const team = await createTenant(knex());
    const owner = await createUser(knex(), { roles: ['coach'], tenants: [{ tenant: team, role: 'owner' }] });
    const ownerHeaders = { ...(await bearerFor(knex(), owner)), 'X-Team': team.slug };
    for (const operation of operations) {
      const url = operation.path.replace('{kind}', 'users').replace(/\{\w+\}/g, owner.id);
      for (const [headers, status] of [
        [{}, 401],
        [ownerHeaders, 403],
      ] as const) {
        const body = operation.method === 'GET' ? {} : { json: {} };
        const res = await t.app.json(url, { method: operation.method, headers, ...body });
        expect(res.status, `${operation.method} ${url}`).toBe(status);
      }
    }
  });
});

describe('the audit log', () => {
  it('commits or rolls back with the change it records', async () => {
    const admin = await User.query(knex())
      .findById((await signedInAdmin()).admin.id)
      .withGraphFetched('roles')
      .throwIfNotFound();
    const session = { secondFactorAt: new Date() };
    const ctx = { state: { auth: { user: admin, session, memberships: [] }, actor: undefined } } as never;
    const subjectId = crypto.randomUUID();
    const change = { action: 'user.update', subjectKind: 'user', subjectId };
    await expect(
      knex().transaction(async (trx) => {
        await User.query(trx).findById(admin.id).patch({ colorMode: 'dark' });
        await recordAudit(trx, ctx, change);
        throw new Error('the change fails after its audit row');
      }),
    ).rejects.toThrow();
    expect(await auditOf(subjectId)).toEqual([]);
    expect((await User.query(knex()).findById(admin.id))?.colorMode).not.toBe('dark');
    await knex().transaction(async (trx) => {
      await User.query(trx).findById(admin.id).patch({ colorMode: 'dark' });
      await recordAudit(trx, { state: { auth: { user: admin, session, memberships: [] } } } as never, change);
    });
    expect(await auditOf(subjectId)).toEqual([{ action: 'user.update', actorId: admin.id }]);
  });

  it('records a super-admin’s change through the existing routes, and nothing for a team owner’s', async () => {
    const { headers } = await signedInAdmin();
    const team = await createTenant(knex());
    const owner = await createUser(knex(), { tenants: [{ tenant: team, role: 'owner' }] });
    const asOwner = await bearerFor(knex(), owner);
    const renamed = await t.app.json(`/v1/tenants/${team.id}`, {
      method: 'PATCH',
      headers: asOwner,
      json: { name: 'Owners’ name' },
    });
    expect(renamed.status).toBe(200);
    expect(await auditOf(team.id)).toEqual([]);
    await t.app.json(`/v1/tenants/${team.id}`, { method: 'PATCH', headers, json: { plan: 'pro' } });
    const [entry] = await AuditEntry.query(knex()).where({ subjectId: team.id });
    expect(entry).toMatchObject({
      action: 'tenant.update',
      before: { plan: 'free' },
      after: { plan: 'pro' },
    });
  });

  it('records a super-admin changing and removing a team’s members', async () => {
    const { headers } = await signedInAdmin();
    const team = await createTenant(knex());
    await createUser(knex(), { tenants: [{ tenant: team, role: 'owner' }] });
    const member = await createUser(knex(), { tenants: [{ tenant: team, role: 'member' }] });
    const changed = await t.app.json(`/v1/tenants/${team.id}/members/${member.id}`, {
      method: 'PATCH',
      headers,
      json: { role: 'coach' },
    });
    expect(changed.status).toBe(200);
    const removed = await t.app.json(`/v1/tenants/${team.id}/members/${member.id}`, {
      method: 'DELETE',
      headers,
    });
    expect(removed.status).toBe(204);
    const entries = await AuditEntry.query(knex()).where({ subjectId: team.id }).orderBy('createdAt');
    expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      {
        action: 'tenant.member-update',
        before: { userId: member.id, role: 'member', status: 'ACTIVE' },
        after: { userId: member.id, role: 'coach', status: 'ACTIVE' },
      },
      {
        action: 'tenant.member-remove',
        before: { userId: member.id, role: 'coach', status: 'ACTIVE' },
        after: null,
      },
    ]);
  });

  it('records role writes, and refuses renaming or deleting a built-in role without a row', async () => {
    const { headers } = await signedInAdmin();
    const created = await t.app.json<Answer>('/v1/roles', {
      method: 'POST',
      headers,
      json: { name: `auditor-${crypto.randomUUID().slice(0, 8)}`, permissions: [] },
    });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    await t.app.json(`/v1/roles/${id}`, { method: 'DELETE', headers });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['role.create', 'role.delete']);
    const coach = await t.app.json<{ data: Array<{ id: string; name: string }> }>('/v1/roles?perPage=100', {
      headers,
    });
    const builtIn = coach.body.data.find((role) => role.name === 'coach');
    const renamed = await t.app.json(`/v1/roles/${builtIn?.id}`, {
      method: 'PATCH',
      headers,
      json: { name: 'trainer' },
    });
    expect(renamed.status).toBe(422);
    expect(await auditOf(String(builtIn?.id))).toEqual([]);
  });

  it('lists changes newest first with their actor, filtered by action and subject', async () => {
    const { admin, headers } = await signedInAdmin();
    const user = await createUser(knex());
    await t.app.json(`/v1/admin/users/${user.id}/suspend`, { method: 'POST', headers });
    await t.app.json(`/v1/admin/users/${user.id}/reactivate`, { method: 'POST', headers });
    const res = await t.app.json<{ data: Array<Record<string, unknown>>; meta: { total: number } }>(
      `/v1/admin/audit-entries?subjectKind=user&subjectId=${user.id}`,
      { headers },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((entry) => entry.action)).toEqual(['user.reactivate', 'user.suspend']);
    expect(res.body.data[0]?.actor).toEqual({ id: admin.id, username: admin.username, email: admin.email });
    expect(res.body.data[1]).toMatchObject({ before: { status: 'active' }, after: { status: 'suspended' } });
    const suspensions = await t.app.json<{ data: unknown[] }>(
      `/v1/admin/audit-entries?action=user.suspend&subjectId=${user.id}`,
      { headers },
    );
    expect(suspensions.body.data).toHaveLength(1);
  });
});

describe('users', () => {
  it('suspending a user ends their sessions: their next request is a 401; reactivating lets them sign in', async () => {
    const { headers } = await signedInAdmin();
    const user = await createUser(knex());
    const theirs = await bearerFor(knex(), user);
    expect((await t.app.json('/v1/user', { headers: theirs })).status).toBe(200);
    const suspended = await t.app.json<Answer>(`/v1/admin/users/${user.id}/suspend`, {
      method: 'POST',
      headers,
    });
    expect(suspended.body.data.status).toBe('suspended');
    expect((await t.app.json('/v1/user', { headers: theirs })).status).toBe(401);
    const back = await t.app.json<Answer>(`/v1/admin/users/${user.id}/reactivate`, {
      method: 'POST',
      headers,
    });
    expect(back.body.data.status).toBe('active');
    expect((await t.app.json('/v1/user', { headers: await bearerFor(knex(), user) })).status).toBe(200);
  });

  it('refuses a super-admin suspending themself', async () => {
    const { admin, headers } = await signedInAdmin();
    const res = await t.app.json<Answer>(`/v1/admin/users/${admin.id}/suspend`, { method: 'POST', headers });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ id: [ADMIN_MESSAGES.ownSuspension] });
  });

  it('grants and revokes global roles, but never a super-admin’s own super-admin role', async () => {
    const { admin, headers } = await signedInAdmin();
    const user = await createUser(knex());
    const granted = await t.app.json<Answer>(`/v1/admin/users/${user.id}/roles`, {
      method: 'POST',
      headers,
      json: { role: 'coach' },
    });
    expect(granted.body.data.roles).toEqual(['coach']);
    const unknown = await t.app.json<Answer>(`/v1/admin/users/${user.id}/roles`, {
      method: 'POST',
      headers,
      json: { role: 'wizard' },
    });
    expect(unknown.status).toBe(422);
    const revoked = await t.app.json<Answer>(`/v1/admin/users/${user.id}/roles/coach`, {
      method: 'DELETE',
      headers,
    });
    expect(revoked.body.data.roles).toEqual([]);
    const own = await t.app.json<Answer>(`/v1/admin/users/${admin.id}/roles/super-admin`, {
      method: 'DELETE',
      headers,
    });
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ role: [ADMIN_MESSAGES.ownSuperAdmin] });
    expect((await auditOf(user.id)).map((entry) => entry.action)).toEqual([
      'user.grant-role',
      'user.revoke-role',
    ]);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('mails an unverified user a new verification code, and refuses a verified one', async () => {
    const { headers } = await signedInAdmin();
    const user = await createUser(knex());
    await User.query(knex()).findById(user.id).patch({ emailVerifiedAt: null });
    const res = await t.app.json(`/v1/admin/users/${user.id}/resend-verification`, {
      method: 'POST',
      headers,
    });
    expect(res.status).toBe(200);
    expect((await outbox(t.app)).filter((mail) => mail.to === user.email).at(-1)?.subject).toMatch(/verify/i);
    await User.query(knex()).findById(user.id).patch({ emailVerifiedAt: new Date() });
    const again = await t.app.json(`/v1/admin/users/${user.id}/resend-verification`, {
      method: 'POST',
      headers,
    });
    expect(again.status).toBe(422);
  });
});

describe('teams', () => {
  it('a suspended team refuses its members and leaves the marketplace until it is reactivated', async () => {
    const { headers } = await signedInAdmin();
    const { schedule, team, coach } = (await paidBooking(t.app, knex(), 1)) as Awaited<
      ReturnType<typeof paidBooking>
    >;
    const member = { ...(await bearerFor(knex(), coach)), 'X-Team': team.slug };
    const listed = async () => {
      const res = await t.app.json<{ data: Array<{ id: string }> }>(
        '/v1/public/workshop-schedules?perPage=100',
      );
      return res.body.data.some((row) => row.id === schedule.id);
    };
    expect((await t.app.json('/v1/t', { headers: member })).status).toBe(200);
    expect(await listed()).toBe(true);
    const suspended = await t.app.json<Answer>(`/v1/admin/tenants/${team.id}/suspend`, {
      method: 'POST',
      headers,
    });
    expect(suspended.body.data).toMatchObject({ tenantId: team.id, members: 1, coaches: 1, bookings: 1 });
    expect(suspended.body.data.suspendedAt).toEqual(expect.any(String));
    expect((await t.app.json('/v1/t', { headers: member })).status).toBe(403);
    expect(await listed()).toBe(false);
    const booker = await bearerFor(knex(), await createUser(knex()));
    const booking = await t.app.json('/v1/bookings', {
      method: 'POST',
      headers: booker,
      json: { workshopScheduleId: schedule.id, seats: 1 },
    });
    expect(booking.status).not.toBe(201);
    await t.app.json(`/v1/admin/tenants/${team.id}/reactivate`, { method: 'POST', headers });
    expect((await t.app.json('/v1/t', { headers: member })).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await auditOf(team.id)).map((entry) => entry.action)).toEqual([
      'tenant.suspend',
      'tenant.reactivate',
    ]);
  });
});

describe('bookings and money', () => {
  it('finds a booking by id, booker email and schedule, and shows its money and seat ledger', async () => {
    const { headers } = await signedInAdmin();
    const paid = await paidBooking(t.app, knex(), 2);
    const booking = await t.app.json<Answer>(`/v1/bookings/${paid.id}`, { headers: paid.headers });
    const email = (booking.body.data.user as { email: string }).email;
    for (const search of [paid.id, paid.schedule.id, email.slice(0, 12)]) {
      const found = await t.app.json<{ data: Array<{ id: string }> }>(
        `/v1/admin/bookings?search=${encodeURIComponent(search)}`,
        { headers },
      );
      expect(found.body.data.map((row) => row.id)).toContain(paid.id);
    }
    const shown = await t.app.json<Answer>(`/v1/admin/bookings/${paid.id}`, { headers });
    expect(shown.status).toBe(200);
    expect(shown.body.data.payments).toEqual([expect.objectContaining({ kind: 'CHARGE', gross: 2000 })]);
    expect(shown.body.data.refunds).toEqual([]);
    expect((shown.body.data.seatLedger as Array<{ kind: string }>).map((row) => row.kind)).toContain(
      'CONFIRM',
    );
    const ledger = await t.app.json<Answer>(`/v1/admin/schedules/${paid.schedule.id}/seat-ledger`, {
      headers,
    });
    expect(ledger.body.data).toMatchObject({ sold: 2, balanced: true });
  });

  it('refunds part of a booking, keeping it, then the rest, cancelling it and freeing its seats', async () => {
    const { headers } = await signedInAdmin();
    const paid = await paidBooking(t.app, knex(), 2);
    const tooMuch = await t.app.json(`/v1/admin/bookings/${paid.id}/refunds`, {
      method: 'POST',
      headers,
      json: { amount: 2001 },
    });
    expect(tooMuch.status).toBe(422);
    const part = await t.app.json<Answer>(`/v1/admin/bookings/${paid.id}/refunds`, {
      method: 'POST',
      headers,
      json: { amount: 500 },
    });
    expect(part.status).toBe(200);
    expect(part.body.data.booking).toMatchObject({ status: 'CONFIRMED', amountRefunded: 5 });
    expect(part.body.data.refunds).toEqual([expect.objectContaining({ gross: -500 })]);
    const rest = await t.app.json<Answer>(`/v1/admin/bookings/${paid.id}/refunds`, {
      method: 'POST',
      headers,
      json: {},
    });
    expect(rest.body.data.booking).toMatchObject({ status: 'CANCELLED', amountRefunded: 20 });
    expect((await ledgerOf(knex(), paid.id)).map((entry) => entry.gross)).toEqual([2000, -500, -1500]);
    const seats = await t.app.json<Answer>(`/v1/admin/schedules/${paid.schedule.id}/seat-ledger`, {
      headers,
    });
    expect(seats.body.data).toMatchObject({ sold: 0, held: 0, balanced: true });
    const none = await t.app.json(`/v1/admin/bookings/${paid.id}/refunds`, {
      method: 'POST',
      headers,
      json: {},
    });
    expect(none.status).toBe(422);
    expect((await auditOf(paid.id)).map((entry) => entry.action)).toEqual([
      'booking.refund',
      'booking.refund',
    ]);
  });
});

describe('cancellations by a super-admin', () => {
  it('writes an audit row whichever route cancels: some seats, or the whole booking', async () => {
    const { admin, headers } = await signedInAdmin();
    const paid = await paidBooking(t.app, knex(), 3);
    const some = await t.app.json<Answer>(`/v1/bookings/${paid.id}/cancellations`, {
      method: 'POST',
      headers,
      json: { seats: 1, cancellationReason: 'Asked by phone' },
    });
    expect(some.status).toBe(200);
    const all = await t.app.json<Answer>(`/v1/bookings/${paid.id}`, {
      method: 'PATCH',
      headers,
      json: { status: 'CANCELLED', cancellationReason: 'Asked by phone' },
    });
    expect(all.status).toBe(200);
    const rows = await AuditEntry.query(knex()).where({ subjectId: paid.id }).orderBy('createdAt');
    expect(rows.map((row) => [row.action, row.actorId, row.after])).toEqual([
      [
        'booking.cancel',
        admin.id,
        expect.objectContaining({ seats: 2, seatsCancelled: 1, refundMinor: 1000 }),
      ],
      ['booking.cancel', admin.id, expect.objectContaining({ status: 'CANCELLED', refundMinor: 2000 })],
    ]);
  });
});

describe('the overview', () => {
  it('sums a month’s money, bookings and sign-ups in SQL', async () => {
    const { headers } = await signedInAdmin();
    const paid = await paidBooking(t.app, knex(), 2);
    const month = '2019-03';
    const at = new Date('2019-03-15T12:00:00Z');
    await knex()('ledger_entries').where({ booking_id: paid.id }).update({ created_at: at });
    await knex()('bookings').where({ id: paid.id }).update({ created_at: at });
    await knex()('users').where({ id: paid.coach.id }).update({ created_at: at });
    const [charge] = await ledgerOf(knex(), paid.id);
    const res = await t.app.json<{ data: { months: Array<Record<string, unknown>> } }>(
      `/v1/admin/overview?from=2019-02&to=${month}`,
      { headers },
    );
    expect(res.status).toBe(200);
    const [february, march] = res.body.data.months;
    expect(february).toMatchObject({ month: '2019-02', sales: 0, newUsers: 0 });
    expect(march).toMatchObject({
      month,
      sales: charge?.gross,
      platformFees: charge?.fee,
      refunds: 0,
      payoutsOwed: charge?.payout,
      payoutsPaid: 0,
      newUsers: 1,
      newCoaches: 1,
    });
    expect(march?.bookingsByStatus).toMatchObject({ CONFIRMED: 1, PENDING: 0 });
    const backwards = await t.app.json('/v1/admin/overview?from=2019-03&to=2019-02', { headers });
    expect(backwards.status).toBe(422);
  });
});

describe('the trash', () => {
  it('lists deleted records of a kind and restores one, audited', async () => {
    const { headers } = await signedInAdmin();
    const paid = await paidBooking(t.app, knex(), 1);
    const workshop = await Workshop.forTenant(paid.team.id, knex()).first().throwIfNotFound();
    await Workshop.forTenant(paid.team.id, knex()).findById(workshop.id).softDelete();
    const listed = await t.app.json<{ data: Array<Record<string, unknown>> }>(
      '/v1/admin/trash?kind=workshops',
      {
        headers,
      },
    );
    expect(listed.body.data).toContainEqual(
      expect.objectContaining({
        id: workshop.id,
        kind: 'workshops',
        label: workshop.title,
        tenant: { id: paid.team.id, name: paid.team.name, slug: paid.team.slug },
      }),
    );
    const restored = await t.app.json(`/v1/admin/trash/workshops/${workshop.id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored.status).toBe(200);
    expect((await Workshop.forTenant(paid.team.id, knex()).findById(workshop.id))?.deletedAt).toBeNull();
    const again = await t.app.json(`/v1/admin/trash/workshops/${workshop.id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(again.status).toBe(404);
    expect((await auditOf(workshop.id)).map((entry) => entry.action)).toEqual(['workshop.restore']);
  });

  it('restores a deleted booking through the booking’s rules: its seats are taken again', async () => {
    const { headers } = await signedInAdmin();
    const { schedule } = await createSchedule(knex(), { maxSeats: 10 });
    const held = await book(t.app, knex(), schedule.id, 2);
    const booking = { id: held.body.data.id, schedule };
    expect(
      (await t.app.json(`/v1/bookings/${booking.id}`, { method: 'DELETE', headers: held.headers })).status,
    ).toBe(204);
    const freed = await t.app.json<Answer>(`/v1/admin/schedules/${booking.schedule.id}/seat-ledger`, {
      headers,
    });
    const restored = await t.app.json(`/v1/admin/trash/bookings/${booking.id}/restore`, {
      method: 'POST',
      headers,
    });
    expect(restored.status).toBe(200);
    const taken = await t.app.json<Answer>(`/v1/admin/schedules/${booking.schedule.id}/seat-ledger`, {
      headers,
    });
    expect(taken.body.data).toMatchObject({ balanced: true });
    expect(Number(taken.body.data.free)).toBe(Number(freed.body.data.free) - 2);
  });
});
