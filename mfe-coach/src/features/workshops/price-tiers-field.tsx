import type { PriceTiersResource } from '@exceed/contract';
import { type FormApi, fromInstant, Input, localTimeZone, toInstant } from '@exceed/design-system';

/** The tiers as the form holds them: texts as typed; an empty price means no such tier. */
export interface PriceTierValues {
  priceTiers: {
    earlyBird: { price: string; untilDay: string; untilTime: string; seats: string };
    group: { price: string; minSeats: string };
  };
}

const blankOrNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The tiers as the contract takes them; the early-bird end read in the coach's own time zone. */
export function tiersOfValues({ priceTiers }: PriceTierValues): PriceTiersResource {
  const { earlyBird, group } = priceTiers;
  const until = earlyBird.untilDay
    ? toInstant(earlyBird.untilDay, earlyBird.untilTime || '23:59', localTimeZone())
    : null;
  return {
    earlyBird:
      earlyBird.price.trim() === ''
        ? null
        : { price: Number(earlyBird.price), until: until ?? null, seats: blankOrNumber(earlyBird.seats) },
    group:
      group.price.trim() === '' ? null : { price: Number(group.price), minSeats: Number(group.minSeats) },
  };
}

/** The form's values of a workshop's tiers (none on a new one). */
export function tierValuesOf(tiers: PriceTiersResource | undefined): PriceTierValues['priceTiers'] {
  const earlyBird = tiers?.earlyBird;
  const until = earlyBird?.until ? fromInstant(earlyBird.until, localTimeZone()) : undefined;
  return {
    earlyBird: {
      price: earlyBird ? String(earlyBird.price) : '',
      untilDay: until?.day ?? '',
      untilTime: until?.time ?? '',
      seats: earlyBird?.seats == null ? '' : String(earlyBird.seats),
    },
    group: {
      price: tiers?.group ? String(tiers.group.price) : '',
      minSeats: tiers?.group ? String(tiers.group.minSeats) : '',
    },
  };
}

/**
 * A workshop's prices below the standard one: an early-bird price until a day and time (in the coach's
 * zone, named), for the first seats of each session, or both; and a group rate from a number of seats in
 * one booking. Bookings take the lowest that applies when they are held; the server checks the rest.
 */
export function PriceTiersField<T extends PriceTierValues>({
  form,
  step,
}: {
  form: FormApi<T>;
  step: string;
}) {
  const zone = localTimeZone();
  const endsError = form.errors['priceTiers.earlyBird'];
  return (
    <>
      <fieldset className="coach-form">
        <legend>Early-bird price</legend>
        <p>
          A lower price until a date, for the first seats of each session, or both. Leave the price empty for
          none.
        </p>
        {endsError ? <p role="alert">{endsError}</p> : null}
        <div className="coach-form__row">
          <Input
            label="Early-bird price"
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            {...form.register('priceTiers.earlyBird.price')}
          />
          <Input
            label="Early-bird seats per session"
            description="Empty: any seat until the date."
            type="number"
            inputMode="numeric"
            min={1}
            {...form.register('priceTiers.earlyBird.seats')}
          />
        </div>
        <div className="coach-form__row">
          <Input
            label={`Ends on (${zone})`}
            description="Empty: until its seats are gone."
            type="date"
            {...form.register('priceTiers.earlyBird.untilDay')}
          />
          <Input
            label={`Ends at (${zone})`}
            description="Empty: the end of that day."
            type="time"
            {...form.register('priceTiers.earlyBird.untilTime')}
          />
        </div>
      </fieldset>
      <fieldset className="coach-form">
        <legend>Group rate</legend>
        <p>A lower price per seat when one booking takes enough seats. Leave the price empty for none.</p>
        <div className="coach-form__row">
          <Input
            label="Group price per seat"
            type="number"
            inputMode="decimal"
            min={0}
            step={step}
            {...form.register('priceTiers.group.price')}
          />
          <Input
            label="From seats in one booking"
            type="number"
            inputMode="numeric"
            min={2}
            {...form.register('priceTiers.group.minSeats')}
          />
        </div>
      </fieldset>
    </>
  );
}
