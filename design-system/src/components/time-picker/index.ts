export type { TimePickerProps } from './time-picker.tsx';
export { TimePicker } from './time-picker.tsx';
