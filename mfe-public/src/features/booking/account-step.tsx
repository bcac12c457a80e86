import { Button } from '@exceed/design-system';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOGIN } from '../../lib/code-sign-in/code-route.ts';
import { EmailStep } from '../../lib/code-sign-in/email-step.tsx';
import { OtpStep } from '../../lib/code-sign-in/otp-step.tsx';
import '../../lib/code-sign-in/code-sign-in.css';

export interface AccountStepProps {
  /** What signing in is for: "Sign in to book", "Sign in to claim your seats". */
  title: string;
  /** This page, where registering comes back to after onboarding. */
  bookingPath: string;
  /** Before leaving for /register: the draft is saved and onboarding told where to come back to. */
  onRegister: () => void;
  /** Back to the form before signing in; none where there is nothing to go back to. */
  onBack?: () => void;
}

/**
 * A guest signs in on the way, by a code mailed to them, without leaving the page: the details they
 * entered stay, and the booking goes on as soon as they are signed in. Someone new registers (and
 * onboards, as SPEC §2 holds every new account to) and comes back here.
 */
export function AccountStep({ title, bookingPath, onRegister, onBack }: AccountStepProps) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <section className="booking-account" aria-labelledby="booking-account-title">
      <h2 id="booking-account-title">{title}</h2>
      {email ? (
        <OtpStep route={LOGIN} details={{ email }} onBack={() => setEmail(null)} />
      ) : (
        <EmailStep onSent={setEmail} />
      )}
      <p className="auth-switch">
        New to Exceed?{' '}
        <Link
          to={{ pathname: '/register', search: `?redirect=${encodeURIComponent(bookingPath)}` }}
          onClick={onRegister}
        >
          Create an account
        </Link>
      </p>
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack}>
          Back to your details
        </Button>
      ) : null}
    </section>
  );
}
