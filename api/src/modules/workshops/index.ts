import type { ApiModule } from '../../http/api-module.ts';
import { listBookingQuestions, replaceBookingQuestions } from './booking-questions.ts';
import { createWorkshop } from './create-workshop.ts';
import { deleteWorkshop, restoreWorkshop } from './delete-workshop.ts';
import { listWorkshops } from './list-workshops.ts';
import {
  downloadWorkshopResource,
  listWorkshopResources,
  showWorkshopResource,
} from './read-workshop-resources.ts';
import { listWorkshopTemplates, showWorkshopTemplate } from './read-workshop-templates.ts';
import { reorderWorkshopResources } from './reorder-workshop-resources.ts';
import { showWorkshop } from './show-workshop.ts';
import { replaceWorkshop, updateWorkshop } from './update-workshop.ts';
import {
  createWorkshopResource,
  deleteWorkshopResource,
  replaceWorkshopResource,
  restoreWorkshopResource,
  updateWorkshopResource,
} from './write-workshop-resources.ts';
import {
  createWorkshopTemplate,
  deleteWorkshopTemplate,
  replaceWorkshopTemplate,
  restoreWorkshopTemplate,
  updateWorkshopTemplate,
} from './write-workshop-templates.ts';

/**
 * The tenant's catalogue (X-Team): workshops with their resources, and workshop templates, each with CRUD
 * and restore. Who may do what: policies/catalogue-policy.ts.
 */
export const workshopsModule: ApiModule = {
  name: 'workshops',
  routes: [
    listWorkshops,
    createWorkshop,
    showWorkshop,
    updateWorkshop,
    replaceWorkshop,
    deleteWorkshop,
    restoreWorkshop,
    listWorkshopResources,
    createWorkshopResource,
    // Before /workshops/:id/resources/:resourceId, which would read "order" as a resource id (a 404).
    reorderWorkshopResources,
    showWorkshopResource,
    updateWorkshopResource,
    replaceWorkshopResource,
    deleteWorkshopResource,
    restoreWorkshopResource,
    downloadWorkshopResource,
    listWorkshopTemplates,
    createWorkshopTemplate,
    showWorkshopTemplate,
    updateWorkshopTemplate,
    replaceWorkshopTemplate,
    deleteWorkshopTemplate,
    restoreWorkshopTemplate,
    listBookingQuestions,
    replaceBookingQuestions,
  ],
};
