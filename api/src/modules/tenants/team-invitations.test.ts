import type { MemberStatus, TeamRole } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createTenant, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, outbox } from '../../../test/outbox.ts';
import { TeamInvitation } from '../../models/team-invitation.ts';
import type { Tenant } from '../../models/tenant.ts';
import { TenantMember } from '../../models/tenant-member.ts';
import { User } from '../../models/user.ts';

const t = useApiTest();

interface Answer {
  status: number;
  body: {
    data: { id: string; email: string; role: string; status: string; team: { slug: string }; token?: string };
    message: string;
    errors: Record<string, string[]>;
  };
}

let mailbox = 0;
const address = () => `invitee${Date.now().toString(36)}${mailbox++}@example.test`;

const join = async (team: Tenant, role: TeamRole, status: MemberStatus = 'ACTIVE') => {
  const user = await createUser(t.db.knex, { tenants: [{ tenant: team, role, status }] });
  return { user, headers: { ...(await bearerFor(t.db.knex, user)), 'X-Team': team.slug } };
};
const invite = (headers: Record<string, string>, json: unknown): Promise<Answer> =>
  t.app.json('/v1/t/invitations', { method: 'POST', headers, json });
const accept = (json: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> =>
  t.app.json('/v1/team-invitations/accept', { method: 'POST', headers, json });

/** Runs the mail job and reads the token from the mailed link. */
async function mailedToken(to: string): Promise<string> {
  await t.app.jobs.drain();
  const token = /\/team-invitations\/([\w-]+)/.exec((await lastMailTo(t.app, to)).text)?.[1];
  if (!token) throw new Error('no team invitation link in the mail');
  return token;
}

describe('POST /v1/t/invitations', () => {
  it('lets an owner or admin invite by email with a role, and mails the link after commit', async () => {
    const team = await createTenant(t.db.knex, { name: 'Acme Coaching' });
    const admin = await join(team, 'admin');
    const email = address();
    const created = await invite(admin.headers, { email: ` ${email.toUpperCase()} `, role: 'recruiter' });
    expect(created).toMatchObject({
      status: 201,
      body: { data: { email, role: 'recruiter', status: 'PENDING' } },
    });
    expect((await outbox(t.app)).filter((mail) => mail.to === email)).toEqual([]);
    const token = await mailedToken(email);
    const mail = await lastMailTo(t.app, email);
    // By the inviter's name (the fixtures' Test User), not their username.
    expect(mail.subject).toBe('Test User invited you to join Acme Coaching on Exceed');
    const shown = await t.app.json<{ data: unknown }>(`/v1/team-invitations/${token}`);
    expect(shown.body.data).toMatchObject({
      team: { name: 'Acme Coaching', slug: team.slug },
      email,
      role: 'recruiter',
      status: 'PENDING',
      inviter: admin.user.username,
    });
    const listed = await t.app.json<{ data: Array<{ email: string }> }>('/v1/t/invitations', {
      headers: admin.headers,
    });
    expect(listed.body.data.map((row) => row.email)).toEqual([email]);
  });

  it('refuses plain members, coaches and recruiters (403), and admins inviting an owner', async () => {
    const team = await createTenant(t.db.knex);
    for (const role of ['member', 'coach', 'recruiter'] as const) {
      const caller = await join(team, role);
      expect((await invite(caller.headers, { email: address(), role: 'member' })).status).toBe(403);
      expect((await t.app.json('/v1/t/invitations', { headers: caller.headers })).status).toBe(403);
    }
    const admin = await join(team, 'admin');
    expect((await invite(admin.headers, { email: address(), role: 'owner' })).status).toBe(403);
    const owner = await join(team, 'owner');
    expect((await invite(owner.headers, { email: address(), role: 'owner' })).status).toBe(201);
    const stranger = await join(await createTenant(t.db.knex), 'owner');
    const foreign = await invite(
      { ...stranger.headers, 'X-Team': team.slug },
      { email: address(), role: 'member' },
    );
    expect(foreign.status).toBe(403);
    expect(await TeamInvitation.forTenant(team.id, t.db.knex).resultSize()).toBe(1);
  });

  it("answers 422 with the field's message: bad email or role, a member, someone already invited", async () => {
    const team = await createTenant(t.db.knex);
    const owner = await join(team, 'owner');
    const bad = await invite(owner.headers, { email: 'nope', role: 'king' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      email: ['Please enter a valid email address'],
      role: ['The role must be one of: owner, admin, member, coach, recruiter.'],
    });
    const suspended = await join(team, 'member', 'SUSPENDED');
    expect((await invite(owner.headers, { email: suspended.user.email, role: 'admin' })).body.errors).toEqual(
      {
        email: ['This person is already a member of the team.'],
      },
    );
    const email = address();
    await invite(owner.headers, { email, role: 'member' });
    expect((await invite(owner.headers, { email, role: 'coach' })).body.errors).toEqual({
      email: ['This person is already invited: send the invitation again instead.'],
    });
  });
});

describe('POST /v1/team-invitations/accept', () => {
  it('signs a new person up and makes them an ACTIVE member with the role', async () => {
    const team = await createTenant(t.db.knex);
    const owner = await join(team, 'owner');
    const email = address();
    await invite(owner.headers, { email, role: 'recruiter' });
    const token = await mailedToken(email);
    const accepted = await accept({ invitation_token: token, tokenMode: true });
    expect(accepted).toMatchObject({
      status: 200,
      body: { data: { team: { slug: team.slug }, role: 'recruiter' } },
    });
    const user = await User.query(t.db.knex).whereRaw('lower(email) = ?', [email]).first();
    expect(await TenantMember.query(t.db.knex).findById([team.id, user?.id ?? ''])).toMatchObject({
      role: 'recruiter',
      status: 'ACTIVE',
    });
    const current = await t.app.json<{ data: { memberRole: string } }>('/v1/t', {
      headers: { Authorization: `Bearer ${accepted.body.data.token}`, 'X-Team': team.slug },
    });
    expect(current.body.data.memberRole).toBe('recruiter');
    const again = await accept({ invitation_token: token });
    expect(again.body.errors).toEqual({ invitation_token: ['This invitation has already been accepted.'] });
    expect(
      (await t.app.json<{ data: { status: string } }>(`/v1/team-invitations/${token}`)).body.data.status,
    ).toBe('ACCEPTED');
  });

  it('asks an existing account to sign in, and takes only the invited email', async () => {
    const team = await createTenant(t.db.knex);
    const owner = await join(team, 'owner');
    const invitee = await createUser(t.db.knex);
    await invite(owner.headers, { email: invitee.email, role: 'coach' });
    const token = await mailedToken(invitee.email);
    expect((await accept({ invitation_token: token })).status).toBe(401);
    const someoneElse = await bearerFor(t.db.knex, await createUser(t.db.knex));
    expect((await accept({ invitation_token: token }, someoneElse)).body.errors).toEqual({
      invitation_token: ['This invitation was sent to another email address: sign in with that one.'],
    });
    const joined = await accept({ invitation_token: token }, await bearerFor(t.db.knex, invitee));
    expect(joined).toMatchObject({ status: 200, body: { data: { role: 'coach' } } });
    expect(await TenantMember.query(t.db.knex).findById([team.id, invitee.id])).toMatchObject({
      role: 'coach',
      status: 'ACTIVE',
    });
  });

  it('refuses an expired, a cancelled, an unknown link, and joining a team twice', async () => {
    const team = await createTenant(t.db.knex);
    const owner = await join(team, 'owner');
    const late = address();
    await invite(owner.headers, { email: late, role: 'member' });
    const lateToken = await mailedToken(late);
    await TeamInvitation.forTenant(team.id, t.db.knex)
      .where('email', late)
      .patch({ expiresAt: new Date(Date.now() - 1000) });
    expect((await accept({ invitation_token: lateToken })).body.errors).toEqual({
      invitation_token: ['This invitation has expired.'],
    });
    // Sent again, the old link is dead and the new one works.
    const [open] = await TeamInvitation.forTenant(team.id, t.db.knex).where('email', late);
    const resent = await t.app.json<Answer['body']>(`/v1/t/invitations/${open?.id}/resend`, {
      method: 'POST',
      headers: owner.headers,
    });
    expect(resent.status).toBe(200);
    const freshToken = await mailedToken(late);
    expect((await accept({ invitation_token: lateToken })).body.errors).toEqual({
      invitation_token: ['This invitation is not valid.'],
    });
    expect((await accept({ invitation_token: freshToken })).status).toBe(200);

    const cancelled = address();
    const made = await invite(owner.headers, { email: cancelled, role: 'member' });
    const cancelledToken = await mailedToken(cancelled);
    const gone = await t.app.json(`/v1/t/invitations/${made.body.data.id}`, {
      method: 'DELETE',
      headers: owner.headers,
    });
    expect(gone.status).toBe(204);
    expect((await t.app.json(`/v1/team-invitations/${cancelledToken}`)).status).toBe(404);
    expect((await accept({ invitation_token: 'nope' })).body.errors).toEqual({
      invitation_token: ['This invitation is not valid.'],
    });

    // A person who joined meanwhile (by another route) cannot join twice.
    const twice = await createUser(t.db.knex);
    await invite(owner.headers, { email: twice.email, role: 'admin' });
    const twiceToken = await mailedToken(twice.email);
    await TenantMember.query(t.db.knex).insert({
      tenantId: team.id,
      userId: twice.id,
      status: 'ACTIVE',
      role: 'member',
    });
    const refused = await accept({ invitation_token: twiceToken }, await bearerFor(t.db.knex, twice));
    expect(refused.body.errors).toEqual({ invitation_token: ['You are already a member of this team.'] });
    expect((await TenantMember.query(t.db.knex).findById([team.id, twice.id]))?.role).toBe('member');
  });
});
