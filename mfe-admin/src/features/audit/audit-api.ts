import type { Page } from '@exceed/api/contract';
import { useApi } from '@exceed/session';

/** One administrative change (the admin API's contract, written here until it is in @exceed/api/contract). */
export interface AuditEntry {
  id: string;
  action: string;
  subjectKind: string;
  subjectId: string;
  before: unknown;
  after: unknown;
  createdAt: string;
  actor: { id: string; username: string; email: string } | null;
}

/** The filters GET /v1/admin/audit-entries takes; `from` and `to` are days (YYYY-MM-DD). */
export interface AuditFilters {
  action?: string;
  actorId?: string;
  subjectKind?: string;
  subjectId?: string;
  from?: string;
  to?: string;
}

/** GET /v1/admin/audit-entries: the changes, newest first, 10 a page. */
export function useAuditEntries(filters: AuditFilters, page: number) {
  return useApi<Page<AuditEntry>>('/admin/audit-entries', { ...filters, page });
}
