import { Button, Card, ConfirmDialog, Input, toast } from '@exceed/design-system';
import { useId, useState } from 'react';
import { createTeachingCalendarFeed, deleteTeachingCalendarFeed } from './workshops-api.ts';

/** The API's words for a refusal, else a plain one: the card says it in place, beside the buttons. */
const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Check your connection and try again.';

/**
 * The coach's teaching calendar (decision 0108): a private address of every session they teach, in every
 * team, with the seats booked, to subscribe to in a calendar app. The API keeps only the address's hash,
 * so it is shown once, after it is made; making another replaces it, and turning it off voids it.
 */
export function TeachingCalendarCard() {
  const titleId = useId();
  const [url, setUrl] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const make = async () => {
    setMaking(true);
    setError(null);
    try {
      const answer = await createTeachingCalendarFeed();
      setUrl(answer.data.url);
      toast({
        title: 'Teaching calendar address ready',
        description: 'Copy it into your calendar app.',
        variant: 'success',
      });
    } catch (failure) {
      setError(`No address was made. ${reasonOf(failure)}`);
    } finally {
      setMaking(false);
    }
  };
  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast({ title: 'Address copied', description: 'Paste it into your calendar app.', variant: 'success' });
    } catch {
      setError('The address could not be copied: select it and copy it yourself.');
    }
  };
  const turnOff = async () => {
    await deleteTeachingCalendarFeed();
    setUrl(null);
    setError(null);
    toast({ title: 'Teaching calendar turned off', variant: 'success' });
  };

  return (
    <Card asChild>
      <section aria-labelledby={titleId}>
        <Card.Header>
          <Card.Title as="h2" id={titleId}>
            Teaching calendar
          </Card.Title>
          <Card.Description>
            A private address of every session you teach, in every team, with the seats booked of each, to
            subscribe to in your calendar app. Anyone with the address can read it: keep it to yourself.
          </Card.Description>
        </Card.Header>
        <Card.Content className="coach-form">
          {url ? (
            <Input
              label="Your teaching calendar address"
              description="Shown once. Making a new one turns this one off."
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
            />
          ) : null}
          {error ? (
            <p role="alert" className="coach-error">
              {error}
            </p>
          ) : null}
          <div className="coach-row-actions coach-schedule__actions">
            {url ? (
              <Button variant="outline" onClick={() => void copy(url)}>
                Copy address
              </Button>
            ) : null}
            <Button className="coach-button--wraps" loading={making} onClick={() => void make()}>
              {url ? 'Replace the address' : 'Make my teaching calendar address'}
            </Button>
            <Button variant="ghost" disabled={making} onClick={() => setConfirmingOff(true)}>
              Turn off
            </Button>
          </div>
        </Card.Content>
        <ConfirmDialog
          open={confirmingOff}
          onOpenChange={setConfirmingOff}
          title="Turn off the teaching calendar?"
          description="Calendar apps subscribed to its address stop getting your sessions. You can make a new address at any time."
          confirmLabel="Turn off"
          onConfirm={turnOff}
        />
      </section>
    </Card>
  );
}
