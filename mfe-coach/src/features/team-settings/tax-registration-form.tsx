import {
  COUNTRIES,
  EU_MEMBER_STATES,
  EU_STANDARD_RATES,
  type TaxRegistrationResource,
} from '@exceed/contract';
import {
  Button,
  Checkbox,
  CountrySelect,
  Form,
  Input,
  LoadError,
  Skeleton,
  toast,
  useForm,
} from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { saveTaxRegistration, useTaxRegistration } from './team-settings-api.ts';

interface TaxValues {
  registered: boolean;
  country: string;
  taxId: string;
  pricesIncludeTax: boolean;
  defaultRate: string;
  /** Charge EU consumers of other states their own standard rate (the one-stop shop). */
  oneStopShop: boolean;
}

const valuesOf = (registration: TaxRegistrationResource): TaxValues => ({
  registered: registration.country !== null,
  country: registration.country ?? '',
  taxId: registration.taxId ?? '',
  pricesIncludeTax: registration.pricesIncludeTax,
  defaultRate: registration.defaultRate === null ? '' : String(registration.defaultRate),
  oneStopShop: registration.rates.length > 0,
});

/** The rates of the one-stop shop: every other member state's standard rate. */
const otherStatesRates = (home: string) =>
  Object.entries(EU_STANDARD_RATES)
    .filter(([country]) => country !== home)
    .map(([country, ratePercent]) => ({ country, ratePercent }));

function bodyOf(values: TaxValues): TaxRegistrationResource {
  if (!values.registered)
    return { country: null, taxId: null, pricesIncludeTax: false, defaultRate: null, rates: [] };
  const eu = EU_MEMBER_STATES.has(values.country);
  return {
    country: values.country || null,
    taxId: values.taxId.trim() || null,
    pricesIncludeTax: values.pricesIncludeTax,
    defaultRate: values.defaultRate.trim() === '' ? null : Number(values.defaultRate),
    rates: eu && values.oneStopShop ? otherStatesRates(values.country) : [],
  };
}

function TaxForm({ registration, manages }: { registration: TaxRegistrationResource; manages: boolean }) {
  const form = useForm<TaxValues>({
    initialValues: valuesOf(registration),
    onSubmit: async (values, current) => {
      try {
        const { data } = await saveTaxRegistration(bodyOf(values));
        current.reset(valuesOf(data));
        toast({ title: 'Taxes saved', variant: 'success' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return error.errors;
        throw error;
      }
      return undefined;
    },
  });
  const { registered, country } = form.values;
  const eu = EU_MEMBER_STATES.has(country);
  const standard = EU_STANDARD_RATES[country];
  return (
    <Form form={form} aria-labelledby="team-taxes-title" className="coach-stack">
      <fieldset disabled={!manages} className="coach-stack">
        <Checkbox
          label="The team is registered for VAT or sales tax"
          description="Bookings then carry tax by the buyer's country, and invoices show it."
          checked={registered}
          onCheckedChange={(checked) => form.setValue('registered', checked === true)}
        />
        {registered ? (
          <>
            <div className="coach-form__row">
              <CountrySelect label="Registered in" countries={COUNTRIES} {...form.register('country')} />
              <Input label="Tax ID" placeholder="DE123456789" {...form.register('taxId')} />
            </div>
            <Input
              label="Rate (%)"
              type="number"
              inputMode="decimal"
              min={0}
              max={50}
              step={0.01}
              description={
                standard === undefined
                  ? 'Charged to buyers in your country, and to others where no rate of theirs applies.'
                  : `The standard rate in your country is ${standard}%.`
              }
              {...form.register('defaultRate')}
            />
            <Checkbox
              label="Prices include tax"
              description="Else tax is added to them at checkout."
              checked={form.values.pricesIncludeTax}
              onCheckedChange={(checked) => form.setValue('pricesIncludeTax', checked === true)}
            />
            {eu ? (
              <Checkbox
                label="Charge consumers in other EU countries their own standard rate (one-stop shop)"
                description="A business there with a valid VAT ID pays no VAT (reverse charge); buyers outside the EU pay none."
                checked={form.values.oneStopShop}
                onCheckedChange={(checked) => form.setValue('oneStopShop', checked === true)}
              />
            ) : null}
          </>
        ) : null}
      </fieldset>
      {manages ? (
        <div className="coach-row-actions">
          <Button type="submit" disabled={!form.dirty} loading={form.submitting}>
            Save taxes
          </Button>
        </div>
      ) : (
        <p className="coach-note">Only the owners and admins of a team may change it.</p>
      )}
    </Form>
  );
}

/** The team's taxes: where it is registered, its rate, whether prices include it, and the one-stop shop. */
export function TaxRegistrationSection({ manages }: { manages: boolean }) {
  const { data, error, mutate } = useTaxRegistration();
  return error ? (
    <LoadError error={error} retry={() => mutate()} what="the team's taxes" />
  ) : data ? (
    <TaxForm registration={data.data} manages={manages} />
  ) : (
    <Skeleton shape="rect" height="10rem" />
  );
}
