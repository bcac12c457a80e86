import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { posting, renderForm } from './job-posting.fixture.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const questions = () =>
  within(screen.getByRole('table', { name: 'Interview questions' }))
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);

// The whole form re-renders on each key, which is slow in jsdom on a busy machine.
describe('the interview questions of a posting', { timeout: 30_000 }, () => {
  it('moves a question from the keyboard with its handle, and says where it went', async () => {
    renderForm(posting);
    screen.getByRole('button', { name: 'Reorder Q1' }).focus();
    await userEvent.keyboard(' ');
    expect(screen.getByText(/Picked up Q1, position 1 of 5/)).toBeTruthy();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');

    expect(questions()).toEqual(['Q2', 'Q3', 'Q1', 'Q4', 'Q5']);
    expect(screen.getByText('Dropped Q1 at position 3 of 5.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reorder Q1' })),
    );
  });

  it('counts the enabled questions: one switched off is one too few, switched on again it is fine', async () => {
    renderForm(posting);
    expect(screen.getByText(/^5 enabled of 5/)).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: 'Ask Q3' }));
    expect(screen.getByText(/^4 enabled of 5/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Please add at least 5 enabled interview questions');

    await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Question 6' }), 'Q6');
    expect(screen.getByText(/^5 enabled of 6/)).toBeTruthy();
    expect(screen.queryByText('Please add at least 5 enabled interview questions')).toBeNull();
  });

  it('allows at most 10 enabled questions', async () => {
    renderForm(posting);
    for (let n = 6; n <= 11; n += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Add question' }));
      await userEvent.type(screen.getByRole('textbox', { name: `Question ${n}` }), `Q${n}`);
    }
    // The count is the list's own error: it shows once the list itself changes (an add, a switch).
    await userEvent.click(screen.getByRole('switch', { name: 'Ask Q11' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Ask Q11' }));
    expect(screen.getByText('Maximum 10 enabled interview questions allowed')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Q11' }));
    expect(screen.queryByText('Maximum 10 enabled interview questions allowed')).toBeNull();
  });
});
