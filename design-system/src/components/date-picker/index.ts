export type { DatePickerProps } from './date-picker.tsx';
export { DatePicker } from './date-picker.tsx';
