import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SAMPLE_COUNTRIES } from '../country-select/sample-countries.ts';
import { formatPhoneNumber, parsePhoneNumber } from './parse-phone-number.ts';
import { PhoneInput } from './phone-input.tsx';

function Phone({ initial = '', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Phone number"
      countries={SAMPLE_COUNTRIES}
      defaultCountry="DE"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('parsePhoneNumber', () => {
  it('splits by the longest dialling code', () => {
    expect(parsePhoneNumber('+49 30 1234567', SAMPLE_COUNTRIES)).toEqual({
      country: expect.objectContaining({ code: 'DE' }),
      number: '30 1234567',
    });
    expect(parsePhoneNumber('+1 876 555 0100', SAMPLE_COUNTRIES).country?.code).toBe('JM');
    expect(parsePhoneNumber('+18765550100', SAMPLE_COUNTRIES).number).toBe('5550100');
  });

  it('picks the preferred, then the main country of a shared code', () => {
    expect(parsePhoneNumber('+44 20 7946 0958', SAMPLE_COUNTRIES).country?.code).toBe('GB');
    expect(parsePhoneNumber('+44 1481 123456', SAMPLE_COUNTRIES, ['GG']).country?.code).toBe('GG');
    expect(parsePhoneNumber('+1 212 555 0100', SAMPLE_COUNTRIES).country?.code).toBe('US');
    expect(parsePhoneNumber('+1 416 555 0100', SAMPLE_COUNTRIES, ['CA']).country?.code).toBe('CA');
  });

  it('keeps a number without a known code as it is', () => {
    expect(parsePhoneNumber('030 1234567', SAMPLE_COUNTRIES)).toEqual({
      country: undefined,
      number: '030 1234567',
    });
    expect(parsePhoneNumber('+999 1', SAMPLE_COUNTRIES).country).toBeUndefined();
  });

  it('formats the international string, empty without a number', () => {
    const germany = SAMPLE_COUNTRIES.find((country) => country.code === 'DE');
    expect(formatPhoneNumber(germany, ' 30 1234567 ')).toBe('+49 30 1234567');
    expect(formatPhoneNumber(germany, '')).toBe('');
  });
});

describe('PhoneInput', () => {
  it('shows an existing value as its country code and national number', () => {
    render(<Phone initial="+44 20 7946 0958" />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+44');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('20 7946 0958');
  });

  it('combines the default country and the typed number into one international value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Phone onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+49');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '30 1234567');
    expect(onChange).toHaveBeenLastCalledWith('+49 30 1234567');
  });

  it('changes the dialling code from the searchable country list', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Phone initial="+49 30 1234567" onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries...' }), '+33{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('+33 30 1234567');
  });

  it('picks the country of a pasted international number', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Phone onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.paste('+1 876 555 0100');
    expect(onChange).toHaveBeenLastCalledWith('+1876 555 0100');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveTextContent('+1876');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('555 0100');
  });

  it('reads its error on the number box', () => {
    render(
      <PhoneInput
        label="Phone number"
        countries={SAMPLE_COUNTRIES}
        value=""
        error="Phone number is required."
      />,
    );
    const number = screen.getByRole('textbox', { name: 'Phone number' });
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Phone number is required.');
  });

  it('reports a blur only when focus leaves both parts', async () => {
    const onBlur = vi.fn();
    const user = userEvent.setup();
    render(
      <>
        <PhoneInput label="Phone number" countries={SAMPLE_COUNTRIES} value="" onBlur={onBlur} />
        <button type="button">Save</button>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Country code' }));
    await user.keyboard('{Escape}');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onBlur).toHaveBeenCalledOnce();
  });
});
