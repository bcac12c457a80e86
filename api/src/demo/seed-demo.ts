import { randomUUID } from 'node:crypto';
import {
  type BookingAnswer,
  DEFAULT_CURRENCY,
  TEAM_INVITATION_EXPIRY_DAYS,
  type TeamRole,
  toMinorUnits,
} from '@exceed/contract';
import type { Knex } from 'knex';
import { personalTeam } from '../auth/registration.ts';
import { hashPassword, hashSecret, newSecret } from '../auth/secrets.ts';
import { questionsOf } from '../bookings/booking-answers.ts';
import { holdInviteeSeats } from '../bookings/invitee-seats.ts';
import { recordPastSeats, takeSeats } from '../bookings/seat-counter.ts';
import { certifyAttendees } from '../certificates/certify-attendees.ts';
import { slugify } from '../db/slugify.ts';
import { Booking } from '../models/booking.ts';
import { BookingQuestion } from '../models/booking-question.ts';
import { BookingSeat } from '../models/booking-seat.ts';
import { CoachApplication } from '../models/coach-application.ts';
import { CoachProfile } from '../models/coach-profile.ts';
import { Feedback } from '../models/feedback.ts';
import { JobPosting } from '../models/job-posting.ts';
import { LedgerEntry } from '../models/ledger-entry.ts';
import { Profile } from '../models/profile.ts';
import { PromoCode } from '../models/promo-code.ts';
import { Role } from '../models/role.ts';
import { SessionAttendance } from '../models/session-attendance.ts';
import { Tag } from '../models/tag.ts';
import { TeamInvitation } from '../models/team-invitation.ts';
import { Tenant } from '../models/tenant.ts';
import { TenantMember } from '../models/tenant-member.ts';
import { User } from '../models/user.ts';
import { WaitlistEntry } from '../models/waitlist-entry.ts';
import { Workshop } from '../models/workshop.ts';
import { WorkshopResource } from '../models/workshop-resource.ts';
import { WorkshopSchedule } from '../models/workshop-schedule.ts';
import { WorkshopTemplate } from '../models/workshop-template.ts';
import { recordCharge } from '../payments/ledger.ts';
import { bookerPrice, seatPrice } from '../pricing/booking-price.ts';
import { type PriceTiers, storedTiers } from '../pricing/price-tiers.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { storeFile } from '../storage/store-file.ts';
import { resourceFileFields } from '../workshops/resource-file.ts';
import { addSessions } from '../workshops/schedule-sessions.ts';
import { sessionsAfter } from '../workshops/session-series.ts';
import { seedAdminArea } from './demo-admin.ts';
import { seedApiKeys } from './demo-api-keys.ts';
import { seedAttention } from './demo-attention.ts';
import {
  DEMO_ACCOUNTS,
  DEMO_COACH_APPLICATION,
  DEMO_FULL_SESSION,
  DEMO_INVITATIONS,
  DEMO_MEMBERSHIPS,
  DEMO_PASSWORD,
  DEMO_PAST_BOOKING,
  DEMO_REVIEWERS,
  DEMO_REVIEWS,
  DEMO_SHARED_BOOKING,
  DEMO_TENANT_SLUG,
  DEMO_WORKSHOPS,
  type DemoAccount,
  type DemoResource,
  type DemoWorkshop,
  TAGS,
  TEAMS,
  TEMPLATES,
} from './demo-data.ts';
import { renderDemoDocument } from './demo-document.ts';
import { seedCover, seedPortrait } from './demo-images.ts';
import { DEMO_JOB_POSTINGS } from './demo-job-postings.ts';
import { seedJobBoard } from './demo-jobs.ts';
import { seedNotifications } from './demo-notifications.ts';
import { seedWebhooks } from './demo-webhooks.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant `days` from today at `hour` o'clock UTC (negative days: a session already held). */
function daysAhead(days: number, hour: number): Date {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return new Date(today.getTime() + days * DAY_MS + hour * HOUR_MS);
}

/**
 * Demo data for a fresh database (DESIGN.md "Running it": coaches, workshops, schedules): the `exceed`
 * team with an administrator, three coaches with full coach profiles, a client and a recruiter, a second
 * team with a coach of its own (each team owned by a coach; team roles, the memberships across teams and
 * an open invitation in demo-data.ts), tags, templates, and a catalogue whose schedules lie in the weeks
 * ahead (one of them fully booked, with people on its waitlist), job postings with applications
 * (demo-job-postings.ts, demo-jobs.ts), an application to become a coach waiting for review, so
 * `npm start` shows a live marketplace at once. Coaches have portraits and workshops covers (demo-images.ts),
 * whose addresses are under `appUrl`. Most workshops also have a session already held whose attendees,
 * four client accounts with personal teams (DEMO_REVIEWERS), booked, paid, attended and rated it
 * (DEMO_REVIEWS), so every coach card shows a rating and a review count rather than "New coach" and the
 * workshop pages show reviews from verified attendees. Every account is active and verified. Does nothing
 * when the database already has users, so a restart never duplicates or overwrites anything. Answers
 * whether it seeded.
 */
export async function seedDemo(knex: Knex, storage: FileStorage, appUrl: string): Promise<boolean> {
  return knex.transaction(async (trx) => {
    if ((await User.query(trx).withDeleted().resultSize()) > 0) return false;
    const teams = new Map<string, Tenant>();
    for (const team of TEAMS) teams.set(team.slug, await Tenant.query(trx).insertAndFetch({ ...team }));
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const users = new Map<string, User>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await seedPerson(
        trx,
        account,
        required(teams, account.team),
        account.teamRole,
        passwordHash,
      );
      const avatar = await seedPortrait(trx, storage, user);
      if (avatar) await User.query(trx).findById(user.id).patch({ avatar });
      users.set(user.username, user);
      const roles = await Role.query(trx).whereIn('name', account.roles);
      if (roles.length > 0) {
        await trx('user_roles').insert(roles.map((role) => ({ user_id: user.id, role_id: role.id })));
      }
      if (account.coach) {
        await CoachProfile.query(trx).insert({
          userId: user.id,
          ...account.coach,
          completedBusinessAccelerator: true,
          completedVideoResources: true,
          completedQuizzes: true,
          completedConsultation: true,
        });
      }
    }
    for (const reviewer of DEMO_REVIEWERS) {
      // A client who signed up: the owner of a personal team, as every sign-up is (auth/registration.ts).
      const team = await personalTeam(trx, reviewer);
      users.set(reviewer.username, await seedPerson(trx, reviewer, team, 'owner', passwordHash));
    }
    await seedTeamMembers(trx, teams, users);
    const schedules = await seedCatalogue(trx, storage, appUrl, teams, users);
    await seedPastBooking(trx, users, schedules, appUrl);
    await seedReviews(trx, users, schedules);
    await seedFullSession(trx, users, schedules);
    await seedSharedBooking(trx, users, schedules);
    await seedNotifications(
      trx,
      users,
      required(schedules, scheduleKey(DEMO_SHARED_BOOKING.workshop, DEMO_SHARED_BOOKING.inDays)),
    );
    await seedJobPostings(trx, teams, users);
    await seedJobBoard(trx, teams, users);
    await seedAdminArea(trx, teams, users);
    await seedApiKeys(trx, teams, users);
    await seedAttention(trx);
    await seedWebhooks(trx, required(teams, DEMO_TENANT_SLUG));
    const { username, ...application } = DEMO_COACH_APPLICATION;
    await CoachApplication.query(trx).insert({ userId: required(users, username).id, ...application });
    return true;
  });
}

/**
 * A demo person's account, active and verified with the demo password hash, its profile, and its ACTIVE
 * membership of `team` in `role`; `team` is their default.
 */
async function seedPerson(
  trx: Knex.Transaction,
  person: Pick<DemoAccount, 'email' | 'username' | 'firstName' | 'lastName' | 'headline' | 'country'>,
  team: Tenant,
  role: TeamRole,
  passwordHash: string,
): Promise<User> {
  const user = await User.query(trx).insertAndFetch({
    username: person.username,
    email: person.email,
    status: 'active',
    passwordHash,
    emailVerifiedAt: new Date(),
    defaultTenantSlug: team.slug,
    colorMode: 'auto',
  });
  await Profile.query(trx).insert({
    userId: user.id,
    firstName: person.firstName,
    lastName: person.lastName,
    headline: person.headline,
    country: person.country,
    socialAccounts: [
      { platform: 'linkedin', url: `https://www.linkedin.com/in/${person.username}`, order: 1 },
    ],
  });
  await TenantMember.query(trx).insert({ tenantId: team.id, userId: user.id, status: 'ACTIVE', role });
  return user;
}

/** The demo job postings (demo-job-postings.ts) with their people and numbered questions. */
async function seedJobPostings(trx: Knex.Transaction, teams: Map<string, Tenant>, users: Map<string, User>) {
  for (const { team, createdBy, recruiters, questions, ...posting } of DEMO_JOB_POSTINGS) {
    await JobPosting.forTenant(required(teams, team).id, trx).insert({
      ...posting,
      createdBy: required(users, createdBy).id,
      recruiterIds: recruiters.map((username) => required(users, username).id),
      interviewQuestions: questions.map((title, index) => ({
        id: randomUUID(),
        title: title.replace(/^off:/, ''),
        order: index + 1,
        enabled: !title.startsWith('off:'),
      })),
    });
  }
}

/** The memberships beyond each account's own team, and an open invitation (demo-data.ts). */
async function seedTeamMembers(trx: Knex.Transaction, teams: Map<string, Tenant>, users: Map<string, User>) {
  for (const membership of DEMO_MEMBERSHIPS) {
    await TenantMember.query(trx).insert({
      tenantId: required(teams, membership.team).id,
      userId: required(users, membership.username).id,
      role: membership.role,
      status: membership.status,
    });
  }
  for (const invitation of DEMO_INVITATIONS) {
    const sentAt = new Date();
    await TeamInvitation.forTenant(required(teams, invitation.team).id, trx).insert({
      email: invitation.email,
      role: invitation.role,
      inviterId: required(users, invitation.inviter).id,
      // A link nobody holds: the demo shows the invitation, not a way in.
      tokenHash: hashSecret(newSecret()),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + TEAM_INVITATION_EXPIRY_DAYS * DAY_MS),
    });
  }
}

/** Stores a demo document's PDF as an attached upload of its coach: the resource's file fields. */
async function seedDocument(
  trx: Knex.Transaction,
  storage: FileStorage,
  document: DemoResource,
  {
    ownerId,
    workshop,
    ...location
  }: { ownerId: string; workshop: string; workshopId: string; resourceId: string },
) {
  const mimeType = 'application/pdf';
  const bytes = await renderDemoDocument(document.title, workshop);
  const file = await storeFile(
    storage,
    trx,
    { field: 'file', filename: document.at, mimeType, bytes },
    { ownerId, mimeType, width: null, height: null, expiresAt: null },
  );
  return resourceFileFields(file, location);
}

/** The key of a demo schedule: its workshop's title and its day. */
const scheduleKey = (workshop: string, inDays: number) => `${workshop}@${inDays}`;

/**
 * Tags, templates, and the workshops with their resources, tags and schedules (DEMO_WORKSHOPS). Answers
 * the schedules by scheduleKey.
 */
async function seedCatalogue(
  trx: Knex.Transaction,
  storage: FileStorage,
  appUrl: string,
  teams: Map<string, Tenant>,
  users: Map<string, User>,
): Promise<Map<string, WorkshopSchedule>> {
  const schedules = new Map<string, WorkshopSchedule>();
  const tags = new Map<string, Tag>();
  for (const name of TAGS) tags.set(name, await Tag.query(trx).insertAndFetch({ name, slug: slugify(name) }));
  const templates = new Map<string, string>();
  for (const template of TEMPLATES) {
    const { id } = await WorkshopTemplate.forTenant(required(teams, template.team).id, trx).insert({
      title: template.title,
      slug: slugify(template.title),
      description: `The outline of every "${template.title}" workshop.`,
      level: template.level,
      priceMinor: toMinorUnits(template.price, DEFAULT_CURRENCY),
      status: 'PUBLISHED',
    });
    templates.set(template.title, id);
  }

  for (const [position, demo] of DEMO_WORKSHOPS.entries()) {
    const tenantId = required(teams, demo.team).id;
    const coachId = required(users, demo.coach).id;
    const cover = await seedCover(trx, storage, appUrl, {
      coachId,
      title: demo.title,
      tag: demo.tags[0],
      index: position,
    });
    const { id: workshopId } = await Workshop.forTenant(tenantId, trx).insert({
      workshopTemplateId: demo.template ? required(templates, demo.template) : null,
      coachId,
      title: demo.title,
      slug: slugify(demo.title),
      description: demo.description,
      ...cover,
      priceMinor: toMinorUnits(demo.price, DEFAULT_CURRENCY),
      priceTiers: demoTiers(demo),
      minSeats: demo.minSeats,
      maxSeats: demo.maxSeats,
      status: demo.status ?? 'PUBLISHED',
      ...(demo.cancellationPolicy ? { cancellationPolicy: demo.cancellationPolicy } : {}),
      ...(demo.reminderHours ? { reminderHours: demo.reminderHours } : {}),
    });
    for (const code of demo.promoCodes ?? [])
      await PromoCode.forTenant(tenantId, trx).insert({
        workshopId,
        code: code.code,
        percentOff: code.percentOff ?? null,
        amountOffMinor: code.amountOff === undefined ? null : toMinorUnits(code.amountOff, DEFAULT_CURRENCY),
        currency: code.amountOff === undefined ? null : DEFAULT_CURRENCY,
        validUntil: code.days === undefined ? null : new Date(Date.now() + code.days * 86_400_000),
        maxRedemptions: code.uses ?? null,
        createdBy: coachId,
      });
    for (const [index, question] of (demo.questions ?? []).entries())
      await BookingQuestion.forTenant(tenantId, trx).insert({
        workshopId,
        position: index,
        kind: question.kind,
        label: question.label,
        choices: question.choices ?? [],
        required: question.required ?? false,
        perAttendee: question.perAttendee ?? false,
      });
    await trx('workshop_tags').insert(
      demo.tags.map((name) => ({
        tenant_id: tenantId,
        workshop_id: workshopId,
        tag_id: required(tags, name).id,
      })),
    );
    for (const [index, resource] of demo.resources.entries()) {
      // The id is chosen first so a document's download path can name its resource.
      const id = randomUUID();
      await WorkshopResource.forTenant(tenantId, trx).insert({
        id,
        workshopId,
        title: resource.title,
        type: resource.type,
        // A document is a stored file, as if its coach had uploaded it; links and videos are addresses.
        ...(resource.type === 'document'
          ? await seedDocument(trx, storage, resource, {
              ownerId: coachId,
              workshop: demo.title,
              workshopId,
              resourceId: id,
            })
          : { url: resource.at }),
        sortOrder: index + 1,
      });
    }
    for (const {
      inDays,
      hour,
      hours,
      weeks = 1,
      visibility,
      status,
      decideInHours,
      ...schedule
    } of demo.schedules) {
      const startDate = daysAhead(inDays, hour);
      const endDate = new Date(startDate.getTime() + hours * HOUR_MS);
      const inserted = await WorkshopSchedule.forTenant(tenantId, trx).insert({
        ...schedule,
        ...(decideInHours === undefined
          ? {}
          : { goNoGoHours: Math.floor((startDate.getTime() - Date.now()) / HOUR_MS) - decideInHours }),
        workshopId,
        coachId,
        startDate,
        endDate,
        status: status ?? 'PUBLISHED',
        visibility: visibility ?? 'PUBLIC',
      });
      const { id } = inserted;
      if (weeks > 1)
        await addSessions(
          trx,
          inserted,
          sessionsAfter({ startDate, endDate }, { count: weeks - 1 }, schedule.timezone),
        );
      schedules.set(
        scheduleKey(demo.title, inDays),
        await WorkshopSchedule.forTenant(tenantId, trx).findById(id).throwIfNotFound(),
      );
    }
  }
  return schedules;
}

/** A demo booking's answers to its workshop's questions: each question's `sample` (DEMO_WORKSHOPS). */
async function demoAnswers(trx: Knex.Transaction, schedule: WorkshopSchedule): Promise<BookingAnswer[]> {
  const questions = await questionsOf(trx, schedule.tenantId, schedule.workshopId);
  const samples = new Map(
    DEMO_WORKSHOPS.flatMap((demo) => demo.questions ?? []).map((question) => [
      question.label,
      question.sample,
    ]),
  );
  return questions.flatMap(({ id: questionId, label, kind, perAttendee }) => {
    const value = samples.get(label);
    return value === undefined ? [] : [{ questionId, label, kind, perAttendee, value }];
  });
}

/** The demo fee share of the past booking's charge (PLATFORM_FEE_PERCENT's default). */
const DEMO_FEE_PERCENT = 10;

/** A booking of the demo paid by card `bookedAt`, in its final status, and its charge in the ledger. */
interface DemoBooking {
  user: User;
  schedule: WorkshopSchedule;
  seats: number;
  status: 'CONFIRMED' | 'COMPLETED';
  bookedAt: Date;
  address: Booking['address'];
  /** Each invitee pays for their own seat: the booker paid for one. */
  inviteesPay?: boolean;
}

/**
 * Inserts a paid demo booking with its seats in the seat ledger (`countSeats`: takeSeats for a session
 * ahead, recordPastSeats for one already held) and its charge in the ledger like a card payment's.
 */
async function seedPaidBooking(
  trx: Knex.Transaction,
  demo: DemoBooking,
  countSeats: (trx: Knex.Transaction, booking: Booking) => Promise<void>,
): Promise<Booking> {
  const { schedule, bookedAt } = demo;
  const workshop = await Workshop.forTenant(schedule.tenantId, trx).findById(schedule.workshopId);
  const priceMinor = workshop?.priceMinor ?? 0;
  const { id } = await Booking.forTenant(schedule.tenantId, trx).insert({
    userId: demo.user.id,
    workshopScheduleId: schedule.id,
    seats: demo.seats,
    status: demo.status,
    holdExpiresAt: null,
    priceMinor,
    priceTerms: { feePercent: DEMO_FEE_PERCENT },
    amountPaidMinor: 0,
    amountRefundedMinor: 0,
    currency: workshop?.currency ?? DEFAULT_CURRENCY,
    paymentMethod: 'card',
    confirmedAt: bookedAt,
    address: demo.address,
    meta: { workshopResourcePreferences: [] },
    answers: await demoAnswers(trx, schedule),
    inviteesPay: demo.inviteesPay ?? false,
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
  const booking = await Booking.forTenant(schedule.tenantId, trx)
    .findById(id)
    .withGraphFetched('workshopSchedule')
    .throwIfNotFound();
  await countSeats(trx, booking);
  const paidMinor = bookerPrice(booking).totalMinor;
  await booking.$query(trx).patch({ amountPaidMinor: paidMinor });
  const reference = `demo_booking_${id}`;
  await recordCharge(trx, booking, reference, paidMinor);
  // Paid when booked: the dashboards' months say so.
  await LedgerEntry.forTenant(schedule.tenantId, trx).where({ reference }).patch({ createdAt: bookedAt });
  return booking;
}

/**
 * DEMO_PAST_BOOKING: a paid booking of a session already held, which its booker attended (COMPLETED), with
 * its seats in the seat ledger as booking it while the session was ahead would have counted them; its
 * coach checked them in, and the session's attendance gave them a certificate (issued under `appUrl`).
 */
async function seedPastBooking(
  trx: Knex.Transaction,
  users: Map<string, User>,
  schedules: Map<string, WorkshopSchedule>,
  appUrl: string,
): Promise<void> {
  const demo = DEMO_PAST_BOOKING;
  const schedule = required(schedules, scheduleKey(demo.workshop, demo.inDays));
  const booking: DemoBooking = {
    user: required(users, demo.user),
    schedule,
    seats: demo.seats,
    status: 'COMPLETED',
    // A week before the session.
    bookedAt: new Date(schedule.startDate.getTime() - 7 * DAY_MS),
    address: { ...demo.address },
  };
  const paid = await seedPaidBooking(trx, booking, recordPastSeats);
  const checkedIn = await SessionAttendance.forTenant(schedule.tenantId, trx).insertAndFetch({
    scheduleSessionId: schedule.id,
    workshopScheduleId: schedule.id,
    bookingId: paid.id,
    bookingSeatId: null,
    checkInCode: paid.checkInCode,
    checkedInBy: schedule.coachId,
    checkedInAt: new Date(schedule.startDate.getTime() - 5 * 60_000),
  });
  await WorkshopSchedule.forTenant(schedule.tenantId, trx)
    .findById(schedule.id)
    .patch({ certificateShare: 100, attendanceSettledAt: schedule.endDate });
  const settled = await WorkshopSchedule.forTenant(schedule.tenantId, trx)
    .findById(schedule.id)
    .withGraphFetched('workshop')
    .throwIfNotFound();
  await certifyAttendees(trx, settled, [checkedIn], appUrl);
}

/**
 * DEMO_REVIEWS: for each session already held, every reviewer's paid booking of one seat, which they
 * attended (COMPLETED; booked a week or more before, its seats in the seat ledger as for the past booking),
 * and their feedback a day or two after the session.
 */
async function seedReviews(
  trx: Knex.Transaction,
  users: Map<string, User>,
  schedules: Map<string, WorkshopSchedule>,
): Promise<void> {
  const reviewers = new Map(DEMO_REVIEWERS.map((reviewer) => [reviewer.username, reviewer]));
  for (const session of DEMO_REVIEWS) {
    const schedule = required(schedules, scheduleKey(session.workshop, session.inDays));
    if (schedule.status !== 'COMPLETED') {
      throw new Error(`seedDemo: ${session.workshop}@${session.inDays} is reviewed but not a session held`);
    }
    for (const [index, review] of session.reviews.entries()) {
      const user = required(users, review.user);
      await seedPaidBooking(
        trx,
        {
          user,
          schedule,
          seats: 1,
          status: 'COMPLETED',
          bookedAt: new Date(schedule.startDate.getTime() - (7 + 4 * index) * DAY_MS - index * HOUR_MS),
          address: { ...required(reviewers, review.user).address },
        },
        recordPastSeats,
      );
      const ratedAt = new Date(schedule.endDate.getTime() + (1 + (index % 2)) * DAY_MS + index * HOUR_MS);
      await Feedback.forTenant(schedule.tenantId, trx).insert({
        workshopScheduleId: schedule.id,
        userId: user.id,
        rating: review.rating,
        comment: review.comment,
        createdAt: ratedAt,
        updatedAt: ratedAt,
      });
    }
  }
}

/**
 * DEMO_FULL_SESSION: every seat of a session ahead booked and paid, then people in its waitlist's line,
 * a day apart in the order given (the line is first come, first served).
 */
async function seedFullSession(
  trx: Knex.Transaction,
  users: Map<string, User>,
  schedules: Map<string, WorkshopSchedule>,
): Promise<void> {
  const demo = DEMO_FULL_SESSION;
  const schedule = required(schedules, scheduleKey(demo.workshop, demo.inDays));
  const workshop = await Workshop.forTenant(schedule.tenantId, trx).findById(schedule.workshopId);
  const bookedAt = daysAhead(-3, 9);
  await seedPaidBooking(
    trx,
    {
      user: required(users, demo.booker),
      schedule,
      seats: workshop?.maxSeats ?? 0,
      status: 'CONFIRMED',
      bookedAt,
      address: { ...demo.address },
    },
    (inner, booking) => takeSeats(inner, booking, 'CONFIRMED', booking.seats),
  );
  for (const [index, waiting] of demo.waiting.entries()) {
    const joinedAt = new Date(bookedAt.getTime() + (index + 1) * DAY_MS);
    await WaitlistEntry.forTenant(schedule.tenantId, trx).insert({
      workshopScheduleId: schedule.id,
      userId: required(users, waiting.user).id,
      seats: waiting.seats,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    });
  }
}

/**
 * DEMO_SHARED_BOOKING: a booking whose invitees pay, booked and paid by its booker two days ago (its
 * invitees' hold then started, with the release queued as a payment would queue it); one invitee has
 * accepted and paid (a charge of their own in the ledger), the other's invitation waits for payment.
 */
async function seedSharedBooking(
  trx: Knex.Transaction,
  users: Map<string, User>,
  schedules: Map<string, WorkshopSchedule>,
): Promise<void> {
  const demo = DEMO_SHARED_BOOKING;
  const booker = required(users, demo.user);
  const booking = await seedPaidBooking(
    trx,
    {
      user: booker,
      schedule: required(schedules, scheduleKey(demo.workshop, demo.inDays)),
      seats: demo.seats,
      status: 'CONFIRMED',
      bookedAt: daysAhead(-2, 10),
      address: { ...demo.address },
      inviteesPay: true,
    },
    (inner, created) => takeSeats(inner, created, 'CONFIRMED', created.seats),
  );
  await holdInviteeSeats(trx, booking);
  const payer = required(users, demo.paidBy);
  const paidAt = daysAhead(-1, 12);
  const reference = `demo_seat_${booking.id}`;
  await BookingSeat.forTenant(booking.tenantId, trx).insert([
    {
      bookingId: booking.id,
      userId: payer.id,
      inviterId: booker.id,
      status: 'ACCEPTED',
      respondedAt: paidAt,
      paidAt,
      paymentIntentId: reference,
    },
    { bookingId: booking.id, email: demo.unpaidEmail, inviterId: booker.id, status: 'PENDING' },
  ]);
  const paidMinor = seatPrice(booking).totalMinor;
  await recordCharge(trx, booking, reference, paidMinor, payer.id);
  await booking
    .$query(trx)
    .patch({ amountPaidMinor: booking.amountPaidMinor + paidMinor, inviteeSeatsPaid: 1 });
}

/** The entry of a lookup the demo data itself names: a missing one is a typo in the data above. */
function required<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seedDemo: no demo entry named ${key}`);
  return value;
}

/** A demo workshop's tiers as the coach's form would send them, checked and stored by the pricing service. */
function demoTiers(demo: DemoWorkshop): PriceTiers {
  const { earlyBird, group } = demo.priceTiers ?? {};
  const until = (days: number | null) =>
    days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString();
  return storedTiers(
    {
      earlyBird: earlyBird
        ? { price: earlyBird.price, until: until(earlyBird.days), seats: earlyBird.seats }
        : null,
      group: group ?? null,
    },
    {
      priceMinor: toMinorUnits(demo.price, DEFAULT_CURRENCY),
      currency: DEFAULT_CURRENCY,
      maxSeats: demo.maxSeats,
      maxSeatsPerBooking: null,
    },
  );
}
