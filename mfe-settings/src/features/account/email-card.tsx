import { bodyCheck, OTP_LENGTH, OTP_LIFETIME_MINUTES, verifyEmailUsingOtpSchema } from '@exceed/contract';
import { Badge, Button, Form, Input, OtpInput, toast, useCountdown, useForm } from '@exceed/design-system';
import { api, type SessionUser } from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { mailVerificationCode, verifyEmail } from './account-api.ts';
import { noProof, type Proof, ProofFields, withProof } from './proof-fields.tsx';
import { UserCard } from './user-card.tsx';

const checkCode = bodyCheck(verifyEmailUsingOtpSchema);

/**
 * The Email card (SPEC §2): only the email is sent (SPEC §7); it is always the primary address, and says
 * when it is verified. An unverified address offers Verify: a code is mailed and the 6-digit box takes it.
 * A new address needs the proof that it is you (ProofFields), then waits as "Pending confirmation" until
 * the code the API mailed to it is typed in the same 6-digit box; the old address stays until then.
 */
export function EmailCard({ user }: { user: SessionUser }) {
  // The address a code was mailed to from this card: its box shows while that is still the address.
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const mailCode = async (email: string) => {
    setSending(true);
    try {
      await mailVerificationCode();
      setCodeSentTo(email);
    } catch (error) {
      api.notifyFailure('The code could not be sent', error);
    } finally {
      setSending(false);
    }
  };
  const verified = user.emailVerifiedAt !== null;
  const pending = user.pendingEmail ?? null;
  return (
    <UserCard<{ email: string } & Proof>
      // A new pending address starts the card over: the field shows the address in use, the proof is gone.
      key={pending ?? ''}
      title="Email"
      description="Where we send sign-in codes, booking confirmations and invoices."
      initialValues={{ email: user.email, ...noProof }}
      toBody={withProof}
      badges={
        <span className="settings-badges">
          {verified ? <Badge variant="success">Verified</Badge> : null}
          <Badge variant="primary">Primary</Badge>
        </span>
      }
      notice={
        pending ? (
          <div className="settings-verify">
            <p>
              Pending confirmation: <strong>{pending}</strong>. Until you confirm it, you keep signing in with{' '}
              {user.email}.
            </p>
            {/* The API mailed the new address its code when it was saved. */}
            <VerificationCodeForm email={pending} onResend={() => mailCode(pending)} />
          </div>
        ) : verified ? null : (
          <div className="settings-verify">
            {codeSentTo === user.email ? (
              <VerificationCodeForm email={user.email} onResend={() => mailCode(user.email)} />
            ) : (
              <>
                <p>This address is not verified yet: we mail you a code to prove it is yours.</p>
                <Button
                  variant="outline"
                  size="sm"
                  loading={sending}
                  onClick={() => void mailCode(user.email)}
                >
                  Verify
                </Button>
              </>
            )}
          </div>
        )
      }
    >
      {(form) => (
        <>
          <Input label="Email" type="email" autoComplete="email" {...form.register('email')} />
          {form.values.email.trim().toLowerCase() !== user.email ? (
            <ProofFields form={form} email={user.email} hasPassword={user.hasPassword} />
          ) : null}
        </>
      )}
    </UserCard>
  );
}

/** The mailed code's box (focused as it appears, the next thing to do), its resend and the verification. */
function VerificationCodeForm({ email, onResend }: { email: string; onResend: () => Promise<void> }) {
  const countdown = useCountdown();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  const form = useForm({
    initialValues: { otp: '' },
    validate: checkCode,
    onSubmit: async ({ otp }) => {
      await verifyEmail({ otp });
      toast({ title: 'Email Verified', description: `${email} is verified.`, variant: 'success' });
    },
  });
  return (
    <Form form={form} className="settings-verify__form" aria-label="Verification code">
      <p role="status">
        We sent a 6-digit code to <strong>{email}</strong>. It expires in {OTP_LIFETIME_MINUTES} minutes.
      </p>
      <OtpInput ref={box} length={OTP_LENGTH} {...form.register('otp')} />
      <div className="settings-verify__actions">
        <Button type="submit" size="sm" loading={form.submitting}>
          {form.submitting ? 'Verifying…' : 'Verify'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={countdown.left > 0}
          onClick={() => {
            countdown.restart();
            void onResend();
          }}
        >
          {countdown.left > 0 ? `Resend code in ${countdown.left} s` : 'Resend code'}
        </Button>
      </div>
    </Form>
  );
}
