/**
 * @exceed/design-system: Exceed's React components, theme tokens and toasts. Import the stylesheet once
 * (`@exceed/design-system/styles.css`) and the components from here. Internals (class-name helpers, icons,
 * test hooks) are not exported.
 */

export type { ZonedDayTime } from '@exceed/contract';
export {
  daysBetween,
  fromInstant,
  localTimeZone,
  moveToDay,
  shiftByDays,
  timeZones,
  toInstant,
} from '@exceed/contract';
export type { AppCardProps } from './components/app-card/index.ts';
export { AppCard } from './components/app-card/index.ts';
export type { AppConnection, AppConnectionCardProps } from './components/app-connection-card/index.ts';
export { AppConnectionCard } from './components/app-connection-card/index.ts';
export type { AvatarProps, AvatarSize } from './components/avatar/index.ts';
export { Avatar, initials, resolveImageSrc } from './components/avatar/index.ts';
export type { BadgeProps, BadgeVariant } from './components/badge/index.ts';
export { Badge } from './components/badge/index.ts';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button/index.ts';
export { Button } from './components/button/index.ts';
export type { CardProps, CardTitleElement, CardTitleProps } from './components/card/index.ts';
export { Card } from './components/card/index.ts';
export type {
  BarChartProps,
  ChartDatum,
  ChartProps,
  ChartSeries,
  LineChartProps,
} from './components/charts/index.ts';
export { BarChart, LineChart } from './components/charts/index.ts';
export type { CheckboxProps } from './components/checkbox/index.ts';
export { Checkbox } from './components/checkbox/index.ts';
export type { ConfirmDialogProps } from './components/confirm-dialog/index.ts';
export { ConfirmDialog } from './components/confirm-dialog/index.ts';
export type { Country, CountrySelectProps } from './components/country-select/index.ts';
export { CountrySelect } from './components/country-select/index.ts';
export type { DatePickerProps } from './components/date-picker/index.ts';
export { DatePicker } from './components/date-picker/index.ts';
export type { DialogProps, DialogSize } from './components/dialog/index.ts';
export { Dialog } from './components/dialog/index.ts';
export type { DrawerProps, DrawerSide, DrawerSize } from './components/drawer/index.ts';
export { Drawer } from './components/drawer/index.ts';
export type { EmptyStateProps } from './components/empty-state/index.ts';
export { EmptyState } from './components/empty-state/index.ts';
export type { FieldControlProps, FieldProps } from './components/field/index.ts';
export { Field } from './components/field/index.ts';
export type { FieldsetProps } from './components/fieldset/index.ts';
export { Fieldset } from './components/fieldset/index.ts';
export type {
  DeepPartial,
  FieldRegistration,
  FormApi,
  FormErrorProps,
  FormList,
  FormListOptions,
  FormProps,
  OrderedRow,
  UseFormOptions,
} from './components/form/index.ts';
export {
  byOrder,
  FORM_ROOT_ERROR_KEY,
  Form,
  renumber,
  useForm,
  useFormList,
} from './components/form/index.ts';
export type { ImageDimensions, ImageFit, ImageProps } from './components/image/index.ts';
export {
  createImagePlaceholder,
  IMAGE_PLACEHOLDER,
  Image,
  readImageDimensions,
} from './components/image/index.ts';
export type { InputProps } from './components/input/index.ts';
export { Input } from './components/input/index.ts';
export type { LoadErrorProps } from './components/load-error/index.ts';
export { LoadError } from './components/load-error/index.ts';
export type {
  CalendarEvent,
  CalendarEventVariant,
  MonthCalendarLabels,
  MonthCalendarProps,
} from './components/month-calendar/index.ts';
export { MONTH_CALENDAR_LABELS, MonthCalendar } from './components/month-calendar/index.ts';
export type {
  LinkRenderProps,
  NavigationItem,
  NavigationProps,
  NavigationVariant,
  RenderLink,
} from './components/navigation/index.ts';
export { Navigation } from './components/navigation/index.ts';
export type { OtpInputProps } from './components/otp-input/index.ts';
export { OtpInput, useCountdown } from './components/otp-input/index.ts';
export type { PhoneInputProps } from './components/phone-input/index.ts';
export { PhoneInput } from './components/phone-input/index.ts';
export type { PriceLinesProps } from './components/price-lines/index.ts';
export { PriceLines } from './components/price-lines/index.ts';
export type { RadioGroupProps, RadioOption } from './components/radio-group/index.ts';
export { RadioGroup } from './components/radio-group/index.ts';
export type { SelectOption, SelectProps } from './components/select/index.ts';
export { Select } from './components/select/index.ts';
export type { ListedSession, SessionListProps } from './components/session-list/index.ts';
export { SessionList } from './components/session-list/index.ts';
export type { SidebarItem, SidebarProps, SidebarSection } from './components/sidebar/index.ts';
export { Sidebar } from './components/sidebar/index.ts';
export type { SkeletonProps, SkeletonShape } from './components/skeleton/index.ts';
export { Skeleton } from './components/skeleton/index.ts';
export type { SpinnerProps, SpinnerSize } from './components/spinner/index.ts';
export { Spinner } from './components/spinner/index.ts';
export type { Status, StatusBadgeProps } from './components/status-badge/index.ts';
export { StatusBadge } from './components/status-badge/index.ts';
export type { SwitchProps } from './components/switch/index.ts';
export { Switch } from './components/switch/index.ts';
export type {
  ListSearchChange,
  RowActionProps,
  TableColumn,
  TableProps,
} from './components/table/index.ts';
export {
  listSearch,
  RowAction,
  TABLE_DRAG_ANIMATION_MS,
  TABLE_EMPTY_TEXT,
  TABLE_FIRST_PAGE,
  TABLE_PAGE_SIZE,
  Table,
} from './components/table/index.ts';
export type {
  RouteTab,
  RouteTabsProps,
  TabsContentProps,
  TabsListProps,
  TabsProps,
  TabsTriggerProps,
} from './components/tabs/index.ts';
export { RouteTabs, routeTabOf, routeTabTitle, Tabs } from './components/tabs/index.ts';
export type { TextareaProps } from './components/textarea/index.ts';
export { Textarea } from './components/textarea/index.ts';
export type { TimePickerProps } from './components/time-picker/index.ts';
export { TimePicker } from './components/time-picker/index.ts';
export type {
  ToasterProps,
  ToastHandle,
  ToastItem,
  ToastOptions,
  ToastVariant,
} from './components/toast/index.ts';
export {
  dismissToast,
  removeWithUndo,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  Toaster,
  toast,
  useToasts,
} from './components/toast/index.ts';
export type { TooltipProps, TooltipProviderProps } from './components/tooltip/index.ts';
export { TOOLTIP_DELAY_MS, Tooltip, TooltipProvider } from './components/tooltip/index.ts';
export type { VideoEmbedProps } from './components/video-embed/index.ts';
export { VideoEmbed, videoEmbedUrl } from './components/video-embed/index.ts';
export type { VisuallyHiddenProps } from './components/visually-hidden/index.ts';
export { VisuallyHidden } from './components/visually-hidden/index.ts';
export {
  formatDateTime,
  formatDay,
  formatEnum,
  formatMonth,
  formatScheduleSessions,
  formatSessionSpan,
} from './format/dates.ts';
export { formatMoney } from './format/money.ts';
export { formatOrdinal } from './format/ordinal.ts';
export type { IconProps } from './lib/icons.tsx';
/** The frame of the design system's icons, for apps drawing their own in the same style. */
export { Icon } from './lib/icons.tsx';
export type { Breakpoint, Theme } from './theme/tokens.ts';
export { breakpoints, fontSize, mediaQuery, palette, radius, themeColors, themes } from './theme/tokens.ts';
