import { MULTIPLAI_ERROR, MULTIPLAI_FAILED_MESSAGE, multiplaiConnectUrl } from '@exceed/contract';
import { AppConnectionCard, LoadError, toast } from '@exceed/design-system';
import { api, statusOf, usePageTitle } from '@exceed/session';
import { Link, useSearchParams } from 'react-router';
import { disconnectMultiplai, useMultiplaiConnection } from './apps-api.ts';
import { type Area, appsPath, multiplaiPath } from './area.ts';
import './apps.css';

/**
 * /b/apps/multiplai and /c/apps/multiplai: whether my multiplai account is connected, connect (back to
 * this page of the same area, also when it fails: `?error=multiplai` says so) and disconnect. A
 * deployment without MULTIPLAI_* answers 404: the app is not available there.
 */
export default function MultiplaiPage({ area }: { area: Area }) {
  usePageTitle('multiplai');
  const { data, error, mutate } = useMultiplaiConnection();
  // A failed connection comes back here with ?error=multiplai (the API's multiplaiFailure).
  const [params] = useSearchParams();
  const failed = params.get('error') === MULTIPLAI_ERROR;
  // A refusal is said here or by the API client (SPEC §8); throwing keeps the dialog open to try again.
  const disconnect = async () => {
    try {
      await disconnectMultiplai();
      toast({ title: 'multiplai disconnected', variant: 'success' });
    } catch (error) {
      api.notifyFailure('multiplai was not disconnected', error);
      throw error;
    }
  };
  const unavailable = statusOf(error) === 404;
  return (
    <section aria-labelledby="multiplai-title" className="apps-page">
      <Link to={appsPath(area)} className="apps-back">
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
          connectHref={multiplaiConnectUrl(multiplaiPath(area))}
          onDisconnect={disconnect}
          error={failed ? MULTIPLAI_FAILED_MESSAGE : undefined}
        />
      )}
    </section>
  );
}
