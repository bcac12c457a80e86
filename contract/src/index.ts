/**
 * The contract: JSON Schemas, the types derived from them and the validator, shared by the API and the
 * browser (`@exceed/contract`). Browser-safe: nothing here imports Node.
 */

export { bodyCheck } from '#body-check';
export * from './admin.ts';
export * from './ajv.ts';
export * from './auth.ts';
export * from './booking.ts';
export * from './booking-cancellation.ts';
export * from './booking-resources.ts';
export * from './booking-seat.ts';
export * from './calendar-feed.ts';
export * from './cancellation-policy.ts';
export * from './catalogue-enums.ts';
export * from './clock.ts';
export * from './coach-application.ts';
export * from './common.ts';
export * from './compiled-validator.ts';
export * from './countries.ts';
export * from './dashboard.ts';
export * from './dispute.ts';
export * from './error-bag.ts';
export * from './feedback.ts';
export * from './fields.ts';
export * from './file.ts';
export * from './form-schemas.ts';
export * from './group.ts';
export * from './health.ts';
export * from './invitee-payment.ts';
export * from './job-application.ts';
export * from './job-posting.ts';
export * from './money.ts';
export * from './oidc.ts';
export * from './partial.ts';
export * from './passkey.ts';
export * from './payment.ts';
export * from './payout.ts';
export * from './payout-ledger.ts';
export * from './person-name.ts';
export * from './postal-address.ts';
export * from './public-schedule.ts';
export * from './public-workshop.ts';
export * from './role.ts';
export * from './runtime-config.ts';
export * from './seat-ledger.ts';
export * from './second-factor.ts';
export * from './social-platforms.ts';
export * from './tag.ts';
export * from './team-invitation.ts';
export * from './tenant.ts';
export * from './user.ts';
export * from './validator.ts';
export * from './waitlist.ts';
export * from './workshop.ts';
export * from './workshop-resource.ts';
export * from './workshop-schedule.ts';
export * from './workshop-template.ts';
