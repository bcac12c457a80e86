import { Spinner } from '@exceed/design-system';
import {
  ApiError,
  completeSignIn,
  type SecondStep,
  type SessionAnswer,
  type SignInAnswer,
  secondStepOf,
} from '@exceed/session';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOGIN } from '../../lib/code-sign-in/code-route.ts';
import { EmailStep } from '../../lib/code-sign-in/email-step.tsx';
import { OtpStep } from '../../lib/code-sign-in/otp-step.tsx';
import { PageFrame } from '../../lib/page-frame.tsx';
import { SecondFactorStep } from '../../lib/second-factor/second-factor-step.tsx';
import { verifySignInToken } from './auth-api.ts';
import { EXTERNAL_SIGN_IN_ERRORS, ExternalSignIn } from './external-sign-in.tsx';
import { PasskeyButton } from './passkey-button.tsx';
import '../../lib/code-sign-in/code-sign-in.css';
import './auth.css';

/**
 * A mailed link's token is single use: one request per token, however often the page renders (React's
 * development mode runs effects twice).
 */
const verifications = new Map<string, Promise<SignInAnswer>>();

function verify(token: string): Promise<SignInAnswer> {
  let pending = verifications.get(token);
  if (!pending) {
    pending = verifySignInToken(token);
    verifications.set(token, pending);
  }
  return pending;
}

/**
 * /login: sign in with a one-time code mailed to you, or land from a mailed link (/login?token=…). An
 * account with an authenticator app then takes the second step here (an external provider's sign-in
 * lands on /login?step=second-factor for it). Either way the shell's guest-only guard then sends the user
 * on by SPEC §2's landing rule.
 */
export default function LoginPage() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token');
  // A provider's sign-in lands here owing the step; which methods the account has is not said then.
  const [secondStep, setSecondStep] = useState<SecondStep['methods'] | null>(
    params.get('step') === 'second-factor' ? ['authenticator-app', 'recovery-code', 'passkey'] : null,
  );
  const error = params.get('error');
  const refused = error ? (EXTERNAL_SIGN_IN_ERRORS[error] ?? EXTERNAL_SIGN_IN_ERRORS.oidc) : null;
  const [failure, setFailure] = useState<string | null>(null);
  const [email, setEmail] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let current = true;
    verify(token).then(
      (answer) => {
        const step = secondStepOf(answer);
        if (!step) completeSignIn(answer as SessionAnswer);
        else if (current) setSecondStep(step.methods);
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(
          error instanceof ApiError
            ? (error.errors.token?.[0] ?? error.message)
            : 'The link could not be checked. Try again.',
        );
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (secondStep) {
    const restart = () => {
      setSecondStep(null);
      setEmail(null);
      const redirect = params.get('redirect');
      setParams(redirect ? { redirect } : {}, { replace: true });
    };
    return (
      <PageFrame title="Log in">
        <SecondFactorStep methods={secondStep} onSignedIn={completeSignIn} onRestart={restart} />
      </PageFrame>
    );
  }
  if (token && !failure) {
    return (
      <PageFrame title="Log in">
        <p role="status">
          <Spinner size="sm" label={null} /> Signing you in…
        </p>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Log in">
      {failure ? <p role="alert">{failure}</p> : null}
      {refused ? <p role="alert">{refused}</p> : null}
      {email ? (
        <OtpStep route={LOGIN} details={{ email }} onBack={() => setEmail(null)} />
      ) : (
        <>
          <EmailStep onSent={setEmail} />
          <PasskeyButton />
          <ExternalSignIn redirect={params.get('redirect')} />
        </>
      )}
      <p className="auth-switch">
        New to Exceed?{' '}
        <Link to={{ pathname: '/register', search: params.toString() }}>Create an account</Link>
      </p>
    </PageFrame>
  );
}
