import { describe, expect, it } from 'vitest';
import { inviterOf, noticeOf, standingOf } from './invitation-standing.ts';

const of = (seat: 'PENDING' | 'ACCEPTED' | 'DECLINED' | 'EXPIRED', booking: string) =>
  standingOf({
    seat: {
      id: 's',
      bookingId: 'b',
      userId: null,
      email: 'ada@example.com',
      name: null,
      status: seat,
      attended: false,
      createdAt: '',
      abilities: { resend: false, revoke: false, transfer: false, recordAttendance: false },
    },
    booking: {
      id: 'b',
      status: booking as 'PENDING',
      inviteesPay: false,
      price: 40,
      currency: 'USD',
      inviteeHoldExpiresAt: null,
    },
  });

describe('standingOf', () => {
  it('is open while the seat waits on a booking that still gives seats', () => {
    expect(of('PENDING', 'PENDING')).toBe('open');
    expect(of('PENDING', 'CONFIRMED')).toBe('open');
  });

  it("follows the seat's answer, and the session once it took place", () => {
    expect(of('ACCEPTED', 'CONFIRMED')).toBe('accepted');
    expect(of('DECLINED', 'CONFIRMED')).toBe('declined');
    expect(of('EXPIRED', 'PENDING')).toBe('expired');
    expect(of('PENDING', 'COMPLETED')).toBe('over');
    expect(of('PENDING', 'NO_SHOW')).toBe('over');
    expect(of('ACCEPTED', 'COMPLETED')).toBe('accepted');
  });

  it('says a cancelled booking first, whatever the seat answered', () => {
    expect(of('PENDING', 'CANCELLED')).toBe('cancelled');
    expect(of('ACCEPTED', 'CANCELLED')).toBe('cancelled');
  });
});

describe('what the page says', () => {
  it('names the inviter by name, else username, else "Someone"', () => {
    expect(inviterOf({ inviter: { username: 'ada', firstName: 'Ada', lastName: 'Lovelace' } })).toBe(
      'Ada Lovelace',
    );
    expect(inviterOf({ inviter: { username: 'ada' } })).toBe('ada');
    expect(inviterOf({})).toBe('Someone');
  });

  it('tells who to ask again for a declined or expired invitation', () => {
    expect(noticeOf('declined', 'Ada')).toEqual({
      title: 'This invitation was declined',
      description: 'The seat went back to Ada. Changed your mind? Ask them to send the invitation again.',
    });
    expect(noticeOf('expired', 'Ada').description).toBe(
      'An invitation can be accepted for 7 days. Ask Ada to send it again.',
    );
    expect(noticeOf('cancelled', 'Ada').title).toBe('This booking was cancelled');
  });
});
