export type {
  ToastAction,
  ToastHandle,
  ToastItem,
  ToastOptions,
  ToastVariant,
} from '@exceed/design-system/toast-store';
export {
  dismissToast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToasts,
} from '@exceed/design-system/toast-store';
export { removeWithUndo } from './remove-with-undo.ts';
export type { ToasterProps } from './toaster.tsx';
export { Toaster } from './toaster.tsx';
