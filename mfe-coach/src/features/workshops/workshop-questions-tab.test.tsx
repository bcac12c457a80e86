import {
  BOOKING_QUESTION_MESSAGES,
  type BookingQuestionResource,
  type WorkshopAbilities,
  type WorkshopResource,
} from '@exceed/contract';
import { Toaster } from '@exceed/design-system';
import { ApiError, api } from '@exceed/session';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkshopQuestionsTab } from './workshop-questions-tab.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const abilities = (editQuestions: boolean) => ({ editQuestions }) as WorkshopAbilities;

const company: BookingQuestionResource = {
  id: 'q1',
  kind: 'short_text',
  label: 'Company',
  choices: [],
  required: true,
  perAttendee: false,
};

let workshops = 0;

/** The tab of a new workshop (each its own, so no read is shared between tests) asking `questions`. */
function openTab(questions: BookingQuestionResource[], editQuestions = true) {
  vi.spyOn(api, 'get').mockResolvedValue({ data: questions });
  const id = `w${++workshops}`;
  render(
    <>
      <WorkshopQuestionsTab workshop={{ id, abilities: abilities(editQuestions) } as WorkshopResource} />
      <Toaster />
    </>,
  );
}

describe('the coach’s booking questions tab', () => {
  it('says when there are none, and adds a question', async () => {
    const user = userEvent.setup();
    openTab([]);
    expect(await screen.findByText('No booking questions yet')).toBeTruthy();
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: [
        { id: 'q2', kind: 'short_text', label: 'Diet', choices: [], required: false, perAttendee: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), 'Diet');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[0]).toBe('/workshops/w1/questions');
    expect(put.mock.calls[0]?.[1]).toEqual({
      questions: [{ kind: 'short_text', label: 'Diet', choices: [], required: false, perAttendee: false }],
    });
  });

  it('keeps each question’s id, and shows the server’s refusal on its row', async () => {
    const user = userEvent.setup();
    openTab([company]);
    const label = await screen.findByRole('textbox', { name: 'Question 1' });
    vi.spyOn(api, 'put').mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        'questions.0.label': ['The label may not be greater than 255 characters.'],
      }),
    );
    await user.type(label, ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText('The label may not be greater than 255 characters.')).toBeTruthy();
    expect(vi.mocked(api.put).mock.calls[0]?.[1]).toEqual({
      questions: [
        {
          id: 'q1',
          kind: 'short_text',
          label: 'Company Ltd',
          choices: [],
          required: true,
          perAttendee: false,
        },
      ],
    });
  });

  it('shows the questions without editing them to a member who may not change them', async () => {
    openTab([company], false);
    expect(await screen.findByRole('textbox', { name: 'Question 1' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Save questions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add question' })).toBeNull();
  });
});

describe('a choice question', () => {
  it('asks for its choices, one a line, and is refused without two of them', async () => {
    const user = userEvent.setup();
    openTab([{ ...company, kind: 'one_choice', choices: ['Vegan'] }]);
    const choices = await screen.findByRole('textbox', { name: /Choices of Company/ });
    const put = vi.spyOn(api, 'put');
    // A blank line is no choice: still one.
    await user.type(choices, '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    expect(await screen.findByText(BOOKING_QUESTION_MESSAGES.choicesNeeded)).toBeTruthy();
    expect(put).not.toHaveBeenCalled();
    put.mockResolvedValue({ data: [] });
    await user.type(choices, 'Any');
    await user.click(screen.getByRole('button', { name: 'Save questions' }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put.mock.calls[0]?.[1]).toMatchObject({ questions: [{ choices: ['Vegan', 'Any'] }] });
  });
});
