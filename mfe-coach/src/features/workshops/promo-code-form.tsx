import type { WorkshopResource } from '@exceed/contract';
import {
  Button,
  Checkbox,
  Form,
  Input,
  localTimeZone,
  Select,
  toast,
  toInstant,
  useForm,
} from '@exceed/design-system';
import { ApiError } from '@exceed/session';
import { createCode } from './promo-codes-api.ts';

interface CodeValues {
  code: string;
  kind: 'percent' | 'amount';
  off: string;
  fromDay: string;
  untilDay: string;
  maxRedemptions: string;
  maxPerPerson: string;
  minSeats: string;
  wholeTeam: boolean;
}

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percentage off each seat' },
  { value: 'amount', label: 'An amount off each seat' },
];

const countOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The API's field names as the form's: the discount is one field here. */
function onFields(bag: Record<string, string[]>) {
  const { percentOff, amountOff, currency, validFrom, validUntil, workshopId, ...rest } = bag;
  const off = percentOff ?? amountOff ?? currency;
  return {
    ...rest,
    ...(off && { off }),
    ...(validFrom && { fromDay: validFrom }),
    ...(validUntil && { untilDay: validUntil }),
    ...(workshopId && { wholeTeam: workshopId }),
  };
}

/**
 * Makes a promo code for the workshop (or, for the team's owners and admins, for every workshop of the
 * team): a percentage or an amount of the workshop's currency off each seat, the days it is valid (from
 * the start of the first to the end of the last, in the coach's zone), how often it may be used, and
 * the seats a booking needs. The server checks the rest and says what is wrong on each field.
 */
export function PromoCodeForm({
  workshop,
  mayMakeTeamCodes,
  onSaved,
}: {
  workshop: WorkshopResource;
  mayMakeTeamCodes: boolean;
  onSaved: () => void;
}) {
  const form = useForm<CodeValues>({
    initialValues: {
      code: '',
      kind: 'percent',
      off: '',
      fromDay: '',
      untilDay: '',
      maxRedemptions: '',
      maxPerPerson: '',
      minSeats: '1',
      wholeTeam: false,
    },
    onSubmit: async (values) => {
      const off = Number(values.off);
      try {
        const made = await createCode({
          code: values.code,
          workshopId: values.wholeTeam ? null : workshop.id,
          percentOff: values.kind === 'percent' ? off : null,
          amountOff: values.kind === 'amount' ? off : null,
          currency: values.kind === 'amount' ? workshop.currency : null,
          validFrom: values.fromDay ? (toInstant(values.fromDay, '00:00', localTimeZone()) ?? null) : null,
          validUntil: values.untilDay ? (toInstant(values.untilDay, '23:59', localTimeZone()) ?? null) : null,
          maxRedemptions: countOrNull(values.maxRedemptions),
          maxPerPerson: countOrNull(values.maxPerPerson),
          minSeats: Number(values.minSeats || '1'),
        });
        toast({ title: 'Code made', description: made.data.code, variant: 'success' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) return onFields(error.errors);
        throw error;
      }
      form.reset();
      onSaved();
      return undefined;
    },
  });
  const percent = form.values.kind === 'percent';
  const zone = localTimeZone();
  return (
    <Form form={form} aria-label="New promo code" className="coach-form">
      <div className="coach-form__row">
        <Input
          label="Code"
          required
          autoCapitalize="characters"
          spellCheck={false}
          description="What buyers type: letters, digits, dashes. Case does not matter."
          {...form.register('code')}
        />
        <Select label="Discount" options={KIND_OPTIONS} {...form.register('kind')} />
        <Input
          label={percent ? 'Percent off' : `Amount off (${workshop.currency})`}
          type="number"
          inputMode="decimal"
          required
          min={percent ? 1 : 0.01}
          max={percent ? 100 : undefined}
          step={percent ? 1 : 0.01}
          {...form.register('off')}
        />
      </div>
      <div className="coach-form__row">
        <Input
          label="Valid from"
          type="date"
          description={`From 00:00 of this day, ${zone}.`}
          {...form.register('fromDay')}
        />
        <Input
          label="Valid until"
          type="date"
          description={`To 23:59 of this day, ${zone}.`}
          {...form.register('untilDay')}
        />
      </div>
      <div className="coach-form__row">
        <Input
          label="Uses in all"
          type="number"
          inputMode="numeric"
          min={1}
          description="Bookings; empty for no limit."
          {...form.register('maxRedemptions')}
        />
        <Input
          label="Uses per person"
          type="number"
          inputMode="numeric"
          min={1}
          description="Empty for no limit."
          {...form.register('maxPerPerson')}
        />
        <Input
          label="Fewest seats"
          type="number"
          inputMode="numeric"
          min={1}
          description="In one booking."
          {...form.register('minSeats')}
        />
      </div>
      {mayMakeTeamCodes ? (
        <Checkbox
          label="For every workshop of the team"
          description={percent ? undefined : `Workshops priced in ${workshop.currency} only.`}
          checked={form.values.wholeTeam}
          error={form.errors.wholeTeam}
          onCheckedChange={(checked) => form.setValue('wholeTeam', checked === true)}
        />
      ) : null}
      <div className="coach-form__actions">
        <Button type="submit" loading={form.submitting}>
          Make code
        </Button>
      </div>
    </Form>
  );
}
