import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { cx } from '../../lib/class-names.ts';

export interface FieldsetProps extends ComponentPropsWithRef<'fieldset'> {
  /** What the group of fields is about, e.g. "Attendees whose seats are cancelled". */
  legend: ReactNode;
  /** A line under the legend that helps choose, read with the group. */
  description?: ReactNode;
}

/**
 * A group of related fields (checkboxes, radios, a few inputs) under one legend, styled as the fields
 * themselves are rather than as the browser's box, with its description read out with the group.
 */
export function Fieldset({ legend, description, className, children, ...rest }: FieldsetProps) {
  const descriptionId = useId();
  return (
    <fieldset
      className={cx('ex-fieldset', className)}
      aria-describedby={description ? descriptionId : undefined}
      {...rest}
    >
      <legend className="ex-fieldset__legend">{legend}</legend>
      {description ? (
        <p id={descriptionId} className="ex-fieldset__description">
          {description}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}
