import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './otp-input.tsx';

function Controlled({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <OtpInput
      length={6}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('OtpInput', () => {
  it('is one text box named by its length, with the numeric keyboard and one-time-code autofill', () => {
    render(<OtpInput length={6} value="" onChange={() => {}} />);
    const box = screen.getByRole('textbox', { name: '6-digit code' });
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAttribute('autocomplete', 'one-time-code');
    expect(box).toHaveAttribute('maxlength', '6');
  });

  it('keeps only digits of what is typed', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '6-digit code' });
    await userEvent.type(box, '12a3');
    expect(box).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  it('cleans a pasted code with spaces or dashes to its digits, at most its length', () => {
    render(<Controlled />);
    const box = screen.getByRole('textbox', { name: '6-digit code' });
    fireEvent.paste(box, { clipboardData: { getData: () => 'Code: 123-456 7' } });
    expect(box).toHaveValue('123456');
  });

  it('shows its error and takes a label, a description and a ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <OtpInput
        ref={ref}
        length={4}
        value="12"
        onChange={() => {}}
        label="Verification code"
        description="Sent to ada@example.com."
        error="Please enter a valid code"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Verification code' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please enter a valid code Sent to ada@example.com.');
    ref.current?.focus();
    expect(box).toHaveFocus();
  });
});
