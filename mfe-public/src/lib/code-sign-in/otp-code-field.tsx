import { OTP_LENGTH } from '@exceed/api/contract';
import { Input } from '@exceed/design-system';
import type { ChangeEvent, ClipboardEvent } from 'react';

/** Only the digits of what was typed or pasted ("123 456", "123-456" from a mail), at most six. */
export const otpDigits = (text: string) => text.replace(/\D/g, '').slice(0, OTP_LENGTH);

export interface OtpCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  id: string;
  name: string;
}

/**
 * The 6-digit code box: numeric keyboard on phones, the browser's one-time-code autofill, and a pasted code
 * (with spaces or dashes, as mails show it) cleaned to its digits.
 */
export function OtpCodeField({ value, onChange, onBlur, error, id, name }: OtpCodeFieldProps) {
  return (
    <Input
      label="6-digit code"
      id={id}
      name={name}
      value={value}
      error={error}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      inputClassName="auth-otp"
      onBlur={onBlur}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(otpDigits(event.target.value))}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        onChange(otpDigits(event.clipboardData.getData('text')));
      }}
    />
  );
}
