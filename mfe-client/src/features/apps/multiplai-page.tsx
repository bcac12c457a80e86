import type { MultiplaiConnectionResource } from '@exceed/api/contract';
import { Badge, Button, Card, Dialog, EmptyState, Skeleton, toast } from '@exceed/design-system';
import { api, statusOf, useApi } from '@exceed/session';
import { useState } from 'react';
import { Link } from 'react-router';
import type { One } from '../../lib/api-types.ts';
import { day } from '../../lib/dates.ts';
import { toastFailure } from '../../lib/failure-toast.ts';
import { LoadError } from '../../lib/load-error.tsx';
import '../../lib/client.css';

/** Where the browser goes to connect: the API sends it to multiplai and back to /b/apps/multiplai. */
const CONNECT_URL = '/v1/auth/connect/multiplai/redirect?redirect=%2Fb%2Fapps%2Fmultiplai';

/**
 * /b/apps/multiplai: whether my multiplai account is connected (GET /v1/auth/connect/multiplai), connect
 * and disconnect. A deployment without MULTIPLAI_* answers 404: the app is not available there.
 */
export default function MultiplaiPage() {
  const { data, error, mutate } = useApi<One<MultiplaiConnectionResource>>('/auth/connect/multiplai');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const disconnect = async () => {
    setBusy(true);
    try {
      await api.delete('/auth/connect/multiplai');
      setConfirming(false);
      toast({ title: 'multiplai disconnected', variant: 'success' });
    } catch (error) {
      toastFailure('multiplai was not disconnected', error);
    } finally {
      setBusy(false);
    }
  };
  const connection = data?.data;
  return (
    <section aria-labelledby="multiplai-title" className="client-page">
      <Link to="/b/apps" className="client-back">
        ← All apps
      </Link>
      <h1 id="multiplai-title">multiplai</h1>
      {error && statusOf(error) === 404 ? (
        <EmptyState
          title="multiplai is not available"
          description="This site is not connected to multiplai yet. Ask your administrator to set it up."
        />
      ) : error ? (
        <LoadError error={error} retry={() => mutate()} what="your multiplai connection" />
      ) : !connection ? (
        <Skeleton shape="rect" height="8rem" />
      ) : (
        <Card asChild>
          <section aria-labelledby="multiplai-connection-title">
            <Card.Header>
              <Card.Title as="h2" id="multiplai-connection-title">
                Connection{' '}
                {connection.connected ? (
                  <Badge variant="success">Connected</Badge>
                ) : (
                  <Badge>Not connected</Badge>
                )}
              </Card.Title>
              <Card.Description>
                {connection.connected
                  ? `Connected${connection.connectedAt ? ` on ${day(connection.connectedAt)}` : ''}.`
                  : 'Sign in to multiplai to connect your account.'}
              </Card.Description>
            </Card.Header>
            <Card.Footer className="client-actions">
              {connection.connected ? (
                <Dialog
                  open={confirming}
                  onOpenChange={setConfirming}
                  size="sm"
                  title="Disconnect multiplai?"
                  description="Exceed stops using your multiplai account. You can connect it again later."
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
                  <a href={CONNECT_URL}>Connect multiplai</a>
                </Button>
              )}
            </Card.Footer>
          </section>
        </Card>
      )}
    </section>
  );
}
