import type {
  Page,
  PublicScheduleResource,
  PublicUserResource,
  publicScheduleListQuerySchema,
  publicUserListQuerySchema,
} from '@exceed/contract';
import { type UseApiConfig, useApi } from '@exceed/session';

/** A list's query as the pages hold it (from the URL, as text): the contract's parameters; the API checks the values. */
type ListQuery<S extends { properties: object }> = Partial<Record<keyof S['properties'], string | number>>;

/** GET /v1/public/workshop-schedules: upcoming public sessions, searched, filtered and sorted. */
export function usePublicSchedules(
  query: ListQuery<typeof publicScheduleListQuerySchema>,
  config?: UseApiConfig<Page<PublicScheduleResource>>,
) {
  return useApi<Page<PublicScheduleResource>>('/public/workshop-schedules', query, config);
}

/** GET /v1/public/users: the marketplace's coaches, searched, by name or best rated first. */
export function usePublicCoaches(
  query: ListQuery<typeof publicUserListQuerySchema>,
  config?: UseApiConfig<Page<PublicUserResource>>,
) {
  return useApi<Page<PublicUserResource>>('/public/users', query, config);
}
