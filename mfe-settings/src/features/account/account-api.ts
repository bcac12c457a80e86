import type { One, UpdateUserInput, VerifyEmailUsingOtpInput } from '@exceed/contract';
import { api, loadIdentity, type SessionUser } from '@exceed/session';

/*
 * The account's writes change the signed-in user, whom the session holds rather than a cached read: each
 * names no read, and puts the user in the session (from its answer, or read again with loadIdentity).
 */

/**
 * PUT /v1/user/avatar (multipart), without a toast (the card says "Upload failed"): the signed-in user's
 * new avatar. The answer is not the user, so this reads it again (GET /v1/user).
 */
export async function uploadAvatar(file: File): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  await api.put('/user/avatar', form, { notify: false, revalidates: [] });
  await loadIdentity();
}

/**
 * PATCH /v1/users/{id}: a partial update of the signed-in user; the answer is the updated user, for the
 * session.
 */
export function updateUser(id: string, changed: UpdateUserInput) {
  return api.patch<One<SessionUser>>(`/users/${id}`, changed, { revalidates: [] });
}

/**
 * POST /v1/auth/confirm-change-code: mails a 6-digit code to the signed-in user's current address, the
 * proof (`otp`) of an email or password change for an account without a password, or one that forgot it.
 */
export function mailConfirmChangeCode() {
  return api.post('/auth/confirm-change-code', {}, { revalidates: [] });
}

/**
 * POST /v1/auth/verify-email-using-otp with `{}`: mails a 6-digit code to the address awaiting proof, the
 * pending new email if any, else the unverified one (a 422 on `otp` when it is verified already).
 */
export function mailVerificationCode() {
  return api.post('/auth/verify-email-using-otp', {} satisfies VerifyEmailUsingOtpInput, { revalidates: [] });
}

/**
 * POST /v1/auth/verify-email-using-otp with `{otp}`: verifies the address with the mailed code, or swaps a
 * pending new email in (a 422 on `otp` for a wrong or expired one). The answer leaves the profiles out, so
 * the session's user is read again (GET /v1/user).
 */
export async function verifyEmail(body: Required<VerifyEmailUsingOtpInput>): Promise<void> {
  await api.post('/auth/verify-email-using-otp', body, { revalidates: [] });
  await loadIdentity();
}
