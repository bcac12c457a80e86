import { type MultiplaiConnectionResource, multiplaiConnectUrl } from '@exceed/api/contract';
import { AppConnectionCard, toast } from '@exceed/design-system';
import { api, statusOf, useApi } from '@exceed/session';
import { Link } from 'react-router';
import type { One } from '../../lib/api-types.ts';
import { toastFailure } from '../../lib/failure-toast.ts';
import { LoadError } from '../../lib/load-error.tsx';
import '../../lib/client.css';

/**
 * /b/apps/multiplai: whether my multiplai account is connected (GET /v1/auth/connect/multiplai), connect
 * and disconnect. A deployment without MULTIPLAI_* answers 404: the app is not available there.
 */
export default function MultiplaiPage() {
  const { data, error, mutate } = useApi<One<MultiplaiConnectionResource>>('/auth/connect/multiplai');
  const disconnect = async () => {
    try {
      await api.delete('/auth/connect/multiplai');
      toast({ title: 'multiplai disconnected', variant: 'success' });
    } catch (error) {
      toastFailure('multiplai was not disconnected', error);
      throw error;
    }
  };
  const unavailable = statusOf(error) === 404;
  return (
    <section aria-labelledby="multiplai-title" className="client-page">
      <Link to="/b/apps" className="client-back">
        ← All apps
      </Link>
      <h1 id="multiplai-title">multiplai</h1>
      {error && !unavailable ? (
        <LoadError error={error} retry={() => mutate()} what="your multiplai connection" />
      ) : (
        <AppConnectionCard
          name="multiplai"
          connection={data?.data}
          unavailable={unavailable}
          connectHref={multiplaiConnectUrl('/b/apps/multiplai')}
          onDisconnect={disconnect}
        />
      )}
    </section>
  );
}
