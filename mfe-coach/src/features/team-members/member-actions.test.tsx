import type { TeamMemberResource } from '@exceed/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemberActions, MemberRole } from './member-actions.tsx';
import { memberName, roleOptions } from './member-display.ts';

afterEach(cleanup);

const NONE: TeamMemberResource['abilities'] = {
  changeRole: false,
  grantableRoles: [],
  suspend: false,
  reactivate: false,
  remove: false,
  removeRefusal: null,
};

const ada = (abilities: Partial<TeamMemberResource['abilities']> = {}): TeamMemberResource => ({
  userId: 'u-ada',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'owner',
  status: 'ACTIVE',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  abilities: { ...NONE, ...abilities },
});

const buttons = () => screen.queryAllByRole('button').map((button) => button.getAttribute('aria-label'));

describe('the members screen offers what the API grants, and nothing else', () => {
  it('shows a role as words when the API grants no other, and a choice named for the member when it does', () => {
    render(<MemberRole teamId="t1" member={ada({ grantableRoles: ['owner'] })} />);
    expect(screen.getByText('Owner')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    cleanup();
    render(<MemberRole teamId="t1" member={ada({ changeRole: true, grantableRoles: ['owner', 'admin'] })} />);
    expect(screen.getByRole('combobox', { name: 'Role of Ada Lovelace' })).toBeTruthy();
  });

  it('shows Suspend, Reactivate and Remove only when granted', () => {
    const onRemove = vi.fn();
    render(<MemberActions teamId="t1" member={ada()} userId="u-me" onRemove={onRemove} />);
    expect(buttons()).toEqual([]);
    cleanup();
    render(
      <MemberActions
        teamId="t1"
        member={ada({ suspend: true, remove: true })}
        userId="u-me"
        onRemove={onRemove}
      />,
    );
    expect(buttons()).toEqual(['Suspend Ada Lovelace', 'Remove Ada Lovelace']);
    cleanup();
    render(
      <MemberActions
        teamId="t1"
        member={{ ...ada({ reactivate: true }), status: 'SUSPENDED' }}
        userId="u-me"
        onRemove={onRemove}
      />,
    );
    expect(buttons()).toEqual(['Reactivate Ada Lovelace']);
  });

  it("says Leave on one's own row when the API lets one leave, and why not when it refuses (the last owner)", () => {
    render(<MemberActions teamId="t1" member={ada({ remove: true })} userId="u-ada" onRemove={vi.fn()} />);
    expect(buttons()).toEqual(['Leave the team']);
    cleanup();
    const refusal = 'A team needs an owner: make another member owner first.';
    render(
      <MemberActions
        teamId="t1"
        member={ada({ removeRefusal: refusal })}
        userId="u-ada"
        onRemove={vi.fn()}
      />,
    );
    expect(buttons()).toEqual([]);
    expect(screen.getByText(refusal)).toBeTruthy();
  });

  it('names a member by name, else username, and labels the roles it is given', () => {
    expect(memberName({ firstName: 'Ada', lastName: null, username: 'ada' })).toBe('Ada');
    expect(memberName({ firstName: null, lastName: null, username: 'ada42' })).toBe('ada42');
    expect(roleOptions(['admin', 'recruiter'])).toEqual([
      { value: 'admin', label: 'Admin' },
      { value: 'recruiter', label: 'Recruiter' },
    ]);
  });
});
