import type { InvitationResource } from '@exceed/contract';
import { Button, ConfirmDialog } from '@exceed/design-system';
import { ApiError, completeSignIn, isPending, type SignInAnswer, useSession } from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LOGIN } from '../../lib/code-sign-in/code-route.ts';
import { EmailStep } from '../../lib/code-sign-in/email-step.tsx';
import { OtpStep } from '../../lib/code-sign-in/otp-step.tsx';
import { resumeAfterOnboarding } from '../../lib/resume-after-onboarding.ts';
import { inviterOf, MY_BOOKINGS_PATH, refusalOf } from './invitation-standing.ts';
import { acceptInvitation, declineInvitation } from './invitations-api.ts';
import '../../lib/code-sign-in/code-sign-in.css';
import '../../lib/failure-note.css';

/**
 * The session keeps the sign-in; a new account (pending) goes through onboarding first, as SPEC §2 holds
 * it to, and then to its bookings, where the seat is.
 */
function keepSignIn(answer: SignInAnswer): void {
  if (isPending(completeSignIn(answer))) resumeAfterOnboarding(MY_BOOKINGS_PATH);
}

export interface InvitationAnswerProps {
  token: string;
  invitation: InvitationResource;
}

/**
 * Accept or Decline an open invitation. Signed in, accepting gives the seat to this account. A guest
 * accepts by the link alone when the invited address has no account (the API signs them up: the mail
 * proved the address); when it has one, the API asks for a sign-in, which happens here by a mailed code
 * with that address filled in, and the seat is accepted as soon as the code signs them in.
 */
export function InvitationAnswer({ token, invitation }: InvitationAnswerProps) {
  const user = useSession((s) => s.user);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [signIn, setSignIn] = useState<'email' | { email: string } | null>(null);
  const inviter = inviterOf(invitation);
  const invited = invitation.seat.email;
  // The Accept button that opened the sign-in is gone: keyboard and screen-reader users land on its heading.
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const signingIn = signIn !== null;
  useEffect(() => {
    if (signingIn) signInHeading.current?.focus();
  }, [signingIn]);

  const accept = async () => {
    setFailure(null);
    setAccepting(true);
    try {
      const { data } = await acceptInvitation(token);
      if (data.user) keepSignIn({ data: data.user });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSignIn('email');
      else setFailure(refusalOf(error));
    } finally {
      setAccepting(false);
    }
  };

  // The code's sign-in set the session cookie: accept with it before the shell hears of the new identity
  // (it sends a pending user to onboarding at once), then keep the sign-in whatever the answer.
  const acceptOnSignIn = async (answer: SignInAnswer) => {
    try {
      await acceptInvitation(token);
    } catch (error) {
      setFailure(refusalOf(error));
    }
    setSignIn(null);
    keepSignIn(answer);
  };

  const decline = async () => {
    setFailure(null);
    try {
      await declineInvitation(token);
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };

  if (signIn) {
    return (
      <section className="invitation-answer" aria-labelledby="invitation-sign-in">
        <h2 id="invitation-sign-in" ref={signInHeading} tabIndex={-1}>
          Sign in to accept
        </h2>
        {failure ? (
          <p role="alert" className="failure-note">
            {failure}
          </p>
        ) : null}
        {signIn === 'email' ? (
          <>
            <p>
              {invited ? (
                <>
                  <strong>{invited}</strong> already has an Exceed account.
                </>
              ) : (
                'This seat is for an Exceed account.'
              )}{' '}
              Sign in with a code sent by email, and the seat is yours.
            </p>
            <EmailStep initialEmail={invited ?? ''} onSent={(email) => setSignIn({ email })} />
          </>
        ) : (
          <OtpStep
            route={LOGIN}
            details={signIn}
            onBack={() => setSignIn('email')}
            onSignedIn={acceptOnSignIn}
          />
        )}
        <Button variant="ghost" size="sm" onClick={() => setSignIn(null)}>
          Back to the invitation
        </Button>
      </section>
    );
  }

  return (
    <section className="invitation-answer" aria-label="Your answer">
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      <p className="invitation-muted">
        {user ? (
          <>
            You are signed in as <strong>{user.email}</strong>: accepting gives the seat to this account.
          </>
        ) : (
          <>
            Accepting signs you in
            {invited ? (
              <>
                {' '}
                as <strong>{invited}</strong>
              </>
            ) : null}
            , making your Exceed account if you have none yet.
          </>
        )}
      </p>
      <div className="invitation-actions">
        <Button loading={accepting} onClick={() => void accept()}>
          {accepting ? 'Accepting…' : 'Accept'}
        </Button>
        <Button variant="outline" disabled={accepting} onClick={() => setDeclining(true)}>
          Decline
        </Button>
      </div>
      {user ? null : (
        <p className="invitation-muted">
          Want the seat on another account?{' '}
          <Link
            to={{ pathname: '/login', search: `?redirect=${encodeURIComponent(`/invitations/${token}`)}` }}
          >
            Log in first
          </Link>
        </p>
      )}
      <ConfirmDialog
        open={declining}
        onOpenChange={setDeclining}
        title="Decline this seat?"
        description={`${inviter} can then give it to someone else. To change your mind later, ask them to send the invitation again.`}
        confirmLabel="Decline seat"
        cancelLabel="Keep the invitation"
        onConfirm={decline}
      />
    </section>
  );
}
