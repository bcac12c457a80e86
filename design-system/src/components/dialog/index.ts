export type { DialogProps, DialogSize } from './dialog.tsx';
export { Dialog } from './dialog.tsx';
