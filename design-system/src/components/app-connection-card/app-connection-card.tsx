import { type ReactNode, useId, useState } from 'react';
import { formatDay } from '../../format/dates.ts';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { Card } from '../card/index.ts';
import { Dialog } from '../dialog/dialog.tsx';
import { EmptyState } from '../empty-state/empty-state.tsx';
import { Skeleton } from '../skeleton/skeleton.tsx';

/** Whether an account is connected to an app, as the API answers it. */
export interface AppConnection {
  connected: boolean;
  /** When it was connected (ISO instant), if known. */
  connectedAt?: string | null;
}

export interface AppConnectionCardProps {
  /** The app's name as its makers write it, e.g. "multiplai"; every text of the card is built from it. */
  name: string;
  /** The connection; undefined while it loads (a skeleton shows). */
  connection?: AppConnection;
  /** The site has no connection to this app at all (the API answered 404): says so instead. */
  unavailable?: boolean;
  /** Where the browser goes to connect (a full page load: the app's sign-in, then back). */
  connectHref: string;
  /**
   * Disconnects, after the user confirmed in a dialog. The dialog closes when the promise resolves and
   * stays open (to try again) when it rejects; saying what happened is the caller's.
   */
  onDisconnect: () => Promise<unknown>;
  /** The heading level of the card's title (and of the unavailable state's); `h2` by default. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /**
   * Why the last attempt to connect failed (the page the app sent back to says so, e.g. from
   * `?error=`): shown in the card as an alert, above the Connect button to try again.
   */
  error?: ReactNode;
  /** Something more under the card's description. */
  children?: ReactNode;
}

/**
 * An account's connection to an outside app: a Connected or Not connected badge, since when, a link to
 * connect and a Disconnect button that asks first. Props in, callbacks out: the caller reads and writes.
 */
export function AppConnectionCard({
  name,
  connection,
  unavailable = false,
  connectHref,
  onDisconnect,
  titleAs = 'h2',
  error,
  children,
}: AppConnectionCardProps) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (unavailable) {
    return (
      <EmptyState
        titleAs={titleAs}
        title={`${name} is not available`}
        description={`This site is not connected to ${name} yet. Ask your administrator to set it up.`}
      />
    );
  }
  if (!connection) {
    return (
      <div role="status" aria-label={`Loading your ${name} connection`}>
        <Skeleton shape="rect" height="8rem" />
      </div>
    );
  }

  const disconnect = async () => {
    setBusy(true);
    try {
      await onDisconnect();
      setConfirming(false);
    } catch {
      // The caller said what went wrong; the dialog stays open to try again.
    } finally {
      setBusy(false);
    }
  };
  const { connected, connectedAt } = connection;
  return (
    <Card asChild>
      <section aria-labelledby={titleId} className="ex-app-connection">
        <Card.Header>
          <Card.Title as={titleAs} id={titleId} className="ex-app-connection__title">
            Connection {connected ? <Badge variant="success">Connected</Badge> : <Badge>Not connected</Badge>}
          </Card.Title>
          <Card.Description>
            {connected
              ? `Connected${connectedAt ? ` on ${formatDay(connectedAt)}` : ''}.`
              : `Sign in to ${name} to connect your account.`}
          </Card.Description>
          {error ? (
            <p role="alert" className="ex-app-connection__error">
              {error}
            </p>
          ) : null}
          {children}
        </Card.Header>
        <Card.Footer>
          {connected ? (
            <Dialog
              open={confirming}
              onOpenChange={setConfirming}
              size="sm"
              title={`Disconnect ${name}?`}
              description={`Exceed stops using your ${name} account. You can connect it again later.`}
              trigger={<Button variant="outline">Disconnect</Button>}
              footer={
                <>
                  <Button variant="outline" onClick={() => setConfirming(false)}>
                    Stay connected
                  </Button>
                  <Button variant="destructive" loading={busy} onClick={() => void disconnect()}>
                    Disconnect
                  </Button>
                </>
              }
            />
          ) : (
            <Button asChild>
              <a href={connectHref}>Connect {name}</a>
            </Button>
          )}
        </Card.Footer>
      </section>
    </Card>
  );
}
