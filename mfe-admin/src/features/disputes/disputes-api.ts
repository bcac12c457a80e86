import type { AdminDisputeQuery, AdminDisputeResource, Page } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** GET /v1/admin/disputes?state=: disputes of every team, newest first; amounts in minor units. */
export function useAdminDisputes(query: Omit<AdminDisputeQuery, 'perPage'>) {
  return useApi<Page<AdminDisputeResource>>('/admin/disputes', query);
}
