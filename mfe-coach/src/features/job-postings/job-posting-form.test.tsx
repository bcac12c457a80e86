import { RECRUITER_NOT_MEMBER_MESSAGE } from '@exceed/contract';
import { ApiError, api } from '@exceed/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorOf } from '../../lib/field-error-of.ts';
import { posting, RITA, renderForm } from './job-posting.fixture.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const submit = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const textbox = (name: string) => screen.getByRole('textbox', { name });

// The whole form (every field of SPEC §3) re-renders on each key, which is slow in jsdom on a busy machine.
describe('the job posting form', { timeout: 30_000 }, () => {
  it("says SPEC's messages on each field before sending anything", async () => {
    const post = vi.spyOn(api, 'post');
    renderForm();
    await userEvent.type(textbox('Title'), 'AI');
    await userEvent.click(textbox('Description'));
    await userEvent.paste('Too short to say what the job is.');
    await userEvent.type(textbox('Poster email'), 'jobs@');
    await submit('Create job posting');

    expect(errorOf(textbox('Title'))).toBe('Title is not valid.');
    expect(errorOf(textbox('Description'))).toBe('Description is not valid.');
    expect(errorOf(textbox('Poster email'))).toBe('Please enter a valid email address');
    expect(errorOf(screen.getByRole('combobox', { name: 'Employment type' }))).toBe(
      'Please select a valid employment status',
    );
    expect(errorOf(screen.getByRole('combobox', { name: 'Experience level' }))).toBe(
      'Please select a valid experience level',
    );
    expect(screen.getByText('Please add at least 5 enabled interview questions')).toBeTruthy();
    // The first field in error takes focus, to read its message.
    expect(document.activeElement).toBe(textbox('Title'));
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses a fourth category as soon as it is checked', async () => {
    renderForm(posting);
    const categories = within(screen.getByRole('group', { name: 'Categories' }));
    for (const name of ['Finance', 'Marketing'])
      await userEvent.click(categories.getByRole('checkbox', { name }));
    expect(screen.queryByText('Cannot select more than 3 categories')).toBeNull();
    await userEvent.click(categories.getByRole('checkbox', { name: 'Sales' }));
    expect(screen.getByRole('alert').textContent).toBe('Cannot select more than 3 categories');
    await userEvent.click(categories.getByRole('checkbox', { name: 'IT' }));
    expect(screen.queryByText('Cannot select more than 3 categories')).toBeNull();
  });

  it('says "Question already exists" on a question that repeats another, trimmed and in any case', async () => {
    renderForm(posting);
    const second = textbox('Question 2');
    await userEvent.clear(second);
    await userEvent.type(second, ' q1 ');
    expect(errorOf(second)).toBe('Question already exists');
    expect(second.getAttribute('aria-invalid')).toBe('true');
  });

  it("puts the API's 422 on its fields: a question's title and the recruiters", async () => {
    vi.spyOn(api, 'patch').mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        'interviewQuestions.4.title': ['Question already exists'],
        recruiterIds: [RECRUITER_NOT_MEMBER_MESSAGE],
      }),
    );
    renderForm(posting);
    await userEvent.type(textbox('Title'), ' lead');
    await submit('Save');

    const fifth = textbox('Question 5');
    await waitFor(() => expect(document.activeElement).toBe(fifth));
    expect(errorOf(fifth)).toBe('Question already exists');
    expect(screen.getByRole('alert').textContent).toBe(RECRUITER_NOT_MEMBER_MESSAGE);
  });

  it('sends every field of a valid posting, questions in their order, and hands the saved one back', async () => {
    const patch = vi
      .spyOn(api, 'patch')
      .mockImplementation(async (_path, body) => ({ data: { ...posting, ...(body as object) } }));
    const onSaved = renderForm(posting);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Rita Recruiter' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Resume required' }));
    await submit('Save');

    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(patch).toHaveBeenCalledWith(
      '/t/job-postings/p1',
      expect.objectContaining({
        title: 'Prompt engineer',
        recruiterIds: [RITA],
        preferences: expect.objectContaining({ resumeRequired: true, applicantMaxLimit: null }),
        interviewQuestions: posting.interviewQuestions,
      }),
      { revalidates: ['/t/job-postings', '/t/job-postings/p1'] },
    );
  });
});
