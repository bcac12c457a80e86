import type {
  ContentStatus,
  CreateWorkshopTemplateInput,
  One,
  Page,
  TenantResource,
  UpdateWorkshopTemplateInput,
  WorkshopTemplateResource,
} from '@exceed/contract';
import { api, useApi } from '@exceed/session';

/*
 * Every read and write of the Workshop templates screen. Templates belong to a team: every call goes
 * with the session's current team (X-Team), which the page sets from its address. A write refreshes the
 * cached reads under /workshop-templates (revalidateReads).
 */

/** GET /v1/workshop-templates: the current team's templates, searched by title, filtered by status. */
export function useTemplates(
  team: string | null,
  query: { q?: string; status?: ContentStatus; page: number },
) {
  return useApi<Page<WorkshopTemplateResource>>(team ? '/workshop-templates' : null, query);
}

/** GET /v1/tenants: the teams whose catalogue the page may show (searched by name or slug). */
export function useTeamChoices(q: string) {
  return useApi<Page<TenantResource>>('/tenants', { q: q || undefined, perPage: 100 });
}

/** POST /v1/workshop-templates: a template of the current team. */
export function createTemplate(body: CreateWorkshopTemplateInput) {
  return api.post<One<WorkshopTemplateResource>>('/workshop-templates', body);
}

/** PATCH /v1/workshop-templates/{id}. */
export function updateTemplate(id: string, body: UpdateWorkshopTemplateInput) {
  return api.patch<One<WorkshopTemplateResource>>(`/workshop-templates/${id}`, body);
}

/** DELETE /v1/workshop-templates/{id}: a soft delete (the Trash and Undo bring it back). */
export function deleteTemplate(id: string) {
  return api.delete<void>(`/workshop-templates/${id}`);
}

/** POST /v1/workshop-templates/{id}/restore. */
export function restoreTemplate(id: string) {
  return api.post<One<WorkshopTemplateResource>>(`/workshop-templates/${id}/restore`);
}
