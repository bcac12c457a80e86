import { createAnnouncementSchema } from './announcement.ts';
import { createApiKeySchema } from './api-key.ts';
import { loginUsingOtpSchema, registerUsingOtpSchema, verifyEmailUsingOtpSchema } from './auth.ts';
import { bookingDetailsSchema, updateBookingSchema } from './booking.ts';
import {
  createBookingSeatSchema,
  transferBookingSeatSchema,
  updateBookingSeatSchema,
} from './booking-seat.ts';
import { createCoachApplicationSchema, declineCoachApplicationSchema } from './coach-application.ts';
import { createFeedbackSchema } from './feedback.ts';
import { createGroupSchema, updateGroupSchema } from './group.ts';
import { applyToJobSchema } from './job-application.ts';
import { createJobPostingSchema, updateJobPostingSchema } from './job-posting.ts';
import { renamePasskeySchema } from './passkey.ts';
import { paymentMethodBodySchema } from './payment.ts';
import { createPermissionSchema, createRoleSchema, updateRoleSchema } from './role.ts';
import { createScheduleSessionSchema, scheduleSessionSeriesSchema } from './schedule-session.ts';
import { authenticatorProofSchema, secondFactorSchema } from './second-factor.ts';
import { createTeamInvitationSchema } from './team-invitation.ts';
import { createTenantSchema, updateTenantSchema } from './tenant.ts';
import { updateUserSchema } from './user.ts';
import { claimWaitlistOfferSchema, waitlistSeatsSchema } from './waitlist.ts';
import { createWebhookEndpointSchema } from './webhooks.ts';
import { createWorkshopSchema, updateWorkshopSchema } from './workshop.ts';
import { createWorkshopResourceSchema } from './workshop-resource.ts';
import { createWorkshopScheduleSchema, updateWorkshopScheduleSchema } from './workshop-schedule.ts';
import { createWorkshopTemplateSchema, updateWorkshopTemplateSchema } from './workshop-template.ts';

/**
 * Every schema a front end checks a form with (bodyCheck). The browser build compiles these, and only
 * these, ahead of time (tools/precompiled-validators.ts), so its pages run no AJV compiler and the shell's
 * CSP needs no 'unsafe-eval': a form checked by a schema missing here throws at load.
 */
export const formSchemas = {
  applyToJobSchema,
  authenticatorProofSchema,
  bookingDetailsSchema,
  claimWaitlistOfferSchema,
  createAnnouncementSchema,
  createApiKeySchema,
  createBookingSeatSchema,
  createCoachApplicationSchema,
  createFeedbackSchema,
  createGroupSchema,
  createJobPostingSchema,
  createPermissionSchema,
  createRoleSchema,
  createScheduleSessionSchema,
  createTeamInvitationSchema,
  createTenantSchema,
  createWebhookEndpointSchema,
  createWorkshopResourceSchema,
  createWorkshopScheduleSchema,
  createWorkshopSchema,
  createWorkshopTemplateSchema,
  declineCoachApplicationSchema,
  loginUsingOtpSchema,
  paymentMethodBodySchema,
  registerUsingOtpSchema,
  renamePasskeySchema,
  scheduleSessionSeriesSchema,
  secondFactorSchema,
  transferBookingSeatSchema,
  updateBookingSchema,
  updateBookingSeatSchema,
  updateGroupSchema,
  updateJobPostingSchema,
  updateRoleSchema,
  updateTenantSchema,
  updateUserSchema,
  updateWorkshopScheduleSchema,
  updateWorkshopSchema,
  updateWorkshopTemplateSchema,
  verifyEmailUsingOtpSchema,
  waitlistSeatsSchema,
} as const;

export type FormSchemaName = keyof typeof formSchemas;
