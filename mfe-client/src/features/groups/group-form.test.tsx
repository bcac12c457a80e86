import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GroupForm } from './group-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const errorOf = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find(Boolean);

describe('GroupForm', () => {
  it('adds and removes people, checks each row with the contract and sends the list in order', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({
      data: { id: 'g', name: 'Team A', description: null, members: [{}, {}], createdAt: '', updatedAt: '' },
    });
    const onSaved = vi.fn();
    render(<GroupForm onSaved={onSaved} onCancel={() => {}} />);

    await user.type(screen.getByRole('textbox', { name: /^Name\W*$/ }), 'Team A');
    await user.type(screen.getByRole('textbox', { name: 'Email of person 1' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.type(screen.getByRole('textbox', { name: 'Email of person 2' }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.type(screen.getByRole('textbox', { name: 'Email of person 3' }), 'ANA@example.com');
    await user.click(screen.getByRole('button', { name: 'Save group' }));

    expect(post).not.toHaveBeenCalled();
    const second = screen.getByRole('textbox', { name: 'Email of person 2' });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(second)).toBe('Please enter a valid email address');
    expect(errorOf(screen.getByRole('textbox', { name: 'Email of person 3' }))).toBe(
      'This email is already in the group',
    );

    await user.click(screen.getByRole('button', { name: 'Remove not-an-email' }));
    const third = screen.getByRole('textbox', { name: 'Email of person 2' });
    expect(third).toHaveProperty('value', 'ANA@example.com');
    await user.clear(third);
    await user.type(third, 'bo@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name of person 2' }), 'Bo');
    await user.click(screen.getByRole('button', { name: 'Save group' }));

    expect(post).toHaveBeenCalledWith(
      '/groups',
      {
        name: 'Team A',
        description: null,
        members: [
          { email: 'ana@example.com', name: null },
          { email: 'bo@example.com', name: 'Bo' },
        ],
      },
      { revalidates: ['/groups'] },
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('says the list error when the last person is removed, and shows a 422 on its field', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'post').mockRejectedValue(
      new ApiError(422, 'taken', { 'members.0.email': ['This email is already in the group'] }),
    );
    render(<GroupForm onSaved={() => {}} onCancel={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /^Name\W*$/ }), 'Team A');
    await user.click(screen.getByRole('button', { name: 'Remove person 1' }));
    await user.click(screen.getByRole('button', { name: 'Save group' }));
    expect(screen.getByRole('alert').textContent).toBe('Add at least one person to the group');

    await user.click(screen.getByRole('button', { name: 'Add person' }));
    await user.type(screen.getByRole('textbox', { name: 'Email of person 1' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save group' }));
    const email = await screen.findByRole('textbox', { name: 'Email of person 1' });
    await vi.waitFor(() => expect(errorOf(email)).toBe('This email is already in the group'));
  });
});
