import type { TeamInvitationLinkResource } from '@exceed/contract';
import { Button } from '@exceed/design-system';
import {
  ApiError,
  completeSignIn,
  isPending,
  type SignInAnswer,
  teamPath,
  useSession,
} from '@exceed/session';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGIN } from '../../lib/code-sign-in/code-route.ts';
import { EmailStep } from '../../lib/code-sign-in/email-step.tsx';
import { OtpStep } from '../../lib/code-sign-in/otp-step.tsx';
import { resumeAfterOnboarding } from '../../lib/resume-after-onboarding.ts';
import { refusalOf } from './team-invitation-notice.ts';
import { acceptTeamInvitation } from './team-invitations-api.ts';
import '../../lib/code-sign-in/code-sign-in.css';
import '../../lib/failure-note.css';

export interface TeamInvitationJoinProps {
  token: string;
  invitation: TeamInvitationLinkResource;
}

/**
 * Join the team of an open invitation. Signed in (with the invited email), joining is one click. A guest
 * joins by the link alone when the invited address has no account (the API signs them up: the mail proved
 * the address); when it has one, the API asks for a sign-in, which happens here by a mailed code with that
 * address filled in, and the person joins as soon as the code signs them in. Then the team's members page.
 */
export function TeamInvitationJoin({ token, invitation }: TeamInvitationJoinProps) {
  const user = useSession((s) => s.user);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [signIn, setSignIn] = useState<'email' | { email: string } | null>(null);
  const signInHeading = useRef<HTMLHeadingElement>(null);
  const signingIn = signIn !== null;
  useEffect(() => {
    if (signingIn) signInHeading.current?.focus();
  }, [signingIn]);
  const teamHome = teamPath(invitation.team.slug, 'members');

  // A new account (pending) goes through onboarding first, as SPEC §2 holds it to, then to the team.
  const enter = (answer?: SignInAnswer) => {
    if (answer && isPending(completeSignIn(answer))) resumeAfterOnboarding(teamHome);
    else navigate(teamHome);
  };

  const join = async () => {
    setFailure(null);
    setJoining(true);
    try {
      const { data } = await acceptTeamInvitation(token);
      enter(data.user ? { data: data.user } : undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setSignIn('email');
      else setFailure(refusalOf(error));
    } finally {
      setJoining(false);
    }
  };

  // The code's sign-in set the session cookie: join with it before the shell hears of the new identity.
  const joinOnSignIn = async (answer: SignInAnswer) => {
    try {
      await acceptTeamInvitation(token);
      completeSignIn(answer);
      navigate(teamHome);
    } catch (error) {
      setFailure(refusalOf(error));
      setSignIn(null);
      completeSignIn(answer);
    }
  };

  if (signIn) {
    return (
      <section className="team-invitation" aria-labelledby="team-invitation-sign-in">
        <h2 id="team-invitation-sign-in" ref={signInHeading} tabIndex={-1}>
          Sign in to join
        </h2>
        {failure ? (
          <p role="alert" className="failure-note">
            {failure}
          </p>
        ) : null}
        {signIn === 'email' ? (
          <>
            <p>
              <strong>{invitation.email}</strong> already has an Exceed account. Sign in with a code sent by
              email, and you join the team.
            </p>
            <EmailStep initialEmail={invitation.email} onSent={(email) => setSignIn({ email })} />
          </>
        ) : (
          <OtpStep
            route={LOGIN}
            details={signIn}
            onBack={() => setSignIn('email')}
            onSignedIn={joinOnSignIn}
          />
        )}
        <Button variant="ghost" size="sm" onClick={() => setSignIn(null)}>
          Back to the invitation
        </Button>
      </section>
    );
  }

  return (
    <section className="team-invitation" aria-label="Your answer">
      {failure ? (
        <p role="alert" className="failure-note">
          {failure}
        </p>
      ) : null}
      <p className="team-invitation-muted">
        {user ? (
          <>
            You are signed in as <strong>{user.email}</strong>.
          </>
        ) : (
          <>
            Joining signs you in as <strong>{invitation.email}</strong>, making your Exceed account if you
            have none yet.
          </>
        )}
      </p>
      <div>
        <Button loading={joining} onClick={() => void join()}>
          {joining ? 'Joining…' : `Join ${invitation.team.name}`}
        </Button>
      </div>
    </section>
  );
}
