import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../../lib/class-names.ts';
import { Spinner } from '../spinner/spinner.tsx';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';

/** Height and padding of a button. */
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /**
   * `primary` (yellow) for the one main action of a view, `secondary` and `outline` for the others,
   * `ghost` for quiet actions in toolbars and lists, `destructive` for deleting or cancelling for good.
   */
  variant?: ButtonVariant;
  /** `sm` 32px, `md` 40px, `lg` 48px tall. */
  size?: ButtonSize;
  /**
   * Work started by this button is running: shows a spinner, sets aria-busy and disables the button so
   * it cannot be pressed twice. Keep the label (e.g. change it to "Saving...") so the name still says what
   * happens.
   */
  loading?: boolean;
  /**
   * Renders the single child element instead of a `<button>`, merging the button's look and props into it,
   * so a router link can look like a button: `<Button asChild><Link to="/b">Home</Link></Button>`.
   */
  asChild?: boolean;
  /** Stretches the button to the full width of its container. */
  block?: boolean;
}

/** A button, or with `asChild` a link styled as one. Defaults to `type="button"`; pass `type="submit"` in forms. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  block = false,
  disabled = false,
  className,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const spinner = loading ? <Spinner size="sm" label={null} className="ex-button__spinner" /> : null;
  const common = {
    className: cx('ex-button', className),
    'data-variant': variant,
    'data-size': size,
    'data-block': block ? '' : undefined,
    'aria-busy': loading ? true : undefined,
  };

  if (asChild) {
    // A link cannot be disabled natively, so block its activation and say so with aria-disabled.
    const inactive = disabled || loading;
    const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
      if (inactive) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    return (
      <Slot.Root {...rest} {...common} aria-disabled={inactive ? true : undefined} onClick={handleClick}>
        <Slot.Slottable child={children}>
          {(content) => (
            <>
              {spinner}
              {content}
            </>
          )}
        </Slot.Slottable>
      </Slot.Root>
    );
  }

  return (
    <button {...rest} {...common} type={type ?? 'button'} disabled={disabled || loading} onClick={onClick}>
      {spinner}
      {children}
    </button>
  );
}
