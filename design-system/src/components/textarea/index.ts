export type { TextareaProps } from './textarea.tsx';
export { Textarea } from './textarea.tsx';
