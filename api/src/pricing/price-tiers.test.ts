import { describe, expect, it } from 'vitest';
import { type PriceTiers, tierFor } from './price-tiers.ts';

const tiers: PriceTiers = {
  earlyBird: { unitMinor: 8000, until: '2027-03-01T22:59:59.000Z', seats: 5 },
  group: { unitMinor: 7000, minSeats: 4 },
};
const lastSecond = new Date('2027-03-01T22:59:59.000Z');

describe('which tier a booking is priced at', () => {
  it('gives the early-bird price up to the last instant of its date, and not one millisecond after', () => {
    expect(tierFor(tiers, 10000, 1, { now: lastSecond, earlyBirdLeft: 5 })).toEqual({
      kind: 'EARLY_BIRD',
      unitMinor: 8000,
    });
    const after = new Date(lastSecond.getTime() + 1);
    expect(tierFor(tiers, 10000, 1, { now: after, earlyBirdLeft: 5 })).toBeUndefined();
  });

  it('gives it to a booking whose seats all fit in the early-bird seats left, the Nth seat included', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(tierFor(tiers, 10000, 2, { now, earlyBirdLeft: 2 })?.kind).toBe('EARLY_BIRD');
    expect(tierFor(tiers, 10000, 3, { now, earlyBirdLeft: 2 })).toBeUndefined();
  });

  it('takes the lowest that applies: the group rate from its seats, over an early-bird price', () => {
    const now = new Date('2027-01-01T00:00:00Z');
    expect(tierFor(tiers, 10000, 3, { now, earlyBirdLeft: 5 })?.kind).toBe('EARLY_BIRD');
    expect(tierFor(tiers, 10000, 4, { now, earlyBirdLeft: 5 })).toEqual({ kind: 'GROUP', unitMinor: 7000 });
    expect(tierFor({ group: tiers.group }, 10000, 4, { now, earlyBirdLeft: 0 })?.kind).toBe('GROUP');
  });
});
