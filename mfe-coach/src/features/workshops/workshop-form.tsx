import {
  bodyCheck,
  createWorkshopSchema,
  DEFAULT_CANCELLATION_POLICY,
  DEFAULT_CURRENCY,
  DEFAULT_REMINDER_HOURS,
  INVITEE_PAY_HOURS,
  priceDecimals,
  SEATS_PER_BOOKING_RANGE_MESSAGE,
  updateWorkshopSchema,
  WAITLIST_OFFER_HOURS,
  type WorkshopResource,
} from '@exceed/contract';
import { Button, Form, Input, Select, Textarea, toast, useForm } from '@exceed/design-system';
import { CancellationPolicyField, type PolicyValues, tiersOf } from './cancellation-policy-field.tsx';
import { CoverField } from './cover-field.tsx';
import { PriceTiersField, type PriceTierValues, tiersOfValues, tierValuesOf } from './price-tiers-field.tsx';
import { createWorkshop, updateWorkshop, useWorkshopTemplates } from './workshops-api.ts';

/** The form's values: texts as typed, turned into the contract's body by `toBody`. */
export interface WorkshopValues extends PolicyValues, PriceTierValues {
  workshopTemplateId: string;
  title: string;
  description: string;
  price: string;
  currency: string;
  minSeats: string;
  maxSeats: string;
  /** Empty: as many as max seats. */
  maxSeatsPerBooking: string;
  /** Hours an offer of freed seats waits for its person to claim it. */
  waitlistOfferHours: string;
  inviteePayHours: string;
  image: string;
  video: string;
}

const checkCreate = bodyCheck(createWorkshopSchema);
const checkUpdate = bodyCheck(updateWorkshopSchema);

const optional = (text: string) => (text.trim() === '' ? null : text);
const numberOrText = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The body of POST /v1/workshops (or PATCH) from the form's values. */
export function toBody(values: WorkshopValues, creating: boolean) {
  return {
    ...(creating && values.workshopTemplateId ? { workshopTemplateId: values.workshopTemplateId } : {}),
    title: values.title,
    description: optional(values.description),
    price: numberOrText(values.price),
    currency: values.currency || undefined,
    priceTiers: tiersOfValues(values),
    minSeats: numberOrText(values.minSeats),
    maxSeats: numberOrText(values.maxSeats),
    maxSeatsPerBooking: values.maxSeatsPerBooking.trim() === '' ? null : Number(values.maxSeatsPerBooking),
    waitlistOfferHours: numberOrText(values.waitlistOfferHours),
    inviteePayHours: numberOrText(values.inviteePayHours),
    image: optional(values.image),
    video: optional(values.video),
    cancellationPolicy: tiersOf(values.cancellationPolicy),
    reminderHours: values.reminderHours,
  };
}

export function valuesOf(workshop?: WorkshopResource): WorkshopValues {
  return {
    workshopTemplateId: workshop?.workshopTemplateId ?? '',
    title: workshop?.title ?? '',
    description: workshop?.description ?? '',
    price: workshop ? String(workshop.price) : '',
    currency: workshop?.currency ?? DEFAULT_CURRENCY,
    priceTiers: tierValuesOf(workshop?.priceTiers),
    minSeats: String(workshop?.minSeats ?? 1),
    maxSeats: String(workshop?.maxSeats ?? 20),
    maxSeatsPerBooking: workshop?.maxSeatsPerBooking == null ? '' : String(workshop.maxSeatsPerBooking),
    waitlistOfferHours: String(workshop?.waitlistOfferHours ?? WAITLIST_OFFER_HOURS),
    inviteePayHours: String(workshop?.inviteePayHours ?? INVITEE_PAY_HOURS),
    image: workshop?.image ?? '',
    video: workshop?.video ?? '',
    cancellationPolicy: (workshop?.cancellationPolicy ?? DEFAULT_CANCELLATION_POLICY).map((tier) => ({
      hoursBefore: String(tier.hoursBefore),
      refundPercent: String(tier.refundPercent),
    })),
    reminderHours: [...(workshop?.reminderHours ?? DEFAULT_REMINDER_HOURS)],
  };
}

export interface WorkshopFormProps {
  /** The workshop to edit; a new one when absent. */
  workshop?: WorkshopResource;
  onSaved: (workshop: WorkshopResource) => void;
}

/**
 * A workshop's details with the contract's rules (title 3 to 255, price and its tiers, seats, image and video URLs, the
 * cancellation policy's tiers and the reminders, how long waitlist offers last): a new
 * one may start from a template of the team (GET /v1/workshop-templates), which fills the fields in.
 */
export function WorkshopForm({ workshop, onSaved }: WorkshopFormProps) {
  const creating = !workshop;
  const templates = useWorkshopTemplates(creating);
  const form = useForm<WorkshopValues>({
    initialValues: valuesOf(workshop),
    validate: (values) => {
      const body = toBody(values, creating);
      const errors = (creating ? checkCreate : checkUpdate)(body);
      // The contract checks each number alone; this one is read against max seats (as the API does).
      const tooMany =
        body.maxSeatsPerBooking != null &&
        body.maxSeats !== undefined &&
        body.maxSeatsPerBooking > body.maxSeats;
      return tooMany && !errors.maxSeatsPerBooking
        ? { ...errors, maxSeatsPerBooking: [SEATS_PER_BOOKING_RANGE_MESSAGE] }
        : errors;
    },
    onSubmit: async (values) => {
      const body = toBody(values, creating);
      const answer = creating ? await createWorkshop(body) : await updateWorkshop(workshop.id, body);
      toast({
        title: creating ? 'Workshop created' : 'Workshop saved',
        description: answer.data.title,
        variant: 'success',
      });
      onSaved(answer.data);
    },
  });

  const applyTemplate = (templateId: string) => {
    form.setValue('workshopTemplateId', templateId);
    const template = templates.data?.data.find((item) => item.id === templateId);
    if (!template) return;
    form.setValue('title', template.title);
    form.setValue('description', template.description ?? '');
    form.setValue('price', String(template.price));
    form.setValue('currency', template.currency);
    form.setValue('image', template.image ?? '');
    form.setValue('video', template.video ?? '');
  };

  const step = String(10 ** -priceDecimals(form.values.currency || DEFAULT_CURRENCY));
  return (
    <Form form={form} aria-label={creating ? 'New workshop' : 'Workshop details'} className="coach-form">
      {creating ? (
        <Select
          label="Start from a template"
          description="Optional: a template of your team fills in the details."
          placeholder={templates.isLoading ? 'Loading templates...' : 'From scratch'}
          searchPlaceholder="Search templates"
          emptyText="No templates in this team"
          options={(templates.data?.data ?? []).map((template) => ({
            value: template.id,
            label: template.title,
          }))}
          value={form.values.workshopTemplateId || null}
          onChange={applyTemplate}
        />
      ) : null}
      <Input label="Title" required {...form.register('title')} />
      <Textarea label="Description" rows={4} {...form.register('description')} />
      <div className="coach-form__row">
        <Input
          label="Price"
          required
          type="number"
          inputMode="decimal"
          min={0}
          step={step}
          {...form.register('price')}
        />
        <Input label="Currency" maxLength={3} {...form.register('currency')} />
      </div>
      <PriceTiersField form={form} step={step} />
      <div className="coach-form__row">
        <Input label="Min seats" type="number" inputMode="numeric" min={1} {...form.register('minSeats')} />
        <Input label="Max seats" type="number" inputMode="numeric" min={1} {...form.register('maxSeats')} />
      </div>
      <Input
        label="Most seats per booking"
        description="Leave empty to let one booking take every seat."
        type="number"
        inputMode="numeric"
        min={1}
        {...form.register('maxSeatsPerBooking')}
      />
      <Input
        label="Waitlist offers last (hours)"
        description="When seats free up on a full session, the next in line has this long to claim them (never past the start)."
        type="number"
        inputMode="numeric"
        min={1}
        max={168}
        {...form.register('waitlistOfferHours')}
      />
      <Input
        label="Invitees pay within (hours)"
        description="When a booker lets each person pay for their own seat, an unpaid seat is released after this long (never past the start)."
        type="number"
        inputMode="numeric"
        min={1}
        max={336}
        {...form.register('inviteePayHours')}
      />
      <CoverField form={form} />
      <Input label="Video URL" type="url" placeholder="https://" {...form.register('video')} />
      <CancellationPolicyField form={form} />
      <div className="coach-form__actions">
        <Button type="submit" disabled={(!creating && !form.dirty) || form.submitting}>
          {form.submitting ? 'Saving...' : creating ? 'Create workshop' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
