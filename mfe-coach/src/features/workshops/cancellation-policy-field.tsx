import {
  type CancellationTier,
  describeCancellationPolicy,
  REMINDER_HOURS_CHOICES,
  type ReminderHours,
  reminderLabel,
} from '@exceed/contract';
import { Button, Checkbox, type FormApi, Input, useFormList } from '@exceed/design-system';

/** A tier as the form holds it: numbers as typed. */
export interface TierValues {
  hoursBefore: string;
  refundPercent: string;
}

/** The fields of a workshop's form that this part edits. */
export interface PolicyValues {
  cancellationPolicy: TierValues[];
  reminderHours: ReminderHours[];
}

const LIST = 'cancellationPolicy';

/** The tiers as the contract takes them: an empty number is 0, which the contract refuses for hours. */
export const tiersOf = (rows: TierValues[]): CancellationTier[] =>
  rows.map((row) => ({ hoursBefore: Number(row.hoursBefore), refundPercent: Number(row.refundPercent) }));

/**
 * A workshop's cancellation policy and reminders (issue 23): refund tiers, longest notice first (each a
 * row of hours before the start and the percent given back; nothing after the last), read back as the
 * client will see it, and which reminders its attendees get.
 */
export function CancellationPolicyField<T extends PolicyValues>({ form }: { form: FormApi<T> }) {
  const list = useFormList<TierValues>(form, LIST, { blank: () => ({ hoursBefore: '', refundPercent: '' }) });
  const listError = form.errors[LIST] !== form.formError ? form.errors[LIST] : undefined;
  const tiers = tiersOf(list.rows);
  const readable = !listError && tiers.every((tier) => tier.hoursBefore > 0);
  const chosen = (form.getValue('reminderHours') as ReminderHours[] | undefined) ?? [];
  const toggle = (hours: ReminderHours, on: boolean) =>
    form.setValue(
      'reminderHours',
      on ? [...chosen, hours].sort((a, b) => b - a) : chosen.filter((value) => value !== hours),
    );

  return (
    <>
      <fieldset className="coach-form">
        <legend>Cancellation policy</legend>
        <p>What a client gets back when they cancel. Your own cancellations always refund in full.</p>
        {listError ? <p role="alert">{listError}</p> : null}
        {list.rows.map((_, index) => (
          <div key={list.idOf(index)} className="coach-form__row">
            <Input
              label={`Tier ${index + 1}: until hours before the start`}
              type="number"
              inputMode="numeric"
              min={1}
              {...form.register(`${LIST}.${index}.hoursBefore`)}
            />
            <Input
              label={`Tier ${index + 1}: refund percent`}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              {...form.register(`${LIST}.${index}.refundPercent`)}
            />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => list.remove(index)}
              aria-label={`Remove tier ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <div>
          <Button variant="outline" onClick={list.add}>
            Add tier
          </Button>
        </div>
        {readable ? (
          <ul aria-label="Policy as clients read it">
            {describeCancellationPolicy(tiers).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset className="coach-form">
        <legend>Reminders</legend>
        <p>Each attendee gets a mail with the session's calendar file.</p>
        {REMINDER_HOURS_CHOICES.map((hours) => (
          <Checkbox
            key={hours}
            label={`${reminderLabel(hours)} before`}
            checked={chosen.includes(hours)}
            onCheckedChange={(on) => toggle(hours, on === true)}
          />
        ))}
      </fieldset>
    </>
  );
}
