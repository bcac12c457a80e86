import type { BookingSeatResource } from '@exceed/contract';

/** A person of a group, as the plan needs them. */
export interface Invitee {
  email: string;
  name?: string | null;
}

/** Who of a group gets a seat, in the group's order. */
export interface GroupInvitePlan<M extends Invitee> {
  /** The people who fill the free seats, top of the list first. */
  invite: M[];
  /** Already in the booking: they hold one of its seats (any invitation status), or booked it. */
  seated: M[];
  /** Left over once the free seats are filled. */
  overflow: M[];
  /** Seats free before inviting. */
  free: number;
}

/**
 * Which members of a group fill a booking's `free` seats: in the group's order, skipping those already
 * in the booking (a live seat with their address, whatever its status, since the API gives nobody two
 * seats of one booking; or the booker themself), until the seats run out.
 */
export function planGroupInvite<M extends Invitee>(
  members: readonly M[],
  free: number,
  seats: readonly Pick<BookingSeatResource, 'email'>[],
  bookerEmail?: string | null,
): GroupInvitePlan<M> {
  const inBooking = new Set(
    [...seats.map((seat) => seat.email), bookerEmail]
      .filter((email): email is string => Boolean(email))
      .map((email) => email.toLowerCase()),
  );
  const plan: GroupInvitePlan<M> = { invite: [], seated: [], overflow: [], free };
  for (const member of members) {
    if (inBooking.has(member.email.toLowerCase())) plan.seated.push(member);
    else if (plan.invite.length < free) plan.invite.push(member);
    else plan.overflow.push(member);
  }
  return plan;
}

/** What a group's invitation run came to. */
export interface GroupInviteOutcome {
  invited: number;
  seated: number;
  overflow: number;
  /** Seats that were free when the run started. */
  free: number;
  /** People the API refused for another reason, and its first message. */
  failed: number;
  failure?: string;
}

const people = (count: number) => (count === 1 ? '1 person' : `${count} people`);
const were = (count: number) => (count === 1 ? 'was' : 'were');

/**
 * The outcome in a few short sentences: "Invited 3 people from Team A. 1 was already in this booking.
 * 2 did not fit: only 3 seats were free."
 */
export function describeGroupInvite(groupName: string, outcome: GroupInviteOutcome): string {
  const sentences = [
    outcome.invited > 0
      ? `Invited ${people(outcome.invited)} from ${groupName}.`
      : `No one from ${groupName} was invited.`,
  ];
  if (outcome.seated > 0)
    sentences.push(`${outcome.seated} ${were(outcome.seated)} already in this booking.`);
  if (outcome.overflow > 0) {
    const free = outcome.free === 1 ? 'only 1 seat was free' : `only ${outcome.free} seats were free`;
    sentences.push(`${outcome.overflow} did not fit: ${outcome.free === 0 ? 'no seat was free' : free}.`);
  }
  if (outcome.failed > 0) {
    sentences.push(`${outcome.failed} could not be invited${outcome.failure ? `: ${outcome.failure}` : '.'}`);
  }
  return sentences.join(' ');
}
