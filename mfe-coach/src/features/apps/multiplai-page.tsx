import {
  MULTIPLAI_ERROR,
  MULTIPLAI_FAILED_MESSAGE,
  type MultiplaiConnectionResource,
  multiplaiConnectUrl,
} from '@exceed/api/contract';
import { AppConnectionCard, toast } from '@exceed/design-system';
import { api, statusOf, useApi } from '@exceed/session';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../lib/load-error.tsx';
import type { One } from '../../lib/types.ts';

/**
 * /c/apps/multiplai: whether the coach's multiplai account is connected (GET /v1/auth/connect/multiplai),
 * connect (back to this page, also when it fails: `?error=multiplai` says so) and disconnect. A
 * deployment without MULTIPLAI_* answers 404: not available.
 */
export default function MultiplaiPage() {
  const { data, error, mutate } = useApi<One<MultiplaiConnectionResource>>('/auth/connect/multiplai');
  // A failed connection comes back here with ?error=multiplai (the API's multiplaiFailure).
  const [params] = useSearchParams();
  const failed = params.get('error') === MULTIPLAI_ERROR;
  const unavailable = statusOf(error) === 404;
  // A failure is toasted by the API client (SPEC §8) and keeps the dialog open.
  const disconnect = async () => {
    await api.delete('/auth/connect/multiplai');
    toast({ title: 'multiplai disconnected', variant: 'success' });
  };
  return (
    <section aria-labelledby="multiplai-title" className="coach-page">
      <Link to="/c/apps" className="coach-back">
        ← All apps
      </Link>
      <h1 id="multiplai-title">multiplai</h1>
      {error && !unavailable ? (
        <LoadError what="your multiplai connection" retry={() => mutate()} />
      ) : (
        <AppConnectionCard
          name="multiplai"
          connection={data?.data}
          unavailable={unavailable}
          connectHref={multiplaiConnectUrl('/c/apps/multiplai')}
          onDisconnect={disconnect}
          error={failed ? MULTIPLAI_FAILED_MESSAGE : undefined}
        />
      )}
    </section>
  );
}
