import type {
  ContentStatus,
  CreateWorkshopTemplateInput,
  One,
  Page,
  TenantResource,
  UpdateWorkshopTemplateInput,
  WorkshopTemplateResource,
} from '@exceed/contract';
import { api, useApi, type WriteOptions } from '@exceed/session';

/*
 * Every read and write of the Workshop templates screen. Templates belong to a team: every call goes
 * with the session's current team (X-Team), which the page sets from its address.
 */

const templatesPath = '/workshop-templates';

/** Every write of a template changes the one read of them (a coach's choice of templates reads it too). */
const changesTemplates: WriteOptions = { revalidates: [templatesPath] };

/** GET /v1/workshop-templates: the current team's templates, searched by title, filtered by status. */
export function useTemplates(
  team: string | null,
  query: { q?: string; status?: ContentStatus; page: number },
) {
  return useApi<Page<WorkshopTemplateResource>>(team ? templatesPath : null, query);
}

/** GET /v1/tenants: the teams whose catalogue the page may show (searched by name or slug). */
export function useTeamChoices(q: string) {
  return useApi<Page<TenantResource>>('/tenants', { q: q || undefined, perPage: 100 });
}

/** POST /v1/workshop-templates: a template of the current team. */
export function createTemplate(body: CreateWorkshopTemplateInput) {
  return api.post<One<WorkshopTemplateResource>>(templatesPath, body, changesTemplates);
}

/** PATCH /v1/workshop-templates/{id}. */
export function updateTemplate(id: string, body: UpdateWorkshopTemplateInput) {
  return api.patch<One<WorkshopTemplateResource>>(`${templatesPath}/${id}`, body, changesTemplates);
}

/** DELETE /v1/workshop-templates/{id}: a soft delete (the Trash and Undo bring it back). */
export function deleteTemplate(id: string) {
  return api.delete<void>(`${templatesPath}/${id}`, changesTemplates);
}

/** POST /v1/workshop-templates/{id}/restore. */
export function restoreTemplate(id: string) {
  return api.post<One<WorkshopTemplateResource>>(
    `${templatesPath}/${id}/restore`,
    undefined,
    changesTemplates,
  );
}
