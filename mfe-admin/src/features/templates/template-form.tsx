import {
  bodyCheck,
  CONTENT_STATUSES,
  type ContentStatus,
  type CreateWorkshopTemplateInput,
  createWorkshopTemplateSchema,
  DEFAULT_CURRENCY,
  priceDecimals,
  SKILL_LEVELS,
  type SkillLevel,
  updateWorkshopTemplateSchema,
  type WorkshopTemplateResource,
} from '@exceed/contract';
import { Button, Form, formatEnum, Input, Select, Textarea, toast, useForm } from '@exceed/design-system';
import { createTemplate, updateTemplate } from './templates-api.ts';

/** The form's values: texts as typed, turned into the contract's body by `toBody`. */
export interface TemplateValues {
  title: string;
  description: string;
  level: SkillLevel | '';
  price: string;
  currency: string;
  status: ContentStatus;
  image: string;
  video: string;
}

const checkCreate = bodyCheck(createWorkshopTemplateSchema);
const checkUpdate = bodyCheck(updateWorkshopTemplateSchema);

const optional = (text: string) => (text.trim() === '' ? null : text);

/**
 * The body of POST /v1/workshop-templates (or PATCH): an empty price is left out, so the contract's own
 * rule answers "Price is required" for it as for a price under 0.01.
 */
export function toBody(values: TemplateValues) {
  return {
    title: values.title,
    description: optional(values.description),
    level: values.level || undefined,
    price: values.price.trim() === '' ? undefined : Number(values.price),
    currency: values.currency || undefined,
    status: values.status,
    image: optional(values.image),
    video: optional(values.video),
  };
}

export function valuesOf(template?: WorkshopTemplateResource): TemplateValues {
  return {
    title: template?.title ?? '',
    description: template?.description ?? '',
    level: (template?.level as SkillLevel | undefined) ?? '',
    price: template ? String(template.price) : '',
    currency: template?.currency ?? DEFAULT_CURRENCY,
    status: template?.status ?? 'DRAFT',
    image: template?.image ?? '',
    video: template?.video ?? '',
  };
}

const LEVEL_OPTIONS = SKILL_LEVELS.map((level) => ({ value: level, label: formatEnum(level) }));
const STATUS_OPTIONS = CONTENT_STATUSES.map((status) => ({ value: status, label: formatEnum(status) }));

export interface TemplateFormProps {
  /** The template to edit; a new one when absent. */
  template?: WorkshopTemplateResource;
  onSaved: () => void;
}

/** A template of SPEC §3 (title, description, image, video, level, price) with the contract's rules. */
export function TemplateForm({ template, onSaved }: TemplateFormProps) {
  const form = useForm<TemplateValues>({
    initialValues: valuesOf(template),
    validate: (values) => {
      const body = toBody(values);
      // An edit's schema is partial, but a cleared price is no price: it is told the same as a new one.
      if (template && body.price === undefined) return checkUpdate({ ...body, price: 0 });
      return (template ? checkUpdate : checkCreate)(body);
    },
    onSubmit: async (values) => {
      const body = toBody(values);
      const answer = template
        ? await updateTemplate(template.id, body)
        : // validate passed: level and price are there.
          await createTemplate(body as CreateWorkshopTemplateInput);
      toast({
        title: template ? 'Template saved' : 'Template created',
        description: answer.data.title,
        variant: 'success',
      });
      onSaved();
    },
  });

  return (
    <Form form={form} aria-label={template ? 'Template details' : 'New template'} className="admin-form">
      <Input label="Title" required {...form.register('title')} />
      <Textarea label="Description" rows={3} {...form.register('description')} />
      <div className="admin-form__row">
        <Select
          label="Level"
          required
          placeholder="Choose a level"
          options={LEVEL_OPTIONS}
          {...form.register('level')}
        />
        <Select label="Status" options={STATUS_OPTIONS} {...form.register('status')} />
      </div>
      <div className="admin-form__row">
        <Input
          label="Price"
          required
          type="number"
          inputMode="decimal"
          min={0.01}
          step={String(10 ** -priceDecimals(form.values.currency || DEFAULT_CURRENCY))}
          {...form.register('price')}
        />
        <Input label="Currency" maxLength={3} {...form.register('currency')} />
      </div>
      <div className="admin-form__row">
        <Input label="Image URL" type="url" {...form.register('image')} />
        <Input label="Video URL" type="url" {...form.register('video')} />
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : template ? 'Save template' : 'Create template'}
        </Button>
      </div>
    </Form>
  );
}
