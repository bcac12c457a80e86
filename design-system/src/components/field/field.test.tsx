import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';

describe('Field', () => {
  it('labels and describes any control it renders', () => {
    render(
      <Field label="Country" description="Where you live." error="Please select a valid country" required>
        {(control) => (
          <select {...control}>
            <option value="">Choose...</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: /Country/ });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toHaveAccessibleDescription('Please select a valid country Where you live.');
  });

  it('gives each field its own id', () => {
    render(
      <>
        <Field label="First name">{(control) => <input {...control} />}</Field>
        <Field label="Last name">{(control) => <input {...control} />}</Field>
      </>,
    );
    const first = screen.getByRole('textbox', { name: 'First name' });
    const last = screen.getByRole('textbox', { name: 'Last name' });
    expect(first.id).not.toBe(last.id);
  });
});
