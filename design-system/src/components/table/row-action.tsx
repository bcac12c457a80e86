import { Button, type ButtonProps } from '../button/button.tsx';

export interface RowActionProps extends Omit<ButtonProps, 'children' | 'size' | 'variant' | 'aria-label'> {
  /** What the action does, shown on the button: "Delete". */
  label: string;
  /** What it acts on, so a screen reader hears "Delete Negotiation basics" among many rows' "Delete". */
  of: string;
  /** `ghost` (default) for quiet actions, `outline` for the row's main one (Edit, Restore). */
  variant?: 'ghost' | 'outline';
}

/** A small action in a table row or list item, named for the row it acts on. */
export function RowAction({ label, of, variant = 'ghost', ...rest }: RowActionProps) {
  return (
    <Button variant={variant} size="sm" aria-label={`${label} ${of}`} {...rest}>
      {label}
    </Button>
  );
}
