import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

describe('Input', () => {
  it('is a text box named by its label', async () => {
    render(<Input label="First name" />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Ada');
    expect(input).toHaveValue('Ada');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is described by its description', () => {
    render(<Input label="Username" description="Letters, numbers, underscores and hyphens." />);
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Letters, numbers, underscores and hyphens.',
    );
  });

  it('announces its error through aria-describedby, in an element without a role', () => {
    render(
      <Input
        label="Email"
        description="We send sign-in codes here."
        error="Please enter a valid email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'Please enter a valid email address We send sign-in codes here.',
    );
    const errorId = input.getAttribute('aria-describedby')?.split(' ')[0] ?? '';
    const error = document.getElementById(errorId);
    expect(error).toHaveTextContent('Please enter a valid email address');
    expect(error).not.toHaveAttribute('role');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('drops the error when it is cleared', () => {
    const { rerender } = render(<Input label="Email" error="Please enter a valid email address" />);
    rerender(<Input label="Email" error="" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('keeps a caller-given id and aria-describedby', () => {
    render(
      <>
        <p id="hint">Shown on your profile.</p>
        <Input label="Headline" id="headline" aria-describedby="hint" error="Too long" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Headline' });
    expect(input).toHaveAttribute('id', 'headline');
    expect(input).toHaveAccessibleDescription('Too long Shown on your profile.');
  });

  it('forwards its ref to the input so a form can focus it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input label="Last name" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveFocus();
  });

  it('marks a required field', () => {
    render(<Input label="Last name" required />);
    expect(screen.getByRole('textbox', { name: /Last name/ })).toBeRequired();
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<Input label="Search" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<Input label="Email" disabled />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  });
});
