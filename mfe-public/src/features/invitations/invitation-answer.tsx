import { type BookingAnswersInput, checkBookingAnswers, type InvitationResource } from '@exceed/contract';
import { Button, ConfirmDialog } from '@exceed/design-system';
import { ApiError, useSession } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import { QuestionFields } from '../../lib/booking-questions/question-fields.tsx';
import { InvitationAcceptance } from '../../lib/invitation-acceptance/invitation-acceptance.tsx';
import { inviterOf, MY_BOOKINGS_PATH } from './invitation-standing.ts';
import { acceptInvitation, declineInvitation } from './invitations-api.ts';

export interface InvitationAnswerProps {
  token: string;
  invitation: InvitationResource;
}

/**
 * Accept or Decline an open seat invitation (the acceptance, with its sign-in, is InvitationAcceptance's).
 * Accepted, the page reads the invitation again and shows the seat accepted; a new account finds it in
 * its bookings once onboarded. Declining asks first. The workshop's questions for each attendee are asked
 * above, checked by the contract's rule before sending and by the API's after, each message on its field.
 */
export function InvitationAnswer({ token, invitation }: InvitationAnswerProps) {
  const user = useSession((s) => s.user);
  const [declining, setDeclining] = useState(false);
  const [answers, setAnswers] = useState<BookingAnswersInput>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const inviter = inviterOf(invitation);
  const invited = invitation.seat.email;
  const { questions } = invitation;
  const accept = async () => {
    if (questions.length === 0) return acceptInvitation(token);
    const checked = checkBookingAnswers(questions, answers, 'attendee').errors;
    setErrors(checked);
    if (Object.keys(checked).length > 0) throw new ApiError(422, 'Please check your answers.', checked);
    try {
      return await acceptInvitation(token, answers);
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.errors);
      throw failure;
    }
  };
  return (
    <InvitationAcceptance
      invitedEmail={invited}
      accept={accept}
      fields={
        questions.length > 0 ? (
          <QuestionFields
            questions={questions}
            answers={answers}
            onChange={(id, value) => setAnswers((before) => ({ ...before, [id]: value }))}
            errors={Object.fromEntries(Object.entries(errors).map(([field, [first]]) => [field, first]))}
          />
        ) : null
      }
      acceptedPath={MY_BOOKINGS_PATH}
      texts={{
        accept: 'Accept',
        accepting: 'Accepting…',
        note: user ? (
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
        ),
        signInTitle: 'Sign in to accept',
        signInPrompt: (
          <>
            {invited ? (
              <>
                <strong>{invited}</strong> already has an Exceed account.
              </>
            ) : (
              'This seat is for an Exceed account.'
            )}{' '}
            Sign in with a code sent by email, and the seat is yours.
          </>
        ),
      }}
      otherAnswers={({ accepting, send }) => (
        <>
          <Button variant="outline" disabled={accepting} onClick={() => setDeclining(true)}>
            Decline
          </Button>
          <ConfirmDialog
            open={declining}
            onOpenChange={setDeclining}
            title="Decline this seat?"
            description={`${inviter} can then give it to someone else. To change your mind later, ask them to send the invitation again.`}
            confirmLabel="Decline seat"
            cancelLabel="Keep the invitation"
            onConfirm={() => send(() => declineInvitation(token))}
          />
        </>
      )}
    >
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
    </InvitationAcceptance>
  );
}
