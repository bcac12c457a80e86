import {
  bodyCheck,
  createTenantSchema,
  TENANT_PLANS,
  type TenantPlan,
  type TenantResource,
} from '@exceed/contract';
import { Button, Form, formatEnum, Input, Select, toast, useForm } from '@exceed/design-system';
import { createTeam } from './teams-api.ts';

interface TeamValues {
  name: string;
  slug: string;
  email: string;
  domain: string;
  plan: TenantPlan;
}

const check = bodyCheck(createTenantSchema);

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** The body of POST /v1/tenants: empty optional fields left out. */
export const toBody = (values: TeamValues) => ({
  name: values.name,
  slug: values.slug,
  email: optional(values.email),
  domain: optional(values.domain),
  plan: values.plan,
});

export const PLAN_OPTIONS = TENANT_PLANS.map((plan) => ({ value: plan, label: formatEnum(plan) }));

/** A new team with the contract's rules (slug at least 3, a valid email and domain); 422s on the fields. */
export function TeamForm({ onCreated }: { onCreated: (team: TenantResource) => void }) {
  const form = useForm<TeamValues>({
    initialValues: { name: '', slug: '', email: '', domain: '', plan: 'free' },
    validate: (values) => check(toBody(values)),
    onSubmit: async (values) => {
      const answer = await createTeam(toBody(values));
      toast({ title: 'Team created', description: answer.data.name, variant: 'success' });
      onCreated(answer.data);
    },
  });
  return (
    <Form form={form} aria-label="New team" className="admin-form">
      <Input label="Name" required {...form.register('name')} />
      <Input
        label="Slug"
        required
        description="At least 3 characters; the team's address."
        {...form.register('slug')}
      />
      <div className="admin-form__row">
        <Input label="Email" type="email" {...form.register('email')} />
        <Input label="Domain" placeholder="example.com" {...form.register('domain')} />
      </div>
      <Select
        label="Plan"
        options={PLAN_OPTIONS}
        value={form.values.plan}
        onChange={(plan) => form.setValue('plan', plan)}
      />
      <div className="admin-form__actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Create team'}
        </Button>
      </div>
    </Form>
  );
}
