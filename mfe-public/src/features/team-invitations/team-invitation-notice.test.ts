import { describe, expect, it } from 'vitest';
import { noticeOf } from './team-invitation-notice.ts';

const team = { name: 'Acme', slug: 'acme' };

describe('what the team invitation page says', () => {
  it('is open while PENDING, and says why otherwise, naming who to ask', () => {
    expect(noticeOf({ status: 'PENDING', inviter: 'olga', team })).toBeNull();
    expect(noticeOf({ status: 'EXPIRED', inviter: 'olga', team })?.description).toBe(
      'An invitation can be accepted for 7 days. Ask olga to send it again.',
    );
    expect(noticeOf({ status: 'ACCEPTED', inviter: null, team })?.title).toBe(
      'This invitation has already been accepted',
    );
  });
});
