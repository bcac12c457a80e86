import { ApiError, api, type SessionUser } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coachUser } from '../../test-users.ts';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const coach = {
  ...coachUser,
  coachProfile: {
    businessName: 'Exceed Coaching',
    specializations: ['AI strategy'],
    bio: 'I help teams.',
    introductionVideo: null,
    experiences: [{ title: 'Head of AI', company: 'Northwind', order: 1, years: 4 }],
    certifications: [],
    completedBusinessAccelerator: false,
    completedVideoResources: false,
    completedQuizzes: false,
    completedConsultation: false,
  },
} satisfies SessionUser;

const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('the coach profile form', () => {
  it('keeps Save disabled until something changed, then sends only what changed', async () => {
    const patch = vi.spyOn(api, 'patch').mockImplementation(async (_path, body) => ({
      data: { ...coach, coachProfile: { ...coach.coachProfile, ...(body as typeof coach).coachProfile } },
    }));
    const onSaved = vi.fn();
    render(<ProfileForm user={coach} onSaved={onSaved} />);
    expect(save().disabled).toBe(true);

    await userEvent.type(screen.getByRole('textbox', { name: 'Add a specialization' }), 'Agents{Enter}');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Business name' }));
    expect(save().disabled).toBe(false);
    await userEvent.click(save());

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(patch).toHaveBeenCalledWith(
      '/users/u1',
      { coachProfile: { businessName: null, specializations: ['AI strategy', 'Agents'] } },
      { revalidates: [] },
    );
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it("shows the API's 422 on its field and focuses it", async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        'coachProfile.experiences.0.company': ['Company is not valid.'],
      }),
    );
    render(<ProfileForm user={coach} onSaved={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Bio' }), ' More.');
    await userEvent.click(save());

    const company = screen.getByRole('textbox', { name: 'Company of experience 1' });
    await waitFor(() => expect(document.activeElement).toBe(company));
    expect(company.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Company is not valid.')).toBeTruthy();
    expect(save().disabled).toBe(false);
  });

  it("checks the contract's rules before sending: an experience without a title", async () => {
    const patch = vi.spyOn(api, 'patch');
    render(<ProfileForm user={coach} onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    await userEvent.click(save());

    const title = screen.getByRole('textbox', { name: 'Title of experience 2' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Title is not valid.')).toBeTruthy();
    expect(patch).not.toHaveBeenCalled();
  });
});
