import type { Page } from '@exceed/api/contract';
import { api, useApi } from '@exceed/session';

/** The kinds of record SPEC §4 soft-deletes, as GET /v1/admin/trash names them. */
export const TRASH_KINDS = [
  'bookings',
  'booking-seats',
  'tenants',
  'workshops',
  'resources',
  'schedules',
  'templates',
  'users',
  'job-postings',
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** A soft-deleted record (the admin API's contract, written here until it is in @exceed/api/contract). */
export interface TrashItem {
  id: string;
  kind: TrashKind;
  label: string;
  deletedAt: string;
  tenant?: { id: string; name: string; slug: string } | null;
}

/** GET /v1/admin/trash?kind=: the soft-deleted records of one kind, most recently deleted first, 10 a page. */
export function useTrash(kind: TrashKind, page: number) {
  return useApi<Page<TrashItem>>('/admin/trash', { kind, page });
}

/** POST /v1/admin/trash/{kind}/{id}/restore: brings the record back through its kind's own restore. */
export function restoreFromTrash(kind: TrashKind, id: string) {
  return api.post<void>(`/admin/trash/${kind}/${id}/restore`);
}
