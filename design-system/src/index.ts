/**
 * @exceed/design-system: Exceed's React components, theme tokens and toasts. Import the stylesheet once
 * (`@exceed/design-system/styles.css`) and the components from here. Internals (class-name helpers, icons,
 * test hooks) are not exported.
 */

export type { AvatarProps, AvatarSize } from './components/avatar/index.ts';
export { Avatar, initials, resolveImageSrc } from './components/avatar/index.ts';
export type { BadgeProps, BadgeVariant } from './components/badge/index.ts';
export { Badge } from './components/badge/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/index.ts';
export { Button } from './components/button/index.ts';
export type { CardProps, CardTitleElement, CardTitleProps } from './components/card/index.ts';
export { Card } from './components/card/index.ts';
export type { DialogProps, DialogSize } from './components/dialog/index.ts';
export { Dialog } from './components/dialog/index.ts';
export type { EmptyStateProps } from './components/empty-state/index.ts';
export { EmptyState } from './components/empty-state/index.ts';
export type { FieldControlProps, FieldProps } from './components/field/index.ts';
export { Field } from './components/field/index.ts';
export type { InputProps } from './components/input/index.ts';
export { Input } from './components/input/index.ts';
export type { SkeletonProps, SkeletonShape } from './components/skeleton/index.ts';
export { Skeleton } from './components/skeleton/index.ts';
export type { SpinnerProps, SpinnerSize } from './components/spinner/index.ts';
export { Spinner } from './components/spinner/index.ts';
export type {
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsTriggerProps,
} from './components/tabs/index.ts';
export { Tabs } from './components/tabs/index.ts';
export type { TextareaProps } from './components/textarea/index.ts';
export { Textarea } from './components/textarea/index.ts';
export type {
  ToasterProps,
  ToastHandle,
  ToastItem,
  ToastOptions,
  ToastVariant,
} from './components/toast/index.ts';
export {
  dismissToast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  toast,
  useToasts,
} from './components/toast/index.ts';
export type { VisuallyHiddenProps } from './components/visually-hidden/index.ts';
export { VisuallyHidden } from './components/visually-hidden/index.ts';
export type { Breakpoint, Theme } from './theme/tokens.ts';
export { breakpoints, fontSize, mediaQuery, palette, radius, themeColors, themes } from './theme/tokens.ts';
