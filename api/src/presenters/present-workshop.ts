import { fromMinorUnits } from '@exceed/contract';
import { isoDate } from '../http/presenter.ts';
import type { Tag } from '../models/tag.ts';
import type { User } from '../models/user.ts';
import type { Workshop } from '../models/workshop.ts';
import type { WorkshopResource } from '../models/workshop-resource.ts';
import type { WorkshopSchedule } from '../models/workshop-schedule.ts';
import type { WorkshopTemplate } from '../models/workshop-template.ts';
import type { Actor } from '../policies/actor.ts';
import { workshopAbilities } from '../policies/workshop-abilities.ts';
import { presentTiers } from '../pricing/price-tiers.ts';
import { presentPriceNow } from './present-price.ts';

/**
 * Catalogue presenters (contract: workshop.ts, workshop-template.ts, workshop-resource.ts). Prices are
 * stored in minor units of their currency and shown as decimals; dates are ISO strings; tenantId stays internal (the tenant
 * is the request's X-Team).
 */

/** A template as workshopTemplateSchema shows it. */
export function presentWorkshopTemplate(template: WorkshopTemplate) {
  return {
    id: template.id,
    title: template.title,
    slug: template.slug,
    description: template.description,
    image: template.image,
    video: template.video,
    level: template.level,
    price: fromMinorUnits(template.priceMinor, template.currency),
    currency: template.currency,
    status: template.status,
    createdAt: isoDate(template.createdAt),
    updatedAt: isoDate(template.updatedAt),
    deletedAt: isoDate(template.deletedAt),
  };
}

/** A resource as workshopResourceSchema shows it. */
export function presentWorkshopResource(resource: WorkshopResource) {
  return {
    id: resource.id,
    workshopId: resource.workshopId,
    title: resource.title,
    description: resource.description,
    type: resource.type,
    url: resource.url,
    filePath: resource.filePath,
    fileSize: resource.fileSize,
    fileType: resource.fileType,
    sortOrder: resource.sortOrder,
    isVisible: resource.isVisible,
    isBroadcast: resource.isBroadcast,
    createdAt: isoDate(resource.createdAt),
    updatedAt: isoDate(resource.updatedAt),
    deletedAt: isoDate(resource.deletedAt),
  };
}

/** The coach of a workshop as a summary: a workshop page needs who runs it, not their account. */
const presentCoachSummary = (coach: User) => ({ id: coach.id, username: coach.username });

/** A tag of a workshop, as tagSchema shows it. */
const presentTag = (tag: Tag) => ({ id: tag.id, name: tag.name, slug: tag.slug });

/** An embedded schedule: its own fields, without the workshop it is embedded in. */
const presentScheduleSummary = (schedule: WorkshopSchedule) => ({
  id: schedule.id,
  workshopId: schedule.workshopId,
  coachId: schedule.coachId,
  startDate: isoDate(schedule.startDate),
  endDate: isoDate(schedule.endDate),
  timezone: schedule.timezone,
  country: schedule.country,
  location: schedule.location,
  level: schedule.level,
  status: schedule.status,
  visibility: schedule.visibility,
  mode: schedule.mode,
});

/**
 * A workshop as workshopSchema shows it to `actor`, with what they may do with it (`abilities`).
 * Relations appear only when fetched (`include`; the routes always fetch tags), resources in their
 * sortOrder, schedules soonest first and tags by name, since withGraphFetched does not order them.
 */
export function presentWorkshop(workshop: Workshop, actor: Actor) {
  return {
    id: workshop.id,
    workshopTemplateId: workshop.workshopTemplateId,
    coachId: workshop.coachId,
    title: workshop.title,
    slug: workshop.slug,
    description: workshop.description,
    image: workshop.image,
    imagePlaceholder: workshop.imagePlaceholder,
    video: workshop.video,
    price: fromMinorUnits(workshop.priceMinor, workshop.currency),
    currency: workshop.currency,
    priceTiers: presentTiers(workshop.priceTiers, workshop.currency),
    priceNow: presentPriceNow(workshop),
    minSeats: workshop.minSeats,
    maxSeats: workshop.maxSeats,
    maxSeatsPerBooking: workshop.maxSeatsPerBooking,
    status: workshop.status,
    cancellationPolicy: workshop.cancellationPolicy,
    reminderHours: [...workshop.reminderHours].sort((a, b) => b - a),
    waitlistOfferHours: workshop.waitlistOfferHours,
    inviteePayHours: workshop.inviteePayHours,
    ...(workshop.tags !== undefined
      ? { tags: [...workshop.tags].sort((a, b) => a.name.localeCompare(b.name)).map(presentTag) }
      : {}),
    ...(workshop.template !== undefined
      ? { template: workshop.template ? presentWorkshopTemplate(workshop.template) : null }
      : {}),
    ...(workshop.coach !== undefined
      ? { coach: workshop.coach ? presentCoachSummary(workshop.coach) : null }
      : {}),
    ...(workshop.resources !== undefined
      ? {
          resources: [...workshop.resources]
            .sort((a, b) => a.sortOrder - b.sortOrder)
            .map(presentWorkshopResource),
        }
      : {}),
    ...(workshop.schedules !== undefined
      ? {
          schedules: [...workshop.schedules]
            .sort((a, b) => new Date(a.startDate).getTime() - new Date(b.startDate).getTime())
            .map(presentScheduleSummary),
        }
      : {}),
    createdAt: isoDate(workshop.createdAt),
    updatedAt: isoDate(workshop.updatedAt),
    deletedAt: isoDate(workshop.deletedAt),
    abilities: workshopAbilities(actor, workshop),
  };
}

/** A presenter of workshops (of a page, or a route's answer), each as `actor` reads it. */
export const presentWorkshopFor = (actor: Actor) => (workshop: Workshop) => presentWorkshop(workshop, actor);
