import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiError, api, type RequestOptions } from './api-client.ts';
import { useSession } from './use-session.ts';

/** swr's options, and whether a failed read shows SPEC §8's toast. */
export type UseApiConfig<T> = SWRConfiguration<T, ApiError> & {
  /**
   * False when the page shows the failure itself (an expected 403 that says why, in an empty state):
   * no toast; a 401 still redirects.
   */
  notify?: boolean;
};

/**
 * Reads `path` of the API with swr (cached, deduplicated, revalidated on focus and after every write that
 * names `path` in its `revalidates`). `null` waits (a dependent read). Errors follow SPEC §8 through the
 * client. The current team is part of the key: the same path read for another team (X-Team) is another
 * answer, so switching teams never shows the previous team's data.
 */
export function useApi<T>(path: string | null, query?: RequestOptions['query'], config?: UseApiConfig<T>) {
  const { notify, ...swrConfig } = config ?? {};
  const tenantSlug = useSession((s) => s.tenantSlug);
  return useSWR<T, ApiError, [string, RequestOptions['query'], string | null] | null>(
    path === null ? null : [path, query, tenantSlug],
    ([key, params]) => api.get<T>(key, { query: params, notify }),
    swrConfig,
  );
}
