import type { ReactNode } from 'react';
import { joinIds } from '../../lib/join-ids.ts';
import { Field, type FieldControlProps } from './field.tsx';

/** The labelling props of a control that renders its own `Field` when it has a label. */
export interface OptionalFieldProps {
  /** With a label the control renders its own `Field`; without one it is bare (for a `Field` render prop). */
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  hideLabel?: boolean;
  id?: string;
  /** The `Field`'s class names with a label, the control's without. */
  className?: string;
  'aria-describedby'?: string;
}

/** What the control receives: the field's wiring, or, bare, its own id, description ids and class names. */
export type OptionalFieldControl = Partial<FieldControlProps> & { className?: string };

/**
 * Renders a control inside a `Field` when it has a label, else bare with the props it was given: the
 * date and time pickers work both ways, like `Select`.
 */
export function OptionalField({
  label,
  description,
  error,
  required,
  hideLabel,
  id,
  className,
  'aria-describedby': describedBy,
  children,
}: OptionalFieldProps & { children: (control: OptionalFieldControl) => ReactNode }) {
  if (label === undefined) return children({ id, 'aria-describedby': describedBy, className });
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      hideLabel={hideLabel}
      id={id}
      className={className}
    >
      {(control) =>
        children({ ...control, 'aria-describedby': joinIds(control['aria-describedby'], describedBy) })
      }
    </Field>
  );
}
