import { describe, expect, it } from 'vitest';
import { grantableRoles, mayChange, mayRemove, memberName } from './member-rules.ts';

const owner = { owner: true, manages: true, userId: 'o' };
const admin = { owner: false, manages: true, userId: 'a' };
const member = { owner: false, manages: false, userId: 'm' };

describe('who may do what on the members screen (as the API decides)', () => {
  it('lets owners change anyone, admins anyone but owners, and others no one', () => {
    expect(mayChange(owner, { role: 'owner' })).toBe(true);
    expect(mayChange(admin, { role: 'owner' })).toBe(false);
    expect(mayChange(admin, { role: 'recruiter' })).toBe(true);
    expect(mayChange(member, { role: 'member' })).toBe(false);
  });

  it('lets anyone leave, and only owners give the owner role', () => {
    expect(mayRemove(member, { role: 'member', userId: 'm' })).toBe(true);
    expect(mayRemove(member, { role: 'member', userId: 'x' })).toBe(false);
    expect(grantableRoles(admin).map((role) => role.value)).toEqual([
      'admin',
      'member',
      'coach',
      'recruiter',
    ]);
    expect(grantableRoles(owner)[0]).toEqual({ value: 'owner', label: 'Owner' });
  });

  it('names a member by name, else username', () => {
    expect(memberName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(memberName({ firstName: null, lastName: null, username: 'ada42' })).toBe('ada42');
  });
});
