import { NOTIFICATION_KINDS, type UnsubscribeResource } from '@exceed/contract';
import { Button, Card, EmptyState, LoadError, Skeleton } from '@exceed/design-system';
import { statusOf } from '@exceed/session';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageFrame } from '../../lib/page-frame.tsx';
import { unsubscribe, useUnsubscribe } from './unsubscribe-api.ts';
import './unsubscribe.css';

/** Asks before turning the mail off; once off (now or before), says so and where the choice lives. */
function Choice({
  token,
  link,
  reread,
}: {
  token: string;
  link: UnsubscribeResource;
  /** Reads the link again: a 404 on the POST means it went bad meanwhile, which the page then says. */
  reread: () => unknown;
}) {
  const [answer, setAnswer] = useState<UnsubscribeResource | null>(null);
  const [pending, setPending] = useState(false);
  const shown = answer ?? link;
  const { label, description } = NOTIFICATION_KINDS[shown.kind];
  const stop = async () => {
    setPending(true);
    try {
      setAnswer((await unsubscribe(token)).data);
    } catch (error) {
      // Any other failure the client has already toasted; the question stays to try again.
      if (statusOf(error) === 404) reread();
    } finally {
      setPending(false);
    }
  };
  if (!shown.mail) {
    return (
      <Card asChild>
        <section role="status" aria-labelledby="unsubscribe-done" className="unsubscribe">
          <Card.Header>
            <Card.Title as="h2" id="unsubscribe-done">
              Done: {label} no longer come by mail to <strong>{shown.email}</strong>.
            </Card.Title>
            <Card.Description>
              You still see them in the app's notifications if you chose so. You choose how each kind reaches
              you in <Link to="/b">Settings</Link> (sign in first if needed).
            </Card.Description>
          </Card.Header>
        </section>
      </Card>
    );
  }
  return (
    <Card asChild>
      <section aria-labelledby="unsubscribe-question" className="unsubscribe">
        <Card.Header>
          <Card.Title as="h2" id="unsubscribe-question">
            Stop {label.toLowerCase()} by mail?
          </Card.Title>
          <Card.Description>{description}</Card.Description>
        </Card.Header>
        <Card.Content className="unsubscribe">
          <p>
            These mails go to <strong>{shown.email}</strong>.
          </p>
          <div>
            <Button loading={pending} onClick={() => void stop()}>
              Stop these mails
            </Button>
          </div>
        </Card.Content>
      </section>
    </Card>
  );
}

/**
 * /unsubscribe/{token} (auth layout; nobody signs in): the page a mail's unsubscribe link opens. The token
 * says whose mail of which kind; the page asks once, then says the mail is off and that the bell follows
 * the person's own choice. A link the API does not know says so.
 */
export default function UnsubscribePage() {
  const { token = '' } = useParams();
  const { data, error, mutate } = useUnsubscribe(token);
  return (
    <PageFrame title="Unsubscribe">
      {statusOf(error) === 404 ? (
        <EmptyState
          role="status"
          title="This link is not valid (anymore)."
          description="Open the link of a newer mail, or choose which mails you get in Settings once signed in."
        />
      ) : error ? (
        <LoadError what="this link" error={error} retry={() => mutate()} />
      ) : data ? (
        <Choice token={token} link={data.data} reread={() => mutate()} />
      ) : (
        <div role="status" aria-label="Loading the link">
          <Skeleton shape="rect" height="8rem" />
        </div>
      )}
    </PageFrame>
  );
}
