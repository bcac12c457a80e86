export type { ConfirmDialogProps } from './confirm-dialog.tsx';
export { ConfirmDialog } from './confirm-dialog.tsx';
