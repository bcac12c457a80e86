import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CountrySelect } from './country-select.tsx';
import { SAMPLE_COUNTRIES } from './sample-countries.ts';

function Country({
  onChange,
  initial = null,
}: {
  onChange?: (code: string) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <CountrySelect
      label="Country"
      countries={SAMPLE_COUNTRIES}
      value={value}
      onChange={(code) => {
        setValue(code);
        onChange?.(code);
      }}
    />
  );
}

describe('CountrySelect', () => {
  it('shows the chosen country by flag and name', () => {
    render(<Country initial="DE" />);
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveTextContent('🇩🇪Germany');
  });

  it('finds a country by name and keeps its ISO code as the value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Country onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Country' });
    expect(trigger).toHaveTextContent('Select a country');
    await user.click(trigger);
    await user.type(screen.getByRole('combobox', { name: 'Search countries...' }), 'nether{Enter}');
    expect(onChange).toHaveBeenCalledWith('NL');
    expect(trigger).toHaveTextContent('Netherlands');
  });

  it('finds a country by its code, ranking the exact code first', async () => {
    const user = userEvent.setup();
    render(<Country />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries...' }), 'gb');
    expect(screen.getAllByRole('option')[0]).toHaveAccessibleName('United Kingdom');
  });
});
