import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field.tsx';
import { Select } from './select.tsx';
import type { SelectOption } from './select-option.ts';

const platforms: SelectOption[] = [
  { value: 'github', label: 'GitHub' },
  { value: 'linkedin', label: 'LinkedIn', description: 'Professional network' },
  { value: 'x', label: 'X', keywords: ['twitter'] },
  { value: 'youtube', label: 'YouTube' },
];

function Platform({ onChange, onBlur }: { onChange?: (value: string) => void; onBlur?: () => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      label="Platform"
      options={platforms}
      value={value}
      placeholder="Choose a platform"
      searchPlaceholder="Search platforms..."
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onBlur={onBlur}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label that shows the placeholder until something is chosen', () => {
    render(<Platform />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    expect(trigger).toHaveTextContent('Choose a platform');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
  });

  it('opens a searchable listbox, filters by label and picks with Enter', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Platform onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Platform' });
    expect(trigger).toHaveAttribute('aria-controls', listbox.id);
    const search = screen.getByRole('combobox', { name: 'Search platforms...' });
    expect(search).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(4);

    await user.type(search, 'link');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'LinkedInProfessional network',
    ]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('linkedin');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveTextContent('LinkedIn');
  });

  it('moves the active option with the arrow keys and marks the chosen one selected', async () => {
    const user = userEvent.setup();
    render(<Platform />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const search = screen.getByRole('combobox', { name: 'Search platforms...' });
    const options = screen.getAllByRole('option');
    expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(search).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(trigger).toHaveTextContent('LinkedIn');

    await user.click(trigger);
    expect(screen.getByRole('option', { name: /LinkedIn/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'GitHub' })).toHaveAttribute('aria-selected', 'false');
    // Reopening starts on the chosen option.
    expect(screen.getByRole('combobox', { name: 'Search platforms...' })).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /LinkedIn/ }).id,
    );
  });

  it('starts the search with the key typed on the button, matching keywords too', async () => {
    const user = userEvent.setup();
    render(<Platform />);
    screen.getByRole('combobox', { name: 'Platform' }).focus();
    await user.keyboard('t');
    const search = screen.getByRole('combobox', { name: 'Search platforms...' });
    expect(search).toHaveValue('t');
    await user.type(search, 'witter');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['X']);
  });

  it('says "No results" when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Platform />);
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.type(screen.getByRole('combobox', { name: 'Search platforms...' }), 'myspace');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No results');
  });

  it('closes on Escape without changing the value, returning focus to the button', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Platform onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('picks an option with a click', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Platform onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    await user.click(screen.getByRole('option', { name: 'YouTube' }));
    expect(onChange).toHaveBeenCalledWith('youtube');
  });

  it('calls onBlur when focus leaves the control, not when the list opens', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <Platform onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Platform' }));
    expect(onBlur).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(onBlur).toHaveBeenCalledOnce();
  });

  it('takes its label, error and description from a Field', () => {
    render(
      <Field label="Country" description="Used for invoices." error="Please select a valid country">
        {(control) => <Select {...control} options={platforms} />}
      </Field>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Please select a valid country Used for invoices.');
  });

  it('shows its own error when labelled', () => {
    render(<Select label="Platform" options={platforms} error="Please select a platform" required />);
    const trigger = screen.getByRole('combobox', { name: /Platform/ });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAttribute('aria-required', 'true');
    expect(trigger).toHaveAccessibleDescription('Please select a platform');
  });

  it('cannot be opened when disabled', async () => {
    const user = userEvent.setup();
    render(<Select label="Platform" options={platforms} value="github" disabled />);
    const trigger = screen.getByRole('combobox', { name: 'Platform' });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value with a hidden input when named', () => {
    const { container } = render(<Select label="Platform" options={platforms} value="x" name="platform" />);
    expect(container.querySelector('input[type="hidden"][name="platform"]')).toHaveValue('x');
  });
});
