import { OTP_LENGTH, OTP_LIFETIME_MINUTES } from '@exceed/contract';
import { Button, type FormApi, Input, OtpInput } from '@exceed/design-system';
import { api } from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { mailConfirmChangeCode } from './account-api.ts';

/** The proof fields of a card's values: the body sends them only when filled in (see `withProof`). */
export interface Proof {
  currentPassword: string;
  otp: string;
}

export const noProof: Proof = { currentPassword: '', otp: '' };

/** A card's body with its proof fields left out while empty, so an unused one is neither sent nor checked. */
export function withProof<T extends Proof>({ currentPassword, otp, ...rest }: T) {
  return { ...rest, ...(currentPassword ? { currentPassword } : {}), ...(otp ? { otp } : {}) };
}

/**
 * "Confirm it is you" (docs/decisions/0046-re-authentication.md): before an email or password change, the
 * current password, or a code mailed to the current address, typed in the 6-digit box that replaces the
 * password field and takes focus. An account without a password is offered the code alone. The API's 422
 * shows on whichever field it names.
 */
export function ProofFields<T extends Proof>({
  form,
  email,
  hasPassword,
}: {
  form: FormApi<T>;
  email: string;
  hasPassword: boolean;
}) {
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (codeSent) box.current?.focus();
  }, [codeSent]);
  const sendCode = async () => {
    setSending(true);
    try {
      await mailConfirmChangeCode();
      form.setValue('currentPassword', '');
      setCodeSent(true);
    } catch (error) {
      api.notifyFailure('The code could not be sent', error);
    } finally {
      setSending(false);
    }
  };
  return (
    <fieldset className="settings-proof">
      <legend>Confirm it is you</legend>
      {codeSent ? (
        <>
          <p role="status">
            We sent a 6-digit code to <strong>{email}</strong>. It expires in {OTP_LIFETIME_MINUTES} minutes.
          </p>
          <OtpInput ref={box} length={OTP_LENGTH} label="Code sent to your email" {...form.register('otp')} />
        </>
      ) : hasPassword ? (
        <>
          <Input
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
          <p className="settings-proof__or">
            No password, or forgot it?{' '}
            <Button variant="ghost" size="sm" loading={sending} onClick={() => void sendCode()}>
              Send a code to {email}
            </Button>
          </p>
        </>
      ) : (
        <p className="settings-proof__or">
          <Button variant="outline" size="sm" loading={sending} onClick={() => void sendCode()}>
            Send a code to {email}
          </Button>
        </p>
      )}
    </fieldset>
  );
}
