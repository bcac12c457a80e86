import {
  ANSWER_REQUIRED_MESSAGE,
  type BookingQuestionResource,
  type InvitationResource,
} from '@exceed/contract';
import { ApiError, api, type SessionUser, sessionStore } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvitationAnswer } from './invitation-answer.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStore.getState().clearIdentity();
  sessionStorage.clear();
});

const seat = {
  id: 'seat-1',
  bookingId: 'booking-1',
  userId: null,
  email: 'ada@example.com',
  name: null,
  status: 'PENDING',
  attended: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  abilities: { resend: false, revoke: false, transfer: false, recordAttendance: false },
} as const;

const invitation: InvitationResource = {
  seat,
  inviter: { username: 'grace', firstName: 'Grace', lastName: 'Hopper' },
  booking: {
    id: 'booking-1',
    status: 'CONFIRMED',
    inviteesPay: false,
    price: 40,
    currency: 'USD',
    inviteeHoldExpiresAt: null,
  },
  workshop: { id: 'workshop-1', title: 'Prompt engineering' },
  schedule: {
    id: 'schedule-1',
    startDate: '2026-03-02T14:00:00.000Z',
    endDate: '2026-03-02T15:00:00.000Z',
    timezone: 'Europe/Lisbon',
    mode: 'ONLINE',
    location: null,
  },
  coach: { username: 'coach' },
  questions: [],
};

const ada = (status: 'active' | 'pending') =>
  ({ id: 'user-1', username: 'ada', email: 'ada@example.com', status, roles: [] }) as unknown as SessionUser;

const renderAnswer = () =>
  render(
    <MemoryRouter>
      <InvitationAnswer token="the-token" invitation={invitation} />
    </MemoryRouter>,
  );

describe('InvitationAnswer', () => {
  it('has a guest whose address has an account sign in by code here, then accepts before the identity lands', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: ada('active') });
    const signedInAtAccept: Array<SessionUser | null> = [];
    const post = vi.spyOn(api, 'post').mockImplementation(async (path, body) => {
      if (path === '/auth/login-using-otp') {
        return (body as { otp?: string }).otp ? { data: ada('active') } : { message: 'sent' };
      }
      signedInAtAccept.push(sessionStore.getState().user);
      if (signedInAtAccept.length === 1) throw new ApiError(401, 'Unauthenticated.');
      return { data: { seat: { ...seat, status: 'ACCEPTED' } } };
    });
    renderAnswer();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sign in to accept' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /6-digit code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await vi.waitFor(() => expect(sessionStore.getState().user?.email).toBe('ada@example.com'));
    expect(post.mock.calls.map(([path]) => path)).toEqual([
      '/invitations/accept',
      '/auth/login-using-otp',
      '/auth/login-using-otp',
      '/invitations/accept',
    ]);
    expect(post.mock.calls[3]?.[1]).toEqual({ invitation_token: 'the-token' });
    // Accepted while still a guest in the page's eyes: the shell had not yet heard of the sign-in.
    expect(signedInAtAccept).toEqual([null, null]);
    expect(sessionStorage.length).toBe(0);
  });

  it('signs a new address up by accepting, and sends the new account through onboarding to its bookings', async () => {
    const user = userEvent.setup();
    vi.spyOn(api, 'get').mockResolvedValue({ data: ada('pending') });
    vi.spyOn(api, 'post').mockResolvedValue({
      data: { seat: { ...seat, status: 'ACCEPTED' }, user: ada('pending') },
    });
    renderAnswer();

    expect(screen.getByText(/Accepting signs you in/).textContent).toContain('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => expect(sessionStore.getState().user?.status).toBe('pending'));
    expect(sessionStorage.getItem('exceed:after-onboarding')).toBe('/b/bookings');
  });

  it("says the API's refusal, and declines only once asked", async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(422, 'The given data was invalid.', {
          invitation_token: ['This invitation is for another account.'],
        }),
      )
      .mockResolvedValue({ data: { ...seat, status: 'DECLINED' } });
    renderAnswer();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation is for another account.');

    await user.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this seat?' });
    expect(dialog.textContent).toContain('Grace Hopper can then give it to someone else.');
    await user.click(screen.getByRole('button', { name: 'Decline seat' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenLastCalledWith(
        '/invitations/decline',
        { invitation_token: 'the-token' },
        { quiet: true, revalidates: ['/invitations/the-token'] },
      ),
    );
  });

  it('asks the workshop’s questions for each attendee, refuses a required one blank, and sends the answers', async () => {
    const user = userEvent.setup();
    const role: BookingQuestionResource = {
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'short_text',
      label: 'Your role',
      choices: [],
      required: true,
      perAttendee: true,
    };
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: { seat: { ...seat, status: 'ACCEPTED' } } });
    render(
      <MemoryRouter>
        <InvitationAnswer token="the-token" invitation={{ ...invitation, questions: [role] }} />
      </MemoryRouter>,
    );

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByText(ANSWER_REQUIRED_MESSAGE).length).toBeGreaterThan(0);

    await user.type(screen.getByRole('textbox', { name: /Your role/ }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/invitations/accept',
        { invitation_token: 'the-token', answers: { [role.id]: 'Engineer' } },
        expect.anything(),
      ),
    );
  });
});
