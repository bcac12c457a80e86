import { ANSWER_REQUIRED_MESSAGE, type BookingQuestionResource } from '@exceed/contract';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyDraft } from './booking-draft.ts';
import { DetailsStep } from './details-step.tsx';

afterEach(cleanup);

const company: BookingQuestionResource = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'short_text',
  label: 'Company',
  choices: [],
  required: true,
  perAttendee: false,
};
const diet: BookingQuestionResource = {
  id: '22222222-2222-4222-8222-222222222222',
  kind: 'one_choice',
  label: 'Diet',
  choices: ['Vegan', 'Any'],
  required: false,
  perAttendee: true,
};

const address = {
  addressLine1: '1 Main St',
  addressLine2: '',
  city: 'Berlin',
  state: 'BE',
  zip: '10115',
  country: 'de',
};

describe('DetailsStep', () => {
  it('asks the workshop’s questions, a required one marked and refused blank, and sends the answers', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(
      <DetailsStep
        draft={{ ...emptyDraft(), address }}
        questions={[company, diet]}
        seatsLeft={5}
        mostSeats={5}
        submitLabel="Continue"
        onSubmit={onSubmit}
      />,
    );
    const companyField = screen.getByRole('textbox', { name: /Company/ });
    expect(companyField.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(ANSWER_REQUIRED_MESSAGE)).toBeTruthy();

    await user.type(companyField, 'Acme');
    await user.click(screen.getByRole('radio', { name: 'Vegan' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].answers).toEqual({ [company.id]: 'Acme', [diet.id]: 'Vegan' });
  });

  it('shows the server’s refusal of an answer on its question', () => {
    render(
      <DetailsStep
        draft={{ ...emptyDraft(), address }}
        questions={[diet]}
        seatsLeft={5}
        mostSeats={5}
        submitLabel="Continue"
        onSubmit={vi.fn()}
        errors={{ [`answers.${diet.id}`]: ['Please select one of the choices.'] }}
      />,
    );
    expect(screen.getByText('Please select one of the choices.')).toBeTruthy();
  });
});
