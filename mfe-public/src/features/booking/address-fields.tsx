import { COUNTRIES } from '@exceed/contract';
import { CountrySelect, type FormApi, Input } from '@exceed/design-system';

/**
 * The billing address of a booking, for a form whose values hold it under `address` (BookingDraft's
 * shape): the booking page's details and the claim of a waitlist offer ask it alike.
 */
export function AddressFields({ form }: { form: Pick<FormApi<unknown>, 'register'> }) {
  return (
    <fieldset className="booking-fieldset">
      <legend>Billing address</legend>
      <Input label="Address line 1" autoComplete="address-line1" {...form.register('address.addressLine1')} />
      <Input
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        {...form.register('address.addressLine2')}
      />
      <div className="booking-row">
        <Input label="City" autoComplete="address-level2" {...form.register('address.city')} />
        <Input label="State or region" autoComplete="address-level1" {...form.register('address.state')} />
      </div>
      <div className="booking-row">
        <Input label="ZIP or postal code" autoComplete="postal-code" {...form.register('address.zip')} />
        <CountrySelect
          label="Country"
          countries={COUNTRIES}
          placeholder="Select a country"
          {...form.register('address.country')}
        />
      </div>
    </fieldset>
  );
}
