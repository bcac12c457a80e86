export type { SwitchProps } from './switch.tsx';
export { Switch } from './switch.tsx';
