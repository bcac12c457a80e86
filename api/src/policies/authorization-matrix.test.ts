import sharp from 'sharp';
import { expect, it } from 'vitest';
import { useApiTest } from '../../test/api-test.ts';
import { address, book } from '../../test/booking-fixtures.ts';
import { factsOf, ISSUER } from '../../test/certificate-fixtures.ts';
import { type Operation, operationsOf, validValue } from '../../test/fuzz.ts';
import { bearerFor, createTenant, createUser } from '../../test/identity-fixtures.ts';
import { answers, createPosting, PDF_BYTES } from '../../test/job-board-fixtures.ts';
import { newApiKey } from '../auth/api-keys.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { issueCertificate } from '../certificates/issue-certificate.ts';
import { Announcement } from '../models/announcement.ts';
import { ApiKey } from '../models/api-key.ts';
import { Booking } from '../models/booking.ts';
import { Invoice } from '../models/invoice.ts';
import { JobPosting } from '../models/job-posting.ts';
import { Notification } from '../models/notification.ts';
import { Passkey } from '../models/passkey.ts';
import { Payout } from '../models/payout.ts';
import { Permission } from '../models/permission.ts';
import { Role } from '../models/role.ts';
import type { Tenant } from '../models/tenant.ts';
import type { User } from '../models/user.ts';
import { WebhookDelivery } from '../models/webhook-delivery.ts';
import { WebhookEndpoint } from '../models/webhook-endpoint.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopResource } from '../models/workshop-resource.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { WorkshopTemplate } from '../models/workshop-template.ts';
import { unsubscribeToken } from '../notifications/channels.ts';
import { addSessions } from '../workshops/schedule-sessions.ts';

/**
 * Issue 20: the authorization matrix. Every operation of the OpenAPI document whose path names a record
 * has a row below giving the answer each actor gets (docs/decisions/0051-the-authorization-matrix.md):
 * - owner: the record's owner (its booker, coach, creator, the user themself, the team's owner; for
 *   records no one owns, roles and permissions, the team's owner);
 * - member: another ACTIVE member of the record's team, team role `member` (with the coach role, so a
 *   coach's rules are tested on ownership, not on the role);
 * - other: an ACTIVE member of another team;
 * - guest: no credentials;
 * - admin: a super-admin, who is no member of the team.
 * Each signed-in actor sends X-Team of its own team (the super-admin that of the record's team).
 * `ok` means authorization let the request through: any status but 401, 403, 404 and 405 (a 422 from
 * the generated body is a request that got past every check of who may). A refusal is its exact status.
 * Abilities agree with answers: for the operations of ABILITY_OF, each actor first reads the record
 * (GET of the booking, seat, workshop, schedule, job posting, job application, group, waitlist entry or
 * user; no ability when it cannot) and the ability it is shown must agree with the answer it then gets:
 * granted ⇒ 2xx for a valid body; not granted ⇒ 401, 403, 404 or 422 (the state the ability was refused
 * for).
 * booking-abilities.test.ts, workshop-abilities.test.ts and the other *-abilities tests hold the same rules
 * across states.
 * Set MATRIX_RECORD=1 to print what each actor gets instead of checking it.
 */
const t = useApiTest();

const ok = 'ok';
type Answer = typeof ok | 401 | 403 | 404;
const ACTORS = ['owner', 'member', 'other', 'guest', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Headers = Record<string, string>;

/** The people of one row: a team with the record's owner and a member, another team, a super-admin. */
interface World {
  team: Tenant;
  owner: User;
  headers: Record<ActorName, Headers>;
}

/** What a kind of record is: who its owner is, and how to make one (its path parameters). */
interface Kind {
  /** The owner's team role (default member) and global roles. */
  ownerRole?: 'owner' | 'recruiter';
  ownerIsCoach?: boolean;
  make: (world: World) => Promise<Record<string, string>>;
  /** The table to soft-delete the record in, so that a restore route has something to restore. */
  table?: string;
}

const knex = () => t.db.knex;

/** A published workshop of `coach` in `team`, with a published schedule starting in a month. */
async function catalogue(team: Tenant, coach: User) {
  const workshop = await Workshop.forTenant(team.id, knex()).insert({
    coachId: coach.id,
    title: 'Prompt engineering',
    slug: `matrix-${newSecret().slice(0, 10).toLowerCase()}`,
    priceMinor: 1000,
    maxSeats: 10,
    status: 'PUBLISHED',
  });
  const start = new Date(Date.now() + 30 * 86_400_000);
  const schedule = await WorkshopSchedule.forTenant(team.id, knex()).insert({
    workshopId: workshop.id,
    coachId: coach.id,
    startDate: start,
    endDate: new Date(start.getTime() + 3_600_000),
    status: 'PUBLISHED',
  });
  const resource = await WorkshopResource.forTenant(team.id, knex()).insert({
    workshopId: workshop.id,
    title: 'Slides',
    type: 'link',
    url: 'https://example.com/slides',
    sortOrder: 1,
    isVisible: true,
    isBroadcast: false,
  });
  return { workshop, schedule, resource };
}

/** A booking of the owner on a schedule of the team, coached by a third member of the team. */
async function bookingOf(world: World, seats = 1) {
  const coach = await createUser(knex(), { tenants: [world.team], roles: ['coach'] });
  const { schedule, resource } = await catalogue(world.team, coach);
  const booked = await book(t.app, knex(), schedule.id, seats, world.owner);
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  return { booking: booked.body.data, resource };
}

async function seatOf(world: World) {
  const { booking } = await bookingOf(world, 2);
  const seat = await t.app.json<{ data: { id: string } }>('/v1/booking-seats', {
    method: 'POST',
    headers: world.headers.owner,
    json: { bookingId: booking.id, email: `seat-${booking.id}@example.test` },
  });
  expect(seat.status, JSON.stringify(seat.body)).toBe(201);
  return seat.body.data;
}

/** The owner joins the waitlist of a one-seat schedule of the team that someone else has booked. */
async function waitlistEntryOf(world: World) {
  const coach = await createUser(knex(), { tenants: [world.team], roles: ['coach'] });
  const { workshop, schedule } = await catalogue(world.team, coach);
  await Workshop.forTenant(world.team.id, knex()).findById(workshop.id).patch({ maxSeats: 1 });
  expect((await book(t.app, knex(), schedule.id, 1)).status).toBe(201);
  const joined = await t.app.json<{ data: { id: string } }>('/v1/waitlist-entries', {
    method: 'POST',
    headers: world.headers.owner,
    json: { workshopScheduleId: schedule.id, seats: 1 },
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(201);
  return joined.body.data.id;
}

const KINDS = {
  user: { make: async (w) => ({ id: w.owner.id }), table: 'users' },
  /** A coach with a published workshop: public. */
  coach: {
    ownerIsCoach: true,
    make: async (w) => {
      await catalogue(w.team, w.owner);
      return { id: w.owner.id };
    },
  },
  team: { ownerRole: 'owner', make: async (w) => ({ id: w.team.id }), table: 'tenants' },
  teamMember: {
    ownerRole: 'owner',
    make: async (w) => ({ id: w.team.id, userId: (await createUser(knex(), { tenants: [w.team] })).id }),
  },
  role: {
    ownerRole: 'owner',
    make: async () => ({
      id: (await Role.query(knex()).insertAndFetch({ name: `matrix-${newSecret()}` })).id,
    }),
  },
  permission: {
    ownerRole: 'owner',
    make: async () => ({
      id: (await Permission.query(knex()).insertAndFetch({ name: `matrix-${newSecret()}` })).id,
    }),
  },
  image: {
    make: async (w) => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const res = await t.app.json<{ data: { id: string } }>('/v1/user/avatar', {
        method: 'PUT',
        headers: w.headers.owner,
        body: form,
      });
      return { id: res.body.data.id };
    },
  },
  // Its owner hires for the team (a recruiter); the member and the other team's member do not hire.
  jobPosting: {
    ownerRole: 'recruiter',
    make: async (w) => {
      const posting = await JobPosting.forTenant(w.team.id, knex()).insert({
        title: 'Engineer',
        description: 'd'.repeat(100),
        companyName: 'Acme',
        location: 'Lisbon',
        employmentStatus: 'FULL_TIME',
        experienceLevel: 'MID_SENIOR_LEVEL',
        posterEmail: 'jobs@example.com',
        skillsDescription: 's'.repeat(100),
        workplaceTypes: ['Remote'],
        industries: ['TECHNOLOGY'],
        categories: ['IT'],
        meta: {},
        status: 'ACTIVE',
        preferences: {},
        recruiterIds: [],
        interviewQuestions: [],
        createdBy: w.owner.id,
      });
      return { id: posting.id };
    },
    table: 'job_postings',
  },
  // A posting on the public board: anyone reads it and applies to it.
  publicJobPosting: {
    make: async (w) => ({ id: (await createPosting(knex(), w.team, { createdBy: w.owner.id })).id }),
  },
  // An application with a resume, to a posting the owner created: its readers are the posting's people.
  jobApplication: {
    make: async (w) => {
      const posting = await createPosting(knex(), w.team, { createdBy: w.owner.id });
      const form = new FormData();
      form.append('name', 'Ada');
      form.append('email', 'ada@example.com');
      for (const [name, value] of Object.entries(answers())) form.append(name, value);
      form.append('resume', new Blob([PDF_BYTES]), 'cv.pdf');
      const sent = await t.app.json<{ data: { id: string } }>(
        `/v1/public/job-postings/${posting.id}/applications`,
        { method: 'POST', body: form },
      );
      return { id: posting.id, applicationId: sent.body.data.id };
    },
  },
  workshop: {
    ownerIsCoach: true,
    make: async (w) => {
      const { workshop, resource } = await catalogue(w.team, w.owner);
      return { id: workshop.id, resourceId: resource.id };
    },
    table: 'workshops',
  },
  resource: {
    ownerIsCoach: true,
    make: async (w) => {
      const { workshop, resource } = await catalogue(w.team, w.owner);
      return { id: workshop.id, resourceId: resource.id };
    },
    table: 'workshop_resources',
  },
  template: {
    ownerIsCoach: true,
    make: async (w) => {
      const template = await WorkshopTemplate.forTenant(w.team.id, knex()).insert({
        title: 'Outline',
        slug: `outline-${newSecret().slice(0, 10).toLowerCase()}`,
        level: 'BEGINNER',
        priceMinor: 1000,
        currency: 'eur',
        status: 'PUBLISHED',
      });
      return { id: template.id };
    },
    table: 'workshop_templates',
  },
  schedule: {
    ownerIsCoach: true,
    make: async (w) => ({ id: (await catalogue(w.team, w.owner)).schedule.id }),
    table: 'workshop_schedules',
  },
  calendarFeed: {
    make: async (w) => {
      const res = await t.app.json<{ data: { url: string } }>('/v1/user/calendar-feed', {
        method: 'POST',
        headers: w.headers.owner,
      });
      return { token: new URL(res.body.data.url).pathname.replace(/^\/v1\/calendar\/|\.ics$/g, '') };
    },
  },
  teachingCalendarFeed: {
    make: async (w) => {
      const res = await t.app.json<{ data: { url: string } }>('/v1/user/teaching-calendar-feed', {
        method: 'POST',
        headers: w.headers.owner,
      });
      return {
        token: new URL(res.body.data.url).pathname.replace(/^\/v1\/calendar\/teaching\/|\.ics$/g, ''),
      };
    },
  },
  booking: { make: async (w) => ({ id: (await bookingOf(w)).booking.id }), table: 'bookings' },
  bookingResource: {
    make: async (w) => {
      const { booking, resource } = await bookingOf(w);
      return { id: booking.id, resourceId: resource.id };
    },
  },
  seat: { make: async (w) => ({ id: (await seatOf(w)).id }), table: 'booking_seats' },
  invitation: {
    make: async (w) => {
      const token = newSecret();
      await knex()('booking_seats')
        .where({ id: (await seatOf(w)).id })
        .update({
          invitation_token_hash: hashSecret(token),
          invitation_sent_at: new Date(),
          invitation_expires_at: new Date(Date.now() + 86_400_000),
        });
      return { token };
    },
  },
  /** An open invitation into the team, sent by its owner. */
  teamInvitation: {
    ownerRole: 'owner',
    make: async (w) => {
      const res = await t.app.json<{ data: { id: string } }>('/v1/t/invitations', {
        method: 'POST',
        headers: w.headers.owner,
        json: { email: `invitee-${newSecret().slice(0, 8).toLowerCase()}@example.test`, role: 'recruiter' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.data.id };
    },
  },
  /** A team invitation's mailed link: the token is the key. */
  teamInvitationLink: {
    ownerRole: 'owner',
    make: async (w) => {
      const token = newSecret();
      await knex()('team_invitations').insert({
        tenant_id: w.team.id,
        email: `invitee-${newSecret().slice(0, 8).toLowerCase()}@example.test`,
        role: 'member',
        token_hash: hashSecret(token),
        expires_at: new Date(Date.now() + 86_400_000),
      });
      return { token };
    },
  },
  group: {
    make: async (w) => {
      const res = await t.app.json<{ data: { id: string } }>('/v1/groups', {
        method: 'POST',
        headers: w.headers.owner,
        json: { name: 'Friends', members: [{ email: 'ana@example.com' }] },
      });
      return { id: res.body.data.id };
    },
    table: 'groups',
  },
  paymentMethod: {
    make: async (w) => {
      const card = await t.app.payments.stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 8, exp_year: 2031, cvc: '123' },
      });
      const res = await t.app.json('/v1/payments/payment-methods', {
        method: 'POST',
        headers: w.headers.owner,
        json: { paymentMethodId: card.id },
      });
      expect(res.status).toBe(201);
      return { id: card.id };
    },
  },
  /** The invoice of a booking the owner booked and paid by card. */
  invoice: {
    make: async (w) => {
      const { booking } = await bookingOf(w);
      const paid = await t.app.json(`/v1/payments/bookings/${booking.id}/payment-intent`, {
        method: 'POST',
        headers: w.headers.owner,
        json: { paymentMethodId: 'pm_card_visa' },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const invoice = await Invoice.forTenant(w.team.id, knex()).findOne({ bookingId: booking.id });
      return { id: String(invoice?.id) };
    },
  },
  /** The certificate of the owner's own place on a booking of theirs, issued as a cohort's end issues it. */
  certificate: {
    make: async (w) => {
      const { booking } = await bookingOf(w);
      const { workshopScheduleId } = await Booking.forTenant(w.team.id, knex())
        .findById(booking.id)
        .throwIfNotFound();
      const place = {
        team: w.team,
        schedule: { id: workshopScheduleId },
        bookingId: booking.id,
        booker: w.owner,
      };
      return { code: (await issueCertificate(knex(), factsOf(place), ISSUER)).code };
    },
  },
  /** A promo code of a workshop the owner coaches. */
  promoCode: {
    ownerIsCoach: true,
    make: async (w) => {
      const { workshop } = await catalogue(w.team, w.owner);
      const made = await t.app.json<{ data: { id: string } }>('/v1/t/promo-codes', {
        method: 'POST',
        headers: w.headers.owner,
        json: { code: `MATRIX-${newSecret().slice(0, 8)}`, workshopId: workshop.id, percentOff: 10 },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return { id: made.body.data.id };
    },
  },
  /** A team's API key, made by the team's owner. */
  apiKey: {
    ownerRole: 'owner',
    make: async (w) => {
      const { tokenHash, prefix } = newApiKey();
      const key = await ApiKey.query(knex()).insertAndFetch({
        userId: w.owner.id,
        tenantId: w.team.id,
        name: 'Matrix',
        tokenHash,
        prefix,
        scopes: ['bookings:read'],
      });
      return { id: key.id };
    },
  },
  /** A webhook endpoint of the team the owner owns, enabled, with one delivery logged. */
  webhookEndpoint: {
    ownerRole: 'owner',
    make: async (w) => {
      const endpoint = await WebhookEndpoint.forTenant(w.team.id, knex()).insertAndFetch({
        url: 'https://hooks.example.com/matrix',
        events: ['booking.created'],
        secret: `whsec_${Buffer.alloc(32).toString('base64')}`,
      });
      const delivery = await WebhookDelivery.forTenant(w.team.id, knex()).insert({
        endpointId: endpoint.id,
        eventId: endpoint.id,
        eventType: 'booking.created',
        payload: { id: endpoint.id, type: 'booking.created', createdAt: '', tenantId: w.team.id, data: {} },
        status: 'SUCCEEDED',
        attempts: 1,
      });
      return { id: w.team.id, endpointId: endpoint.id, deliveryId: delivery.id };
    },
  },
  /** A passkey of the owner's (its key is never read by these routes). */
  passkey: {
    make: async (w) => {
      const passkey = await Passkey.query(knex()).insertAndFetch({
        userId: w.owner.id,
        credentialId: newSecret(),
        publicKey: Buffer.from('matrix'),
        counter: 0,
        transports: [],
        name: 'Matrix',
        backedUp: false,
      });
      return { id: passkey.id };
    },
  },
  /** A payout made to the owner, a coach of the team. */
  payout: {
    ownerIsCoach: true,
    make: async (w) => {
      const payout = await Payout.forTenant(w.team.id, knex()).insertAndFetch({
        coachId: w.owner.id,
        currency: 'USD',
        amountMinor: 900,
        status: 'PAID',
        stripeAccountId: 'acct_matrix',
        stripeTransferId: 'tr_matrix',
        paidAt: new Date(),
      });
      return { id: payout.id };
    },
  },
  /** The owner's place in the line of a full schedule of the team. */
  waitlistEntry: { make: async (w) => ({ id: await waitlistEntryOf(w) }) },
  /** A schedule the owner coaches, live (its waitlist is read). */
  waitlistSchedule: {
    ownerIsCoach: true,
    make: async (w) => ({ id: (await catalogue(w.team, w.owner)).schedule.id }),
  },
  /** The later of two sessions of a schedule the owner coaches. */
  session: {
    ownerIsCoach: true,
    make: async (w) => {
      const { schedule } = await catalogue(w.team, w.owner);
      const later = new Date(schedule.endDate.getTime() + 7 * 86_400_000);
      const [session] = await addSessions(knex(), schedule, [
        { startDate: later, endDate: new Date(later.getTime() + 3_600_000) },
      ]);
      return { id: schedule.id, sessionId: String(session?.id) };
    },
  },
  /** A check-in code at a session of a schedule the owner coaches (its check-in has not opened). */
  checkIn: {
    ownerIsCoach: true,
    make: async (w) => {
      const { schedule } = await catalogue(w.team, w.owner);
      return { id: schedule.id, sessionId: schedule.id, code: 'ABCDE12345' };
    },
  },
  /** An announcement the owner, the session's coach, wrote to its people. */
  announcement: {
    ownerIsCoach: true,
    make: async (w) => {
      const { schedule } = await catalogue(w.team, w.owner);
      const announcement = await Announcement.forTenant(w.team.id, knex()).insert({
        workshopScheduleId: schedule.id,
        authorId: w.owner.id,
        audience: 'ALL',
        subject: 'Room change',
        body: 'We meet in room 2.',
        createdAt: new Date(),
      });
      return { id: schedule.id, announcementId: announcement.id };
    },
  },
  /** A notification in the owner's bell. */
  notification: {
    make: async (w) => {
      const notification = await Notification.query(knex()).insert({
        userId: w.owner.id,
        kind: 'announcement',
        title: 'Room change',
        body: 'We meet in room 2.',
        createdAt: new Date(),
      });
      return { id: notification.id };
    },
  },
  /** The owner's mailed link that stops announcements by mail: whoever holds it may use it. */
  unsubscribe: {
    make: async (w) => ({ token: await unsubscribeToken(knex(), w.owner.id, 'announcement') }),
  },
  /** The owner's application to become a coach, waiting for review. */
  coachApplication: {
    make: async (w) => {
      const res = await t.app.json<{ data: { id: string } }>('/v1/coach-applications', {
        method: 'POST',
        headers: w.headers.owner,
        json: { businessName: 'Owner Coaching', specializations: ['Agents'], bio: 'I coach.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { id: res.body.data.id };
    },
  },
  /** A coach's role, granted to the owner: what an administrator revokes. */
  userRole: { ownerIsCoach: true, make: async (w) => ({ id: w.owner.id, role: 'coach' }) },
  /** A deleted workshop, named by its kind in the trash. */
  trashedWorkshop: {
    ownerIsCoach: true,
    make: async (w) => ({ kind: 'workshops', id: (await catalogue(w.team, w.owner)).workshop.id }),
    table: 'workshops',
  },
  /** A job out of attempts, which only an administrator queues again. */
  failedJob: {
    make: async () => {
      const [job] = await knex()('jobs')
        .insert({ name: 'mail', doneAt: new Date(), failed: true })
        .returning('id');
      return { id: String(job.id) };
    },
  },
} satisfies Record<string, Kind>;

/** One row: the kind of record the path names, and the answer of owner, member, other, guest, admin. */
type Row = [
  kind: keyof typeof KINDS,
  owner: Answer,
  member: Answer,
  other: Answer,
  guest: Answer,
  admin: Answer,
];

const MATRIX: Record<string, Row> = {
  'GET /v1/images/{id}': ['image', ok, ok, ok, ok, ok],
  // Users and teams name the tenant themselves: a non-member gets 403 on them (DESIGN.md "Tenancy").
  'GET /v1/users/{id}': ['user', ok, ok, 403, 401, ok],
  'PATCH /v1/users/{id}': ['user', ok, 403, 403, 401, ok],
  'PUT /v1/users/{id}': ['user', ok, 403, 403, 401, ok],
  'DELETE /v1/users/{id}': ['user', ok, 403, 403, 401, ok],
  // A deleted account's session no longer signs in: its owner gets 401, as a guest does.
  'POST /v1/users/{id}/restore': ['user', 401, 403, 403, 401, ok],
  'GET /v1/users/{id}/tenants': ['user', ok, 403, 403, 401, ok],
  'GET /v1/tenants/{id}': ['team', ok, ok, 403, 401, ok],
  'PATCH /v1/tenants/{id}': ['team', ok, 403, 403, 401, ok],
  'PUT /v1/tenants/{id}': ['team', ok, 403, 403, 401, ok],
  // Removing and restoring a team is the platform's act, not its owner's.
  'DELETE /v1/tenants/{id}': ['team', 403, 403, 403, 401, ok],
  'POST /v1/tenants/{id}/restore': ['team', 403, 403, 403, 401, ok],
  'GET /v1/tenants/{id}/members': ['teamMember', ok, ok, 403, 401, ok],
  'PATCH /v1/tenants/{id}/members/{userId}': ['teamMember', ok, 403, 403, 401, ok],
  'DELETE /v1/tenants/{id}/members/{userId}': ['teamMember', ok, 403, 403, 401, ok],
  // A team's invitations are its managers' (the owner); another team's X-Team does not find them.
  'POST /v1/t/invitations/{id}/resend': ['teamInvitation', ok, 403, 404, 401, ok],
  'DELETE /v1/t/invitations/{id}': ['teamInvitation', ok, 403, 404, 401, ok],
  'GET /v1/team-invitations/{token}': ['teamInvitationLink', ok, ok, ok, ok, ok],
  // No one owns roles and permissions: the owner column is the team's owner, refused like anyone.
  'GET /v1/roles/{id}': ['role', 403, 403, 403, 401, ok],
  'PATCH /v1/roles/{id}': ['role', 403, 403, 403, 401, ok],
  'DELETE /v1/roles/{id}': ['role', 403, 403, 403, 401, ok],
  'GET /v1/permissions/{id}': ['permission', 403, 403, 403, 401, ok],
  'PATCH /v1/permissions/{id}': ['permission', 403, 403, 403, 401, ok],
  'DELETE /v1/permissions/{id}': ['permission', 403, 403, 403, 401, ok],
  'GET /v1/public/users/{id}': ['coach', ok, ok, ok, ok, ok],
  'GET /v1/public/users/{id}/feedbacks': ['coach', ok, ok, ok, ok, ok],
  // Team-scoped records: another team's X-Team does not find them (404); a teammate's is visible (403).
  // Only the team's hirers and the people a posting names read it: a plain member is refused.
  'GET /v1/t/job-postings/{id}': ['jobPosting', ok, 403, 404, 401, ok],
  'PATCH /v1/t/job-postings/{id}': ['jobPosting', ok, 403, 404, 401, ok],
  'PUT /v1/t/job-postings/{id}': ['jobPosting', ok, 403, 404, 401, ok],
  'DELETE /v1/t/job-postings/{id}': ['jobPosting', ok, 403, 404, 401, ok],
  'POST /v1/t/job-postings/{id}/restore': ['jobPosting', ok, 403, 404, 401, ok],
  // Applications: the posting's creator (and recruiters, owners, admins) read them; a plain member not.
  'GET /v1/t/job-postings/{id}/applications': ['jobApplication', ok, 403, 404, 401, ok],
  'GET /v1/t/job-postings/{id}/applications.csv': ['jobApplication', ok, 403, 404, 401, ok],
  'GET /v1/t/job-postings/{id}/applications/{applicationId}': ['jobApplication', ok, 403, 404, 401, ok],
  // Its status is moved by the same people who read it; its applicant is no one of the team.
  'PATCH /v1/t/job-postings/{id}/applications/{applicationId}': ['jobApplication', ok, 403, 404, 401, ok],
  'GET /v1/t/job-postings/{id}/applications/{applicationId}/resume': [
    'jobApplication',
    ok,
    403,
    404,
    401,
    ok,
  ],
  // The public job board: anyone, signed in or not, of any team.
  'GET /v1/public/job-postings/{id}': ['publicJobPosting', ok, ok, ok, ok, ok],
  'POST /v1/public/job-postings/{id}/applications': ['publicJobPosting', ok, ok, ok, ok, ok],
  'GET /v1/workshops/{id}': ['workshop', ok, ok, 404, 401, ok],
  'PATCH /v1/workshops/{id}': ['workshop', ok, 403, 404, 401, ok],
  'PUT /v1/workshops/{id}': ['workshop', ok, 403, 404, 401, ok],
  'DELETE /v1/workshops/{id}': ['workshop', ok, 403, 404, 401, ok],
  'POST /v1/workshops/{id}/restore': ['workshop', ok, 403, 404, 401, ok],
  'GET /v1/workshops/{id}/resources': ['workshop', ok, ok, 404, 401, ok],
  'POST /v1/workshops/{id}/resources': ['workshop', ok, 403, 404, 401, ok],
  'PUT /v1/workshops/{id}/resources/order': ['workshop', ok, 403, 404, 401, ok],
  // Booking questions: read by any member, set by the coach and the team's owners and admins.
  'GET /v1/workshops/{id}/questions': ['workshop', ok, ok, 404, 401, ok],
  'PUT /v1/workshops/{id}/questions': ['workshop', ok, 403, 404, 401, ok],
  'GET /v1/workshops/{id}/resources/{resourceId}': ['resource', ok, ok, 404, 401, ok],
  'PATCH /v1/workshops/{id}/resources/{resourceId}': ['resource', ok, 403, 404, 401, ok],
  'PUT /v1/workshops/{id}/resources/{resourceId}': ['resource', ok, 403, 404, 401, ok],
  'DELETE /v1/workshops/{id}/resources/{resourceId}': ['resource', ok, 403, 404, 401, ok],
  'POST /v1/workshops/{id}/resources/{resourceId}/restore': ['resource', ok, 403, 404, 401, ok],
  // The fixture's resource is a link, which has no file: 404 for everyone who gets past the checks.
  'GET /v1/workshops/{id}/resources/{resourceId}/file': ['resource', 404, 404, 404, 401, 404],
  // Templates are shared outlines: every coach of the team manages them (catalogue-policy.ts).
  'GET /v1/workshop-templates/{id}': ['template', ok, ok, 404, 401, ok],
  'PATCH /v1/workshop-templates/{id}': ['template', ok, ok, 404, 401, ok],
  'PUT /v1/workshop-templates/{id}': ['template', ok, ok, 404, 401, ok],
  'DELETE /v1/workshop-templates/{id}': ['template', ok, ok, 404, 401, ok],
  'POST /v1/workshop-templates/{id}/restore': ['template', ok, ok, 404, 401, ok],
  'GET /v1/workshop-schedules/{id}': ['schedule', ok, ok, 404, 401, ok],
  'PATCH /v1/workshop-schedules/{id}': ['schedule', ok, 403, 404, 401, ok],
  'PUT /v1/workshop-schedules/{id}': ['schedule', ok, 403, 404, 401, ok],
  'DELETE /v1/workshop-schedules/{id}': ['schedule', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/restore': ['schedule', ok, 403, 404, 401, ok],
  'GET /v1/workshop-schedules/{id}/attendees.csv': ['schedule', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/sessions': ['schedule', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/sessions/series': ['schedule', ok, 403, 404, 401, ok],
  'PATCH /v1/workshop-schedules/{id}/sessions/{sessionId}': ['session', ok, 403, 404, 401, ok],
  'DELETE /v1/workshop-schedules/{id}/sessions/{sessionId}': ['session', ok, 403, 404, 401, ok],
  'GET /v1/workshop-schedules/{id}/sessions/{sessionId}/check-ins': ['session', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/run-anyway': ['schedule', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/sessions/{sessionId}/check-ins': ['session', ok, 403, 404, 401, ok],
  'DELETE /v1/workshop-schedules/{id}/sessions/{sessionId}/check-ins/{code}': [
    'checkIn',
    ok,
    403,
    404,
    401,
    ok,
  ],
  // Public, or opened by a token that is the key.
  'GET /v1/public/workshop-schedules/{id}': ['schedule', ok, ok, ok, ok, ok],
  'GET /v1/public/workshop-schedules/{id}/price': ['schedule', ok, ok, ok, ok, ok],
  'GET /v1/public/workshop-schedules/{id}/questions': ['schedule', ok, ok, ok, ok, ok],
  'GET /v1/public/workshops/{id}': ['workshop', ok, ok, ok, ok, ok],
  'GET /v1/public/workshops/{id}/calendar.ics': ['workshop', ok, ok, ok, ok, ok],
  'GET /v1/calendar/{token}.ics': ['calendarFeed', ok, ok, ok, ok, ok],
  'GET /v1/calendar/teaching/{token}.ics': ['teachingCalendarFeed', ok, ok, ok, ok, ok],
  // Bookings are their parties' alone: anyone else gets 404. Resources stay closed (403) until paid.
  'GET /v1/bookings/{id}': ['booking', ok, 404, 404, 401, ok],
  'PATCH /v1/bookings/{id}': ['booking', ok, 404, 404, 401, ok],
  'PUT /v1/bookings/{id}': ['booking', ok, 404, 404, 401, ok],
  'DELETE /v1/bookings/{id}': ['booking', ok, 404, 404, 401, ok],
  'POST /v1/bookings/{id}/restore': ['booking', ok, 404, 404, 401, ok],
  'GET /v1/bookings/{id}/cancellation-quote': ['booking', ok, 404, 404, 401, ok],
  'POST /v1/bookings/{id}/cancellations': ['booking', ok, 404, 404, 401, ok],
  'GET /v1/bookings/{id}/resources': ['booking', 403, 404, 404, 401, ok],
  'GET /v1/bookings/{id}/resources/{resourceId}/file': ['bookingResource', 403, 404, 404, 401, 404],
  'GET /v1/waitlist-entries/{id}': ['waitlistEntry', ok, 404, 404, 401, 404],
  'DELETE /v1/waitlist-entries/{id}': ['waitlistEntry', ok, 404, 404, 401, 404],
  'POST /v1/waitlist-entries/{id}/claim': ['waitlistEntry', ok, 404, 404, 401, 404],
  'POST /v1/waitlist-entries/{id}/decline': ['waitlistEntry', ok, 404, 404, 401, 404],
  'GET /v1/workshop-schedules/{id}/waitlist': ['waitlistSchedule', ok, 403, 404, 401, ok],
  'GET /v1/workshop-schedules/{id}/announcements': ['waitlistSchedule', ok, 403, 404, 401, ok],
  'POST /v1/workshop-schedules/{id}/announcements': ['waitlistSchedule', ok, 403, 404, 401, ok],
  'GET /v1/workshop-schedules/{id}/announcements/{announcementId}/recipients': [
    'announcement',
    ok,
    403,
    404,
    401,
    ok,
  ],
  'POST /v1/user/notifications/{id}/read': ['notification', ok, 404, 404, 401, 404],
  'GET /v1/unsubscribe/{token}': ['unsubscribe', ok, ok, ok, ok, ok],
  'POST /v1/unsubscribe/{token}': ['unsubscribe', ok, ok, ok, ok, ok],
  'GET /v1/booking-seats/{id}': ['seat', ok, 404, 404, 401, ok],
  'PATCH /v1/booking-seats/{id}': ['seat', ok, 404, 404, 401, ok],
  'PUT /v1/booking-seats/{id}': ['seat', ok, 404, 404, 401, ok],
  'DELETE /v1/booking-seats/{id}': ['seat', ok, 404, 404, 401, ok],
  'POST /v1/booking-seats/{id}/restore': ['seat', ok, 404, 404, 401, ok],
  'POST /v1/booking-seats/{id}/send-invitation': ['seat', ok, 404, 404, 401, ok],
  'POST /v1/booking-seats/{id}/transfer': ['seat', ok, 404, 404, 401, ok],
  'GET /v1/invitations/{token}': ['invitation', ok, ok, ok, ok, ok],
  // A group is a personal address book: not even a super-admin sees it (group-policy.ts); cards likewise.
  'GET /v1/groups/{id}': ['group', ok, 404, 404, 401, 404],
  'PATCH /v1/groups/{id}': ['group', ok, 404, 404, 401, 404],
  'DELETE /v1/groups/{id}': ['group', ok, 404, 404, 401, 404],
  'POST /v1/groups/{id}/restore': ['group', ok, 404, 404, 401, 404],
  'POST /v1/payments/bookings/{id}/payment-intent': ['booking', ok, 404, 404, 401, ok],
  'POST /v1/payments/bookings/{id}/finalize': ['booking', ok, 404, 404, 401, ok],
  // Only the person a seat is for pays for it: its booker and a super-admin see it but may not.
  'POST /v1/payments/booking-seats/{id}/payment-intent': ['seat', 403, 404, 404, 401, 403],
  'POST /v1/payments/booking-seats/{id}/finalize': ['seat', 403, 404, 404, 401, 403],
  'DELETE /v1/payments/payment-methods/{id}': ['paymentMethod', ok, 404, 404, 401, 404],
  // A passkey is how its owner signs in: no one else, a super-admin included, learns it exists.
  'PATCH /v1/auth/passkeys/{id}': ['passkey', ok, 404, 404, 401, 404],
  'DELETE /v1/auth/passkeys/{id}': ['passkey', ok, 404, 404, 401, 404],
  // A team's key is its owners' and admins' to revoke; anyone else, a super-admin included, does not see it.
  'DELETE /v1/api-keys/{id}': ['apiKey', ok, 404, 404, 401, 404],
  'GET /v1/payments/bookings/{id}/invoice': ['booking', ok, 404, 404, 401, ok],
  'GET /v1/payments/workshops/{id}/statement': ['workshop', ok, 403, 404, 401, ok],
  // Invoices (issue 34): a booking's are read by those who see it; a workshop's by its coach and the
  // team's managers; one document by its payer, booker, coach, the team's managers, a super-admin.
  'GET /v1/payments/bookings/{id}/invoices': ['booking', ok, 404, 404, 401, ok],
  'GET /v1/payments/workshops/{id}/invoices': ['workshop', ok, 403, 404, 401, ok],
  'GET /v1/payments/invoices/{id}': ['invoice', ok, 404, 404, 401, ok],
  // A certificate (decision 0115): what it certifies is anyone's who has its code; its PDF its holder's
  // and its booker's (here one person), not even a super-admin's.
  'GET /v1/certificates/{code}': ['certificate', ok, ok, ok, ok, ok],
  'GET /v1/certificates/{code}/pdf': ['certificate', ok, 403, 403, 401, 403],
  'DELETE /v1/t/promo-codes/{id}': ['promoCode', ok, 403, 404, 401, ok],
  // A team's webhooks (decision 0119): its owners and admins, and the platform; never another team.
  'GET /v1/tenants/{id}/webhook-endpoints': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'POST /v1/tenants/{id}/webhook-endpoints': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'GET /v1/tenants/{id}/webhook-endpoints/{endpointId}': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'PATCH /v1/tenants/{id}/webhook-endpoints/{endpointId}': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'DELETE /v1/tenants/{id}/webhook-endpoints/{endpointId}': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'POST /v1/tenants/{id}/webhook-endpoints/{endpointId}/test': ['webhookEndpoint', ok, 403, 403, 401, ok],
  'GET /v1/tenants/{id}/webhook-endpoints/{endpointId}/deliveries': [
    'webhookEndpoint',
    ok,
    403,
    403,
    401,
    ok,
  ],
  'POST /v1/tenants/{id}/webhook-deliveries/{deliveryId}/redeliver': [
    'webhookEndpoint',
    ok,
    403,
    403,
    401,
    ok,
  ],
  'GET /v1/payments/transfers/{id}/statement': ['payout', ok, 404, 404, 401, ok],
  // The super-admin's area (issue 22): the platform's operators only, whoever owns the record.
  'POST /v1/admin/users/{id}/suspend': ['user', 403, 403, 403, 401, ok],
  'POST /v1/admin/users/{id}/reactivate': ['user', 403, 403, 403, 401, ok],
  'POST /v1/admin/users/{id}/roles': ['user', 403, 403, 403, 401, ok],
  'DELETE /v1/admin/users/{id}/roles/{role}': ['userRole', 403, 403, 403, 401, ok],
  'POST /v1/admin/users/{id}/resend-verification': ['user', 403, 403, 403, 401, ok],
  'POST /v1/admin/tenants/{id}/suspend': ['team', 403, 403, 403, 401, ok],
  'POST /v1/admin/tenants/{id}/reactivate': ['team', 403, 403, 403, 401, ok],
  'GET /v1/admin/tenants/{id}/summary': ['team', 403, 403, 403, 401, ok],
  'GET /v1/admin/bookings/{id}': ['booking', 403, 403, 403, 401, ok],
  'POST /v1/admin/bookings/{id}/refunds': ['booking', 403, 403, 403, 401, ok],
  'GET /v1/admin/schedules/{id}/seat-ledger': ['schedule', 403, 403, 403, 401, ok],
  'POST /v1/admin/trash/{kind}/{id}/restore': ['trashedWorkshop', 403, 403, 403, 401, ok],
  'POST /v1/admin/failed-jobs/{id}/retry': ['failedJob', 403, 403, 403, 401, ok],
  // Applications to become a coach are decided by the platform's operators, never by their applicant.
  'POST /v1/coach-applications/{id}/approve': ['coachApplication', 403, 403, 403, 401, ok],
  'POST /v1/coach-applications/{id}/decline': ['coachApplication', 403, 403, 403, 401, ok],
};

/** Builds the people of one row, then its record. */
async function world(kind: Kind) {
  const team = await createTenant(knex());
  const otherTeam = await createTenant(knex());
  const owner = await createUser(knex(), {
    tenants: [{ tenant: team, role: kind.ownerRole ?? 'member' }],
    roles: kind.ownerIsCoach ? ['coach'] : [],
  });
  const member = await createUser(knex(), { tenants: [team], roles: ['coach'] });
  const other = await createUser(knex(), { tenants: [otherTeam], roles: ['coach'] });
  const admin = await createUser(knex(), { roles: ['super-admin'] });
  const as = async (user: User, slug: string) => ({ ...(await bearerFor(knex(), user)), 'X-Team': slug });
  const w: World = {
    team,
    owner,
    headers: {
      owner: await as(owner, team.slug),
      member: await as(member, team.slug),
      other: await as(other, otherTeam.slug),
      guest: {},
      admin: await as(admin, team.slug),
    },
  };
  const params = await kind.make(w);
  if (kind.table) {
    await knex()(kind.table)
      .where({ id: kind.table === 'workshop_resources' ? params.resourceId : params.id })
      .update({ deleted_at: new Date() });
  }
  return { w, params };
}

const answerOf = (status: number): Answer =>
  status === 401 || status === 403 || status === 404 || status === 405 ? (status as Answer) : ok;

/**
 * The body of a request: an update changes nothing (`{}`), so that validation, which comes before the
 * policy, lets it reach the policy; anything else a valid body generated from its schema.
 */
const bodyOf = (operation: Operation, params: Record<string, string>) =>
  BODIES[key(operation)]?.(params) ??
  (operation.method === 'PATCH' || operation.method === 'PUT' ? {} : validValue(operation.body));

/** Bodies the generator cannot guess (a condition across fields, ids of the record's own). */
const BODIES: Record<string, (params: Record<string, string>) => unknown> = {
  'POST /v1/workshops/{id}/resources': () => ({ title: 'Notes', type: 'link', url: 'https://example.com/n' }),
  'PUT /v1/workshops/{id}/resources/order': (params) => ({ ids: [params.resourceId] }),
  'PUT /v1/workshops/{id}/questions': () => ({ questions: [] }),
  // A session a year ahead, clear of the fixture's (a month ahead).
  'POST /v1/workshop-schedules/{id}/sessions': () => ({
    startDate: new Date(Date.now() + 365 * 86_400_000).toISOString(),
    endDate: new Date(Date.now() + 365 * 86_400_000 + 3_600_000).toISOString(),
  }),
  'POST /v1/payments/bookings/{id}/payment-intent': () => ({}),
  'POST /v1/payments/bookings/{id}/finalize': () => ({ paymentIntentId: 'pi_matrix' }),
  'POST /v1/payments/booking-seats/{id}/payment-intent': () => ({}),
  'POST /v1/payments/booking-seats/{id}/finalize': () => ({ paymentIntentId: 'pi_matrix' }),
  'POST /v1/waitlist-entries/{id}/claim': () => ({ address }),
  // A role there is (the member's coach role), so that a granted changeRoles meets a valid body.
  'POST /v1/admin/users/{id}/roles': () => ({ role: 'coach' }),
  // A valid cancellation: a reason, and no attendee seat the booking does not have.
  'POST /v1/bookings/{id}/cancellations': () => ({ seats: 1, cancellationReason: 'The matrix cancels it.' }),
};

const key = (operation: Operation) => `${operation.method} ${operation.path}`;

/** The ability of its record's `abilities` that says whether an operation will be let through. */
const ABILITY_OF: Record<
  string,
  {
    of:
      | 'bookings'
      | 'booking-seats'
      | 'workshops'
      | 'workshop-schedules'
      | 't/job-postings'
      | 'groups'
      | 'waitlist-entries'
      | 'users'
      | 't/job-postings/{id}/applications';
    ability: string;
    /** The path parameter of the record read, when it is not `id`. */
    record?: string;
  }
> = {
  'DELETE /v1/bookings/{id}': { of: 'bookings', ability: 'delete' },
  'GET /v1/bookings/{id}/cancellation-quote': { of: 'bookings', ability: 'cancel' },
  'POST /v1/bookings/{id}/cancellations': { of: 'bookings', ability: 'cancel' },
  'GET /v1/bookings/{id}/resources': { of: 'bookings', ability: 'viewResources' },
  'POST /v1/payments/bookings/{id}/payment-intent': { of: 'bookings', ability: 'pay' },
  'DELETE /v1/booking-seats/{id}': { of: 'booking-seats', ability: 'revoke' },
  'POST /v1/booking-seats/{id}/send-invitation': { of: 'booking-seats', ability: 'resend' },
  'POST /v1/booking-seats/{id}/transfer': { of: 'booking-seats', ability: 'transfer' },
  // The catalogue (workshop-abilities.ts): a workshop's and a schedule's changes, and a schedule's line.
  'PATCH /v1/workshops/{id}': { of: 'workshops', ability: 'edit' },
  'PUT /v1/workshops/{id}': { of: 'workshops', ability: 'edit' },
  'DELETE /v1/workshops/{id}': { of: 'workshops', ability: 'delete' },
  'POST /v1/workshops/{id}/resources': { of: 'workshops', ability: 'manageResources' },
  'PUT /v1/workshops/{id}/resources/order': { of: 'workshops', ability: 'manageResources' },
  'PUT /v1/workshops/{id}/questions': { of: 'workshops', ability: 'editQuestions' },
  'PATCH /v1/workshops/{id}/resources/{resourceId}': { of: 'workshops', ability: 'manageResources' },
  'DELETE /v1/workshops/{id}/resources/{resourceId}': { of: 'workshops', ability: 'manageResources' },
  'PATCH /v1/workshop-schedules/{id}': { of: 'workshop-schedules', ability: 'edit' },
  'PUT /v1/workshop-schedules/{id}': { of: 'workshop-schedules', ability: 'edit' },
  'DELETE /v1/workshop-schedules/{id}': { of: 'workshop-schedules', ability: 'delete' },
  'GET /v1/workshop-schedules/{id}/waitlist': { of: 'workshop-schedules', ability: 'viewWaitlist' },
  'GET /v1/workshop-schedules/{id}/announcements': { of: 'workshop-schedules', ability: 'announce' },
  'GET /v1/workshop-schedules/{id}/attendees.csv': { of: 'workshop-schedules', ability: 'exportAttendees' },
  'POST /v1/workshop-schedules/{id}/sessions': { of: 'workshop-schedules', ability: 'editSessions' },
  'POST /v1/workshop-schedules/{id}/sessions/series': { of: 'workshop-schedules', ability: 'editSessions' },
  'GET /v1/workshop-schedules/{id}/sessions/{sessionId}/check-ins': {
    of: 'workshop-schedules',
    ability: 'checkIn',
  },
  // Job postings, groups, waitlist entries and users (a restore acts on a deleted record, which no GET shows).
  'PATCH /v1/t/job-postings/{id}': { of: 't/job-postings', ability: 'edit' },
  'PUT /v1/t/job-postings/{id}': { of: 't/job-postings', ability: 'edit' },
  'DELETE /v1/t/job-postings/{id}': { of: 't/job-postings', ability: 'delete' },
  'GET /v1/t/job-postings/{id}/applications': { of: 't/job-postings', ability: 'viewApplications' },
  'GET /v1/t/job-postings/{id}/applications.csv': { of: 't/job-postings', ability: 'viewApplications' },
  'PATCH /v1/t/job-postings/{id}/applications/{applicationId}': {
    of: 't/job-postings/{id}/applications',
    ability: 'changeStatus',
    record: 'applicationId',
  },
  'PATCH /v1/groups/{id}': { of: 'groups', ability: 'edit' },
  'DELETE /v1/groups/{id}': { of: 'groups', ability: 'delete' },
  'DELETE /v1/waitlist-entries/{id}': { of: 'waitlist-entries', ability: 'leave' },
  'POST /v1/waitlist-entries/{id}/claim': { of: 'waitlist-entries', ability: 'claim' },
  'POST /v1/waitlist-entries/{id}/decline': { of: 'waitlist-entries', ability: 'decline' },
  'DELETE /v1/users/{id}': { of: 'users', ability: 'delete' },
  'POST /v1/admin/users/{id}/suspend': { of: 'users', ability: 'suspend' },
  'POST /v1/admin/users/{id}/reactivate': { of: 'users', ability: 'reactivate' },
  'POST /v1/admin/users/{id}/roles': { of: 'users', ability: 'changeRoles' },
  'DELETE /v1/admin/users/{id}/roles/{role}': { of: 'users', ability: 'changeRoles' },
};

/**
 * The ability an actor is shown on the record, or false when they cannot read it: GET /v1/{of}/{id}, `of`
 * filled with the record's path parameters and `id` the one `record` names (default `id`) for a record under
 * another (an application under its posting).
 */
async function abilityShown(
  { of, ability, record = 'id' }: (typeof ABILITY_OF)[string],
  params: Record<string, string>,
  headers: Headers,
): Promise<boolean> {
  const parent = of.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? `none-${name}`);
  const res = await t.app.json<{ data: { abilities: Record<string, boolean> } }>(
    `/v1/${parent}/${params[record] ?? ''}`,
    { headers },
  );
  if (res.status !== 200) return false;
  const shown = res.body.data.abilities[ability];
  expect(typeof shown, `${of} abilities.${ability}`).toBe('boolean');
  return shown === true;
}

/** Whether an answer agrees with the ability shown: granted ⇒ 2xx; refused ⇒ 401, 403, 404 or 422. */
const agrees = (shown: boolean, status: number) =>
  shown ? status >= 200 && status < 300 : [401, 403, 404, 422].includes(status);

it('answers every actor on every operation that names a record as the matrix says', {
  timeout: 300_000,
}, async () => {
  const document = (await t.app.json<Parameters<typeof operationsOf>[0]>('/v1/openapi.json')).body;
  const operations = operationsOf(document).filter((operation) => operation.path.includes('{'));
  const keys = new Set(operations.map(key));
  const problems: string[] = [];
  for (const name of Object.keys(MATRIX)) {
    if (!keys.has(name)) problems.push(`remove the row of ${name}: no such operation`);
  }
  const record = process.env.MATRIX_RECORD === '1';
  const recorded: string[] = [];
  for (const operation of operations) {
    const row = MATRIX[key(operation)];
    if (!row && !record) {
      problems.push(`add a row for ${key(operation)}`);
      continue;
    }
    const [kindName, ...expected] = row ?? [guessKind(operation.path), 404, 404, 404, 401, ok];
    const kind: Kind = KINDS[kindName];
    const restore = operation.path.endsWith('/restore');
    // Refusals first: they must leave the record as it was. An allowed change gets a fresh record after it.
    const order = ACTORS.map((actor, index) => ({ actor, expected: expected[index] as Answer })).sort(
      (a, b) => Number(a.expected === ok) - Number(b.expected === ok),
    );
    let made = await world({ ...kind, table: restore ? kind.table : undefined });
    let changed = false;
    const observed: Partial<Record<ActorName, Answer>> = {};
    const statuses: Partial<Record<ActorName, number>> = {};
    for (const { actor, expected: wanted } of order) {
      if (changed) made = await world({ ...kind, table: restore ? kind.table : undefined });
      const url = operation.path.replace(
        /\{(\w+)\}/g,
        (_m, name: string) => made.params[name] ?? `none-${name}`,
      );
      const body = operation.body ? bodyOf(operation, made.params) : undefined;
      const granted = ABILITY_OF[key(operation)];
      const shown = granted && (await abilityShown(granted, made.params, made.w.headers[actor]));
      const res = await t.app.json(url, {
        method: operation.method,
        headers: made.w.headers[actor],
        ...(body !== undefined ? { json: body } : {}),
        redirect: 'manual',
      });
      const answer = answerOf(res.status);
      observed[actor] = answer;
      statuses[actor] = res.status;
      changed = answer === ok && operation.method !== 'GET';
      if (!record && granted && !agrees(shown === true, res.status)) {
        problems.push(
          `${key(operation)} as ${actor}: abilities.${granted.ability} is ${shown}, but the route answered ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`,
        );
      }
      if (!record && answer !== wanted) {
        problems.push(
          `${key(operation)} as ${actor}: expected ${wanted}, got ${res.status} ${JSON.stringify(res.body)?.slice(0, 160)}`,
        );
      }
    }
    const cell = (answer: Answer | undefined) => (answer === ok ? 'ok' : String(answer));
    recorded.push(
      `  '${key(operation)}': ['${kindName}', ${ACTORS.map((actor) => cell(observed[actor])).join(', ')}], // ${ACTORS.map((actor) => statuses[actor]).join(' ')}`,
    );
  }
  if (record) console.info(recorded.join('\n'));
  console.info(
    `authorization matrix: ${operations.length} operations × ${ACTORS.length} actors = ${operations.length * ACTORS.length} answers, ${problems.length} failures`,
  );
  for (const name of Object.keys(ABILITY_OF)) {
    if (!keys.has(name)) problems.push(`remove the ability of ${name}: no such operation`);
  }
  expect(problems).toEqual([]);
});

/** Record mode only: the kind a path most likely names, from its segments. */
function guessKind(path: string): keyof typeof KINDS {
  const rules: Array<[RegExp, keyof typeof KINDS]> = [
    [/^\/v1\/tenants\/\{id\}\/members/, 'teamMember'],
    [/^\/v1\/tenants\/\{id\}\/webhook-/, 'webhookEndpoint'],
    [/^\/v1\/tenants/, 'team'],
    [/^\/v1\/public\/users/, 'coach'],
    [/^\/v1\/users/, 'user'],
    [/^\/v1\/roles/, 'role'],
    [/^\/v1\/permissions/, 'permission'],
    [/^\/v1\/images/, 'image'],
    [/applications/, 'jobApplication'],
    [/public\/job-postings/, 'publicJobPosting'],
    [/job-postings/, 'jobPosting'],
    [/^\/v1\/workshops\/\{id\}\/resources\/\{resourceId\}/, 'resource'],
    [/workshop-templates/, 'template'],
    [/workshop-schedules/, 'schedule'],
    [/workshops/, 'workshop'],
    [/calendar\/teaching\/\{token\}/, 'teachingCalendarFeed'],
    [/calendar\/\{token\}/, 'calendarFeed'],
    [/bookings\/\{id\}\/resources\/\{resourceId\}/, 'bookingResource'],
    [/bookings/, 'booking'],
    [/booking-seats/, 'seat'],
    [/\/t\/invitations/, 'teamInvitation'],
    [/team-invitations/, 'teamInvitationLink'],
    [/invitations/, 'invitation'],
    [/groups/, 'group'],
    [/payment-methods/, 'paymentMethod'],
    [/coach-applications/, 'coachApplication'],
    [/certificates/, 'certificate'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'user';
}
