import useSWR, { type SWRConfiguration } from 'swr';
import { type ApiError, api, type RequestOptions } from './api-client.ts';

/**
 * Reads `path` of the API with swr (cached, deduplicated, revalidated on focus and after every write to
 * the same resource). `null` waits (a dependent read). Errors follow SPEC §8 through the client.
 */
export function useApi<T>(
  path: string | null,
  query?: RequestOptions['query'],
  config?: SWRConfiguration<T, ApiError>,
) {
  return useSWR<T, ApiError, [string, RequestOptions['query']] | null>(
    path === null ? null : [path, query],
    ([key, params]) => api.get<T>(key, { query: params }),
    config,
  );
}
