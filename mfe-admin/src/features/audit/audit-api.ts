import type { AuditEntryQuery, AuditEntryResource, Page } from '@exceed/contract';
import { useApi } from '@exceed/session';

/** The filters GET /v1/admin/audit-entries takes; `from` and `to` are days (YYYY-MM-DD). */
export type AuditFilters = Omit<AuditEntryQuery, 'page' | 'perPage'>;

/** GET /v1/admin/audit-entries: the changes, newest first, 10 a page. */
export function useAuditEntries(filters: AuditFilters, page: number) {
  return useApi<Page<AuditEntryResource>>('/admin/audit-entries', { ...filters, page });
}
