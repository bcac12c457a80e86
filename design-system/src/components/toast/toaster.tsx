import {
  dismissToast,
  TOAST_DURATION,
  type ToastVariant,
  useToasts,
} from '@exceed/design-system/toast-store';
import { Toast as RadixToast } from 'radix-ui';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../lib/icons.tsx';

export interface ToasterProps {
  /** Names the notifications region for screen readers; `{hotkey}` is replaced with the hotkey's name. */
  label?: string;
  /** Keys that move focus to the notifications region. */
  hotkey?: string[];
}

const icons: Record<ToastVariant, typeof InfoIcon> = {
  default: InfoIcon,
  destructive: ErrorIcon,
  success: SuccessIcon,
};

/**
 * Renders the toasts raised with `toast()`. Mount it once, in the app shell: toasts from every
 * micro-frontend appear here. Toasts close by themselves, with their Close button, or by swiping right.
 */
export function Toaster({ label = 'Notifications ({hotkey})', hotkey }: ToasterProps) {
  const toasts = useToasts();
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right">
      {toasts.map((item) => {
        const Icon = icons[item.variant];
        return (
          <RadixToast.Root
            key={item.id}
            className="ex-toast"
            data-variant={item.variant}
            open={item.open}
            duration={item.duration}
            // Errors interrupt the screen reader; everything else waits its turn.
            type={item.variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
          >
            <Icon className="ex-toast__icon" />
            <div className="ex-toast__text">
              <RadixToast.Title className="ex-toast__title">{item.title}</RadixToast.Title>
              {item.description ? (
                <RadixToast.Description className="ex-toast__description">
                  {item.description}
                </RadixToast.Description>
              ) : null}
            </div>
            {item.action ? (
              <RadixToast.Action
                className="ex-toast__action"
                altText={item.action.altText}
                onClick={item.action.onClick}
              >
                {item.action.label}
              </RadixToast.Action>
            ) : null}
            <RadixToast.Close className="ex-toast__close" aria-label="Close">
              <CloseIcon />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="ex-toast-viewport" label={label} hotkey={hotkey} />
    </RadixToast.Provider>
  );
}
