import { describe, expect, it } from 'vitest';
import { checkGroup, toBody, valuesOf } from './group-values.ts';

const values = (members: Array<{ email: string; name?: string }>, fields = {}) => ({
  name: 'Team A',
  description: '',
  members: members.map((member) => ({ name: '', ...member })),
  ...fields,
});

describe('the group form checked with the contract', () => {
  it('passes a good group, and sends blank optional texts as null', () => {
    const good = values([{ email: ' Ana@Example.com ', name: 'Ana' }, { email: 'bo@example.com' }]);
    expect(checkGroup(good, true)).toEqual({});
    expect(toBody(good)).toEqual({
      name: 'Team A',
      description: null,
      members: [
        { email: ' Ana@Example.com ', name: 'Ana' },
        { email: 'bo@example.com', name: null },
      ],
    });
  });

  it("says the API's messages on the rows and on the list", () => {
    expect(checkGroup(values([{ email: 'ana@example.com' }, { email: 'not-an-email' }]), true)).toEqual({
      'members.1.email': ['Please enter a valid email address'],
    });
    expect(checkGroup(values([{ email: 'ana@example.com' }, { email: 'ANA@example.com ' }]), true)).toEqual({
      'members.1.email': ['This email is already in the group'],
    });
    expect(checkGroup(values([], { name: ' ' }), true)).toEqual({
      name: ['Name is not valid.'],
      members: ['Add at least one person to the group'],
    });
  });

  it('starts a new group with one empty row, and an edit from the saved group', () => {
    expect(valuesOf()).toEqual({ name: '', description: '', members: [{ email: '', name: '' }] });
    expect(
      valuesOf({
        id: 'g',
        name: 'Team A',
        description: null,
        members: [{ email: 'ana@example.com', name: null }],
        createdAt: '',
        updatedAt: '',
        deletedAt: null,
        abilities: { edit: true, delete: true },
      }),
    ).toEqual({ name: 'Team A', description: '', members: [{ email: 'ana@example.com', name: '' }] });
  });
});
