export type { OtpInputProps } from './otp-input.tsx';
export { OtpInput } from './otp-input.tsx';
export { useCountdown } from './use-countdown.ts';
