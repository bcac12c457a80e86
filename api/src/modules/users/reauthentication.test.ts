import { AUTH_MESSAGES } from '@exceed/contract';
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../../../test/api-test.ts';
import { bearerFor, createUser } from '../../../test/identity-fixtures.ts';
import { lastMailTo, mailedCode, outbox } from '../../../test/outbox.ts';
import { hashPassword } from '../../auth/secrets.ts';
import { User } from '../../models/user.ts';

/** Issue 20 item 5: changing one's own email or password needs a proof; a new email waits for its code. */
const t = useApiTest({ env: { SIGN_IN_MAX_PER_EMAIL: '5', SIGN_IN_MAX_PER_IP: '1000' } });

interface Answer {
  data: { id: string; email: string; pendingEmail: string | null; emailVerifiedAt: string | null };
  errors: Record<string, string[]>;
  message: string;
}

const PASSWORD = 'Password123';
const withPassword = async () => createUser(t.db.knex, { passwordHash: await hashPassword(PASSWORD) });
const patch = (headers: Record<string, string>, id: string, json: unknown) =>
  t.app.json<Answer>(`/v1/users/${id}`, { method: 'PATCH', headers, json });
const post = (headers: Record<string, string>, path: string, json: unknown = {}) =>
  t.app.json<Answer>(path, { method: 'POST', headers, json });
const stored = (id: string) => User.query(t.db.knex).findById(id).throwIfNotFound();

describe('re-authentication before an email or password change', () => {
  it('refuses a stolen session alone (the bearer, no proof) and a wrong password, changing nothing', async () => {
    const user = await withPassword();
    const headers = await bearerFor(t.db.knex, user);
    const before = await stored(user.id);
    const moved = `moved-${user.email}`;
    for (const json of [{ email: moved }, { password: 'Taken0ver' }]) {
      expect(await patch(headers, user.id, json)).toMatchObject({
        status: 422,
        body: { errors: { currentPassword: [AUTH_MESSAGES.proofNeeded] } },
      });
      expect(await patch(headers, user.id, { ...json, currentPassword: 'Wrong1234' })).toMatchObject({
        status: 422,
        body: { errors: { currentPassword: [AUTH_MESSAGES.passwordWrong] } },
      });
    }
    const after = await stored(user.id);
    expect([after.email, after.pendingEmail, after.passwordHash]).toEqual([
      before.email,
      null,
      before.passwordHash,
    ]);
    expect((await outbox(t.app)).filter((mail) => mail.to === moved)).toEqual([]);
    // Other fields need no proof.
    expect((await patch(headers, user.id, { profile: { firstName: 'Still' } })).status).toBe(200);
  });

  it('asks an account without a password for a code, which it mails to the current address; it works once', async () => {
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    const moved = `moved-${user.email}`;
    expect(await patch(headers, user.id, { email: moved })).toMatchObject({
      status: 422,
      body: { errors: { otp: [AUTH_MESSAGES.codeNeeded] } },
    });
    expect((await post(headers, '/v1/auth/confirm-change-code')).body.message).toBe(AUTH_MESSAGES.codeSent);
    const otp = await mailedCode(t.app, user.email);
    expect((await lastMailTo(t.app, user.email)).subject).toMatch(/change your Exceed email or password/);
    expect(await patch(headers, user.id, { email: moved, otp })).toMatchObject({
      status: 200,
      body: { data: { email: user.email, pendingEmail: moved } },
    });
    expect(await patch(headers, user.id, { password: 'Another12', otp })).toMatchObject({
      status: 422,
      body: { errors: { otp: [AUTH_MESSAGES.codeInvalid] } },
    });
  });

  it('says whether the account has a password, so Settings offers a first one to an account made by code', async () => {
    const user = await createUser(t.db.knex);
    const headers = await bearerFor(t.db.knex, user);
    expect((await t.app.json('/v1/user', { headers })).body).toMatchObject({ data: { hasPassword: false } });
    await post(headers, '/v1/auth/confirm-change-code');
    const otp = await mailedCode(t.app, user.email);
    expect(await patch(headers, user.id, { password: 'Another12', otp })).toMatchObject({
      status: 200,
      body: { data: { hasPassword: true } },
    });
  });

  it('counts wrong proofs on the sign-in limits of the account: the guesser is refused', async () => {
    const user = await withPassword();
    const headers = await bearerFor(t.db.knex, user);
    const guesses = [];
    for (const [index, guess] of [
      'Guess0001',
      'Guess0002',
      'Guess0003',
      'Guess0004',
      'Guess0005',
      PASSWORD,
    ].entries()) {
      // A new address each time does not escape the count: it is kept by the account's own address.
      guesses.push(
        (await patch(headers, user.id, { email: `n${index}-${user.email}`, currentPassword: guess })).status,
      );
    }
    // SIGN_IN_MAX_PER_EMAIL is 5 here: the sixth try is refused, even with the right password.
    expect(guesses).toEqual([422, 422, 422, 422, 422, 429]);
    expect((await stored(user.id)).pendingEmail).toBeNull();
  });

  it('keeps the old email until the code mailed to the new address confirms it, then tells the old address', async () => {
    const user = await withPassword();
    const headers = await bearerFor(t.db.knex, user);
    const moved = `moved-${user.email}`;
    const asked = await patch(headers, user.id, { email: moved, currentPassword: PASSWORD });
    expect(asked.body.data).toMatchObject({ email: user.email, pendingEmail: moved });
    expect((await lastMailTo(t.app, moved)).subject).toMatch(/Confirm your new email/);
    // Until then the old address is the account's: it signs in, the new one does not.
    expect((await stored(user.id)).email).toBe(user.email);
    const signIn = (email: string) =>
      t.app.json('/v1/login', { method: 'POST', json: { email, password: PASSWORD, token: true } });
    expect((await signIn(user.email)).status).toBe(200);
    expect((await signIn(moved)).status).toBe(422);

    expect(await post(headers, '/v1/auth/verify-email-using-otp', { otp: '000000' })).toMatchObject({
      status: 422,
      body: { errors: { otp: [AUTH_MESSAGES.codeInvalid] } },
    });
    // {} sends the new address a fresh code.
    await post(headers, '/v1/auth/verify-email-using-otp');
    const confirmed = await post(headers, '/v1/auth/verify-email-using-otp', {
      otp: await mailedCode(t.app, moved),
    });
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email: moved, pendingEmail: null } } });
    expect(confirmed.body.data.emailVerifiedAt).not.toBeNull();
    const told = await lastMailTo(t.app, user.email);
    expect(told.subject).toBe('Your Exceed email was changed');
    expect(told.text).toContain(moved);
    expect(told.text).toMatch(/If it was not you/);
    expect((await signIn(moved)).status).toBe(200);
  });

  it('answers alike whether the new email has an account or not, and tells that mailbox when it confirms', async () => {
    const [user, other] = [await withPassword(), await createUser(t.db.knex)];
    const headers = await bearerFor(t.db.knex, user);
    const second = await withPassword();
    const free = `free-${second.email}`;
    const asked = await patch(headers, user.id, { email: other.email, currentPassword: PASSWORD });
    const askedFree = await patch(await bearerFor(t.db.knex, second), second.id, {
      email: free,
      currentPassword: PASSWORD,
    });
    expect([asked.status, askedFree.status]).toEqual([200, 200]);
    expect(asked.body.data).toMatchObject({ email: user.email, pendingEmail: other.email });
    expect(askedFree.body.data).toMatchObject({ email: second.email, pendingEmail: free });

    const confirmed = await post(headers, '/v1/auth/verify-email-using-otp', {
      otp: await mailedCode(t.app, other.email),
    });
    expect(confirmed).toMatchObject({ status: 422, body: { errors: { email: [AUTH_MESSAGES.emailTaken] } } });
    const told = await lastMailTo(t.app, other.email);
    expect(told.subject).toBe('Your Exceed email was not changed');
    expect(await stored(user.id)).toMatchObject({ email: user.email, pendingEmail: null });

    // Taken between the request and the code: the same.
    const wanted = `wanted-${user.email}`;
    await patch(headers, user.id, { email: wanted, currentPassword: PASSWORD });
    await User.query(t.db.knex).findById(other.id).patch({ email: wanted });
    expect(
      await post(headers, '/v1/auth/verify-email-using-otp', { otp: await mailedCode(t.app, wanted) }),
    ).toMatchObject({
      status: 422,
      body: { errors: { email: [AUTH_MESSAGES.emailTaken] } },
    });
    expect((await stored(user.id)).email).toBe(user.email);
  });

  it('ends the other sessions after a password change, keeps the one that changed it, and tells the address', async () => {
    const user = await withPassword();
    const [mine, other] = [await bearerFor(t.db.knex, user), await bearerFor(t.db.knex, user)];
    expect((await patch(mine, user.id, { password: 'Changed123', currentPassword: PASSWORD })).status).toBe(
      200,
    );
    expect((await t.app.json('/v1/user', { headers: mine })).status).toBe(200);
    expect((await t.app.json('/v1/user', { headers: other })).status).toBe(401);
    expect((await lastMailTo(t.app, user.email)).subject).toBe('Your Exceed password was changed');
  });

  it('does not ask a super-admin changing someone else: the email is set at once, unverified, and the old address told', async () => {
    const admin = await bearerFor(t.db.knex, await createUser(t.db.knex, { roles: ['super-admin'] }));
    const user = await createUser(t.db.knex);
    await User.query(t.db.knex).findById(user.id).patch({ emailVerifiedAt: new Date() });
    const moved = `admin-moved-${user.email}`;
    expect(await patch(admin, user.id, { email: moved })).toMatchObject({
      status: 200,
      body: { data: { email: moved, pendingEmail: null, emailVerifiedAt: null } },
    });
    expect((await lastMailTo(t.app, user.email)).subject).toBe('Your Exceed email was changed');
  });
});
