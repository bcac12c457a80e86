import { Tooltip as RadixTooltip } from 'radix-ui';
import { createContext, type ReactElement, type ReactNode, useContext, useState } from 'react';
import { cx } from '../../lib/class-names.ts';

/** How long the pointer rests on a trigger before its tooltip shows (SPEC.md §9). */
export const TOOLTIP_DELAY_MS = 600;

/** True under a `TooltipProvider`, so a lone `Tooltip` knows whether to bring its own. */
const ProvidedContext = createContext(false);

export interface TooltipProviderProps {
  /** The tooltips that share the provider (a toolbar, a collapsed sidebar). */
  children: ReactNode;
  /** Hover delay before the first tooltip shows; SPEC.md's 600 ms by default. */
  delayDuration?: number;
}

/**
 * Groups tooltips so that once one is showing, moving to a neighbour shows its tooltip at once instead of
 * waiting the full delay again. Optional: a `Tooltip` outside a provider brings its own.
 */
export function TooltipProvider({ children, delayDuration = TOOLTIP_DELAY_MS }: TooltipProviderProps) {
  return (
    <ProvidedContext.Provider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration}>{children}</RadixTooltip.Provider>
    </ProvidedContext.Provider>
  );
}

export interface TooltipProps {
  /** What the tooltip says: a short hint or the name of an icon-only control. Plain text reads best. */
  content: ReactNode;
  /**
   * The one element that shows the tooltip on hover and on keyboard focus; it must accept a ref and
   * event handlers (a button, a link). It is described by the tooltip while it shows.
   */
  children: ReactElement;
  /** The side of the trigger the tooltip prefers; it flips when there is no room. `top` by default. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Alignment along that side. `center` by default. */
  align?: 'start' | 'center' | 'end';
  /** Hover delay in ms; `TOOLTIP_DELAY_MS` by default. Keyboard focus shows the tooltip at once. */
  delayDuration?: number;
  /** Whether the tooltip shows, when controlled. */
  open?: boolean;
  /** Whether the tooltip starts shown, when uncontrolled (for stories and screenshots). */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Never shows, while the trigger stays as it is (e.g. a sidebar link whose label is visible again);
   * better than unwrapping the trigger, which would remount it and lose its focus.
   */
  disabled?: boolean;
  /** Extra class names for the tooltip bubble. */
  className?: string;
}

/**
 * A short label that appears next to an element after the pointer rests on it for `TOOLTIP_DELAY_MS`, or at
 * once when the element gets keyboard focus; Escape hides it. Never put the only copy of important
 * information or anything interactive in a tooltip: touch screens cannot hover.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  align = 'center',
  delayDuration,
  open,
  defaultOpen,
  onOpenChange,
  disabled = false,
  className,
}: TooltipProps) {
  const provided = useContext(ProvidedContext);
  // Always controlled underneath, so `disabled` can force it shut without switching Radix between modes.
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const shown = !disabled && (open ?? ownOpen);
  const tooltip = (
    <RadixTooltip.Root
      open={shown}
      onOpenChange={(next) => {
        if (disabled) return;
        if (open === undefined) setOwnOpen(next);
        onOpenChange?.(next);
      }}
      delayDuration={delayDuration}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          className={cx('ex-tooltip', className)}
          side={side}
          align={align}
          sideOffset={6}
          collisionPadding={8}
        >
          {content}
          <RadixTooltip.Arrow className="ex-tooltip__arrow" width={10} height={5} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return provided ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
