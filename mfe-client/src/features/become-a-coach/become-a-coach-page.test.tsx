import type { CoachApplicationResource } from '@exceed/contract';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BecomeCoachPage, { ApplicationForm } from './become-a-coach-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The field is marked invalid and described by the message shown under it. */
const showsError = (field: HTMLElement, message: string) => {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const shown = screen.getByText(message).closest('[id]');
  expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(shown?.id);
};

const application = (fields: Partial<CoachApplicationResource>): CoachApplicationResource => ({
  id: 'a1',
  status: 'PENDING',
  businessName: 'Ada Coaching',
  specializations: ['Agents', 'Prompts'],
  bio: 'I help teams.',
  experiences: [],
  declineReason: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  applicant: { id: 'u1', username: 'ada', email: 'ada@example.com', name: 'Ada Lovelace' },
  ...fields,
});

/** The page with its read of my application answered by `mine`. */
function renderPage(mine: CoachApplicationResource | null) {
  const get = vi
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) =>
      path === '/user'
        ? { data: { id: 'u1', username: 'ada', status: 'active', roles: ['coach'] } }
        : { data: mine },
    );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <BecomeCoachPage />
      </MemoryRouter>
    </SWRConfig>,
  );
  return get;
}

describe('ApplicationForm', () => {
  it('checks the fields with the contract, then sends the application with roles in order', async () => {
    const user = userEvent.setup();
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: application({}) });
    const onSent = vi.fn();
    render(<ApplicationForm onSent={onSent} />);

    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(post).not.toHaveBeenCalled();
    showsError(screen.getByRole('textbox', { name: /^Business name/ }), 'Business name is required.');
    showsError(
      screen.getByRole('textbox', { name: /^Specializations/ }),
      'Please add at least one specialization',
    );

    await user.type(screen.getByRole('textbox', { name: /^Business name/ }), 'Ada Coaching');
    await user.type(screen.getByRole('textbox', { name: /^Specializations/ }), 'Agents, Prompts,');
    await user.type(screen.getByRole('textbox', { name: /^Bio/ }), 'I help teams.');
    await user.click(screen.getByRole('button', { name: 'Add a role' }));
    await user.type(screen.getByRole('textbox', { name: 'Title of role 1' }), 'Lead');
    await user.type(screen.getByRole('textbox', { name: 'Company of role 1' }), 'Acme');
    await user.type(screen.getByRole('spinbutton', { name: 'Years in role 1' }), '4');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(post).toHaveBeenCalledWith(
      '/coach-applications',
      {
        businessName: 'Ada Coaching',
        specializations: ['Agents', 'Prompts'],
        bio: 'I help teams.',
        experiences: [{ title: 'Lead', company: 'Acme', order: 1, years: 4 }],
      },
      { revalidates: ['/coach-applications/mine'] },
    );
    expect(onSent).toHaveBeenCalled();
  });

  it("shows the API's 422 under its field, and one about the whole application above the form", async () => {
    const user = userEvent.setup();
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(
        new ApiError(422, 'bad', { 'specializations.1': ['Specializations is not valid.'] }),
      )
      .mockRejectedValueOnce(
        new ApiError(422, 'pending', { root: ['Your application is already waiting for review.'] }),
      );
    render(<ApplicationForm onSent={() => {}} />);
    await user.type(screen.getByRole('textbox', { name: /^Business name/ }), 'Ada Coaching');
    await user.type(screen.getByRole('textbox', { name: /^Specializations/ }), 'Agents, Prompts');
    await user.type(screen.getByRole('textbox', { name: /^Bio/ }), 'I help teams.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(post).toHaveBeenCalledTimes(1);
    showsError(
      await screen.findByRole('textbox', { name: /^Specializations/ }),
      'Specializations is not valid.',
    );
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your application is already waiting for review.',
    );
  });
});

describe('BecomeCoachPage', () => {
  it('offers the form to someone who never applied', async () => {
    renderPage(null);
    expect(await screen.findByRole('form', { name: 'Coach application' })).toBeTruthy();
  });

  it('shows a waiting application instead of the form', async () => {
    renderPage(application({}));
    expect(await screen.findByRole('heading', { name: /waiting for review/ })).toBeTruthy();
    expect(screen.getByText('Ada Coaching: Agents, Prompts')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Coach application' })).toBeNull();
  });

  it('shows why an application was declined, and lets the person change it and apply again', async () => {
    const user = userEvent.setup();
    renderPage(
      application({
        status: 'DECLINED',
        declineReason: 'Tell us about your clients.',
        decidedAt: '2026-11-21T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Tell us about your clients.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change and apply again' }));
    expect(screen.getByRole('textbox', { name: /^Business name/ })).toHaveProperty('value', 'Ada Coaching');
  });

  it('leads an approved applicant to the coach dashboard', async () => {
    const get = renderPage(application({ status: 'APPROVED', decidedAt: '2026-11-21T10:00:00.000Z' }));
    const link = await screen.findByRole('link', { name: 'Go to your coach dashboard' });
    expect(link.getAttribute('href')).toBe('/c');
    // The session, read before the approval, is read again: the coach area admits only a coach's.
    expect(get).toHaveBeenCalledWith('/user', expect.anything());
  });
});
