import { Button } from '@exceed/design-system';
import { ApiError, completeSignIn, isPending, type SessionAnswer, type SessionUser } from '@exceed/session';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LOGIN } from '../code-sign-in/code-route.ts';
import { EmailStep } from '../code-sign-in/email-step.tsx';
import { OtpStep } from '../code-sign-in/otp-step.tsx';
import { resumeAfterOnboarding } from '../resume-after-onboarding.ts';
import { refusalOf } from './answer-refusal.ts';
import '../code-sign-in/code-sign-in.css';
import '../failure-note.css';
import './invitation-acceptance.css';

/** What an invitation's answer says, in its own feature's words. */
export interface AcceptanceTexts {
  /** The Accept button ("Accept", "Join Acme"). */
  accept: string;
  /** The Accept button while the acceptance is sent ("Accepting…"). */
  accepting: string;
  /** Above the answers: which account accepting gives the invitation to, or as whom it signs in. */
  note: ReactNode;
  /** The heading of the sign-in an address with an account goes through first ("Sign in to accept"). */
  signInTitle: string;
  /** Above the sign-in's email step: why it is asked, and what signing in gets. */
  signInPrompt: ReactNode;
}

/** What another answer beside Accept (a Decline) is given. */
export interface OtherAnswerProps {
  /** Whether the acceptance is being sent. */
  accepting: boolean;
  /** Sends that answer; its refusal shows where Accept's does. */
  send: (answer: () => Promise<unknown>) => Promise<void>;
}

export interface InvitationAcceptanceProps {
  texts: AcceptanceTexts;
  /** The invited address, filled into the sign-in (none: the person types theirs). */
  invitedEmail: string | null;
  /**
   * Sends the acceptance, quiet: a 401 means the invited address has an account, which signs in here
   * first. Answers the account the API made for an address that had none, if it did.
   */
  accept: () => Promise<{ data: { user?: SessionUser } }>;
  /** Where the accepted invitation shows: a new account (pending) is sent there once onboarded. */
  acceptedPath: string;
  /** Once accepted by an account that needs no onboarding first (the team's page opens; a seat stays). */
  onAccepted?: () => void;
  /** The other answers, beside Accept. */
  otherAnswers?: (props: OtherAnswerProps) => ReactNode;
  /** What accepting asks first (a seat's questions for each attendee), above the note. */
  fields?: ReactNode;
  /** Below the answers. */
  children?: ReactNode;
}

/**
 * Accepting an invitation (a seat, a team). Signed in, accepting gives it to this account. A guest accepts
 * by the link alone when the invited address has no account (the API signs them up: the mail proved the
 * address); when it has one, the API asks for a sign-in, which happens here by a mailed code with that
 * address filled in, and the invitation is accepted as soon as the code signs them in. A new account
 * (pending) goes through onboarding first, as SPEC §2 holds it to, and then to `acceptedPath`.
 */
export function InvitationAcceptance({
  texts,
  invitedEmail,
  accept,
  acceptedPath,
  onAccepted,
  otherAnswers,
  fields,
  children,
}: InvitationAcceptanceProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [signIn, setSignIn] = useState<'email' | { email: string } | null>(null);
  const signInTitleId = useId();
  // The Accept button that opened the sign-in is gone: keyboard and screen-reader users land on its heading.
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const signingIn = signIn !== null;
  useEffect(() => {
    if (signingIn) signInHeading.current?.focus();
  }, [signingIn]);

  /** Keeps the sign-in the acceptance came with, if any, and goes where the invitation shows. */
  const accepted = (answer?: SessionAnswer) => {
    const user = answer ? completeSignIn(answer) : null;
    if (user && isPending(user)) resumeAfterOnboarding(acceptedPath);
    else onAccepted?.();
  };

  const acceptNow = async () => {
    setFailure(null);
    setAccepting(true);
    try {
      const { data } = await accept();
      accepted(data.user ? { data: data.user } : undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSignIn('email');
      else setFailure(refusalOf(error));
    } finally {
      setAccepting(false);
    }
  };

  // The code's sign-in set the session cookie: accept with it before the shell hears of the new identity
  // (it sends a pending user to onboarding at once), then keep the sign-in whatever the answer.
  const acceptOnSignIn = async (answer: SessionAnswer) => {
    try {
      await accept();
    } catch (error) {
      setFailure(refusalOf(error));
      setSignIn(null);
      completeSignIn(answer);
      return;
    }
    setSignIn(null);
    accepted(answer);
  };

  const send = async (answer: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await answer();
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };

  const failureNote = failure ? (
    <p role="alert" className="failure-note">
      {failure}
    </p>
  ) : null;

  if (signIn) {
    return (
      <section className="invitation-acceptance" aria-labelledby={signInTitleId}>
        <h2 id={signInTitleId} ref={signInHeading} tabIndex={-1}>
          {texts.signInTitle}
        </h2>
        {failureNote}
        {signIn === 'email' ? (
          <>
            <p>{texts.signInPrompt}</p>
            <EmailStep initialEmail={invitedEmail ?? ''} onSent={(email) => setSignIn({ email })} />
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
    <section className="invitation-acceptance" aria-label="Your answer">
      {failureNote}
      {fields}
      <p className="invitation-acceptance__note">{texts.note}</p>
      <div className="invitation-acceptance__answers">
        <Button loading={accepting} onClick={() => void acceptNow()}>
          {accepting ? texts.accepting : texts.accept}
        </Button>
        {otherAnswers?.({ accepting, send })}
      </div>
      {children}
    </section>
  );
}
