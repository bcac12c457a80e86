import {
  MULTIPLAI_ERROR,
  MULTIPLAI_FAILED_MESSAGE,
  type MultiplaiConnectionResource,
  multiplaiConnectUrl,
} from '@exceed/api/contract';
import { AppConnectionCard, toast } from '@exceed/design-system';
import { api, statusOf, useApi } from '@exceed/session';
import { Link, useSearchParams } from 'react-router';
import type { One } from '../../lib/api-types.ts';
import { toastFailure } from '../../lib/failure-toast.ts';
import { LoadError } from '../../lib/load-error.tsx';
import '../../lib/client.css';

/**
 * /b/apps/multiplai: whether my multiplai account is connected (GET /v1/auth/connect/multiplai), connect
 * and disconnect; after a failed connection (`?error=multiplai`) it says so. A deployment without MULTIPLAI_* answers 404: the app is not available there.
 */
export default function MultiplaiPage() {
  const { data, error, mutate } = useApi<One<MultiplaiConnectionResource>>('/auth/connect/multiplai');
  // A failed connection comes back here with ?error=multiplai (the API's multiplaiFailure).
  const [params] = useSearchParams();
  const failed = params.get('error') === MULTIPLAI_ERROR;
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
          error={failed ? MULTIPLAI_FAILED_MESSAGE : undefined}
        />
      )}
    </section>
  );
}
