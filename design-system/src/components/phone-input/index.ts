export type { PhoneInputProps } from './phone-input.tsx';
export { PhoneInput } from './phone-input.tsx';
