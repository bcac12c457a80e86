import type { Page, TrashItem, TrashKind } from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/** GET /v1/admin/trash?kind=: the soft-deleted records of one kind, most recently deleted first, 10 a page. */
export function useTrash(kind: TrashKind, page: number) {
  return useApi<Page<TrashItem>>('/admin/trash', { kind, page });
}

/** POST /v1/admin/trash/{kind}/{id}/restore: brings the record back through its kind's own restore. */
export function restoreFromTrash(kind: TrashKind, id: string) {
  return api.post<void>(`/admin/trash/${kind}/${id}/restore`);
}
