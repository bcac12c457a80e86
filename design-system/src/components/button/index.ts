export type { ButtonProps, ButtonSize, ButtonVariant } from './button.tsx';
export { Button } from './button.tsx';
