import { OTP_LENGTH } from '@exceed/contract';
import { Button, Form, OtpInput, useCountdown, useForm } from '@exceed/design-system';
import { completeSignIn, type SecondStep, type SessionAnswer, secondStepOf } from '@exceed/session';
import { useState } from 'react';
import { SecondFactorStep } from '../second-factor/second-factor-step.tsx';
import type { CodeRoute } from './code-route.ts';

export interface OtpStepProps<D extends { email: string }> {
  /** The route that mailed the code and now takes it back, with its contract check. */
  route: CodeRoute<D>;
  /** What was sent to ask for the code; sent again with `otp` to sign in. */
  details: D;
  /** Back to the first step (a mistyped email). */
  onBack: () => void;
  /**
   * What the sign-in's answer is for; by default the session keeps it (completeSignIn). A page that must
   * finish its own step first, while the new session's cookie is set but before the shell reacts to the
   * identity (a pending user is sent to onboarding), does that and then calls completeSignIn itself.
   */
  onSignedIn?: (answer: SessionAnswer) => unknown;
}

/**
 * The second step of signing in or registering by code: the 6-digit code mailed to `details.email`,
 * a resend with a countdown, and the sign-in itself, with its second step for an account that has an
 * authenticator app. On a guest-only page the shell's guard then lands
 * the user (SPEC §2: saved redirect, else /c or /b); elsewhere the page stays, signed in.
 */
export function OtpStep<D extends { email: string }>({
  route,
  details,
  onBack,
  onSignedIn = completeSignIn,
}: OtpStepProps<D>) {
  const countdown = useCountdown();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const form = useForm({
    initialValues: { otp: '' },
    // The whole body through the route's schema: "Please enter a valid 6-OTP code" comes from the contract.
    validate: ({ otp }) => route.check({ ...details, otp }),
    onSubmit: async ({ otp }) => {
      const answer = await route.signIn({ ...details, otp });
      const step = secondStepOf(answer);
      if (step) setSecondStep(step);
      else await onSignedIn(answer as SessionAnswer);
    },
  });
  if (secondStep) {
    return <SecondFactorStep methods={secondStep.methods} onSignedIn={onSignedIn} onRestart={onBack} />;
  }
  const resend = async () => {
    countdown.restart();
    await route.mailCode(details).catch(() => undefined);
  };
  return (
    <Form form={form} className="auth-form" aria-label="Enter your code">
      <p role="status">
        We sent a 6-digit code to <strong>{details.email}</strong>. It expires in 10 minutes.
      </p>
      <OtpInput length={OTP_LENGTH} {...form.register('otp')} />
      <Button type="submit" loading={form.submitting}>
        {form.submitting ? 'Checking…' : 'Continue'}
      </Button>
      <div className="auth-actions">
        <Button variant="ghost" size="sm" disabled={countdown.left > 0} onClick={() => void resend()}>
          {countdown.left > 0 ? `Resend code in ${countdown.left} s` : 'Resend code'}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          Use another email
        </Button>
      </div>
    </Form>
  );
}
