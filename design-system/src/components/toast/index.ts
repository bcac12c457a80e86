export type { ToastAction, ToastHandle, ToastItem, ToastOptions, ToastVariant } from './toast-store.ts';
export {
  dismissToast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  useToasts,
} from './toast-store.ts';
export type { ToasterProps } from './toaster.tsx';
export { Toaster } from './toaster.tsx';
