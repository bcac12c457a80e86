import type { ChangeEvent, ClipboardEvent, ReactNode } from 'react';
import { cx } from '../../lib/class-names.ts';
import { Input, type InputProps } from '../input/input.tsx';

/** Only the digits of what was typed or pasted ("123 456", "123-456" from a mail), at most `length`. */
export const otpDigits = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

export interface OtpInputProps
  extends Omit<InputProps, 'label' | 'value' | 'onChange' | 'type' | 'inputMode' | 'maxLength'> {
  /** How many digits the code has; apps pass the contract's `OTP_LENGTH`. */
  length: number;
  /** The digits so far (`''` while empty). */
  value: string;
  /** Called with the digits only, whatever was typed or pasted. */
  onChange: (value: string) => void;
  /** The visible label; "{length}-digit code" by default. */
  label?: ReactNode;
}

/**
 * The box for a mailed one-time code (signing in, verifying an email): one input rather than a box per
 * digit, so a screen reader reads one field and autofill or a paste fills it whole. It brings up the
 * numeric keyboard on phones, offers the browser's one-time-code autofill, and keeps only the digits of a
 * pasted code (mails show it with spaces or dashes). Spread a form's `register('otp')` onto it.
 */
export function OtpInput({ length, value, onChange, label, inputClassName, ...rest }: OtpInputProps) {
  return (
    <Input
      autoComplete="one-time-code"
      {...rest}
      label={label ?? `${length}-digit code`}
      value={value}
      inputMode="numeric"
      maxLength={length}
      inputClassName={cx('ex-otp-input', inputClassName)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(otpDigits(event.target.value, length))}
      onPaste={(event: ClipboardEvent<HTMLInputElement>) => {
        event.preventDefault();
        onChange(otpDigits(event.clipboardData.getData('text'), length));
      }}
    />
  );
}
