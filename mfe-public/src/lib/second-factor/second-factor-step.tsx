import { bodyCheck, SECOND_FACTOR_MESSAGES, secondFactorSchema } from '@exceed/contract';
import { Button, Form, Input, OtpInput, useForm } from '@exceed/design-system';
import type { SecondStep, SessionAnswer } from '@exceed/session';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useId, useState } from 'react';
import { passkeyFailureOf, signInWithPasskey } from './passkey-sign-in.ts';
import { finishSecondStep } from './second-factor-api.ts';

const check = bodyCheck(secondFactorSchema);

export interface SecondFactorStepProps {
  /** How the account may prove it (a passkey only when it has one). */
  methods: SecondStep['methods'];
  /** What the finished sign-in is for (the session keeps it, or a page finishes its own step first). */
  onSignedIn: (answer: SessionAnswer) => unknown;
  /** Back to the first step: the pending step expired or was spoilt by wrong codes. */
  onRestart: () => void;
}

/**
 * The second step of signing in to an account with an authenticator app: the app's 6-digit code, or one
 * of the recovery codes saved when it was set up. The first step's proof waits in an httpOnly cookie for
 * ten minutes.
 */
export function SecondFactorStep({ methods, onSignedIn, onRestart }: SecondFactorStepProps) {
  const [method, setMethod] = useState<'code' | 'recoveryCode'>('code');
  const [passkeyFailure, setPasskeyFailure] = useState<string | null>(null);
  const [usingPasskey, setUsingPasskey] = useState(false);
  const headingId = useId();
  const passkey = methods.includes('passkey') && browserSupportsWebAuthn();
  // A passkey is two factors by itself: it signs in afresh, and the pending step is simply left to expire.
  const signInByPasskey = async () => {
    setUsingPasskey(true);
    setPasskeyFailure(null);
    try {
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      setPasskeyFailure(passkeyFailureOf(error));
    } finally {
      setUsingPasskey(false);
    }
  };
  const form = useForm({
    initialValues: { code: '', recoveryCode: '' },
    validate: (values) =>
      check(method === 'code' ? { code: values.code } : { recoveryCode: values.recoveryCode }),
    onSubmit: async (values) => {
      const body = method === 'code' ? { code: values.code } : { recoveryCode: values.recoveryCode };
      await onSignedIn(await finishSecondStep(body));
    },
  });
  const expired = Object.values(form.errors).includes(SECOND_FACTOR_MESSAGES.stepExpired);
  return (
    <Form form={form} className="auth-form" aria-labelledby={headingId}>
      <h2 id={headingId} className="second-factor-title">
        Two-step sign-in
      </h2>
      {method === 'code' ? (
        <>
          <p>Open your authenticator app and enter the 6-digit code it shows for Exceed.</p>
          <OtpInput length={6} label="Authenticator code" {...form.register('code')} />
        </>
      ) : (
        <>
          <p>
            Enter one of the recovery codes you saved when you set up your authenticator app. Each works once.
          </p>
          <Input
            label="Recovery code"
            autoComplete="one-time-code"
            spellCheck={false}
            autoCapitalize="none"
            {...form.register('recoveryCode')}
          />
        </>
      )}
      {expired ? (
        <Button onClick={onRestart}>Sign in again</Button>
      ) : (
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Checking…' : 'Verify'}
        </Button>
      )}
      {passkeyFailure ? <p role="alert">{passkeyFailure}</p> : null}
      <div className="auth-actions">
        {passkey ? (
          <Button variant="ghost" size="sm" loading={usingPasskey} onClick={() => void signInByPasskey()}>
            Use a passkey instead
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            form.reset();
            setMethod(method === 'code' ? 'recoveryCode' : 'code');
          }}
        >
          {method === 'code' ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </Form>
  );
}
