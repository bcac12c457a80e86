import { bodyCheck, createRoleSchema, type RoleResource, updateRoleSchema } from '@exceed/contract';
import { Button, Checkbox, Form, Input, Textarea, toast, useForm } from '@exceed/design-system';
import { isBuiltInRole } from './built-in-roles.ts';
import { createRole, type RoleBody, updateRole, useAllPermissions } from './roles-api.ts';

interface RoleValues {
  name: string;
  description: string;
  permissions: string[];
}

const checkCreate = bodyCheck(createRoleSchema);
const checkUpdate = bodyCheck(updateRoleSchema);

/** The body of POST or PATCH /v1/roles: a built-in role's name is never sent, as it cannot change. */
export function toBody(values: RoleValues, role?: RoleResource): RoleBody {
  return {
    ...(role && isBuiltInRole(role.name) ? {} : { name: values.name }),
    description: values.description.trim() === '' ? null : values.description,
    permissions: values.permissions,
  };
}

export interface RoleFormProps {
  /** The role to edit; a new one when absent. */
  role?: RoleResource;
  onSaved: () => void;
}

/** A role's name, description and permissions (checked from the permissions there are). */
export function RoleForm({ role, onSaved }: RoleFormProps) {
  const permissions = useAllPermissions();
  const builtIn = role ? isBuiltInRole(role.name) : false;
  const form = useForm<RoleValues>({
    initialValues: {
      name: role?.name ?? '',
      description: role?.description ?? '',
      permissions: role?.permissions ?? [],
    },
    validate: (values) => (role ? checkUpdate : checkCreate)(toBody(values, role)),
    onSubmit: async (values) => {
      const body = toBody(values, role);
      const answer = role ? await updateRole(role.id, body) : await createRole(body);
      toast({
        title: role ? 'Role saved' : 'Role created',
        description: answer.data.name,
        variant: 'success',
      });
      onSaved();
    },
  });
  const toggle = (name: string, on: boolean) =>
    form.setValue(
      'permissions',
      on ? [...form.values.permissions, name] : form.values.permissions.filter((held) => held !== name),
    );

  return (
    <Form form={form} aria-label={role ? 'Role details' : 'New role'} className="admin-form">
      <Input
        label="Name"
        required
        readOnly={builtIn}
        description={builtIn ? 'A built-in role keeps its name.' : 'Lower case, e.g. support-agent.'}
        {...form.register('name')}
      />
      <Textarea label="Description" rows={2} {...form.register('description')} />
      <fieldset className="admin-form">
        <legend>Permissions</legend>
        {(permissions.data?.data ?? []).map((permission) => (
          <Checkbox
            key={permission.id}
            label={permission.name}
            description={permission.description ?? undefined}
            checked={form.values.permissions.includes(permission.name)}
            onCheckedChange={(checked) => toggle(permission.name, checked === true)}
          />
        ))}
        {permissions.data?.data.length === 0 ? <p className="admin-note">No permissions yet.</p> : null}
      </fieldset>
      <div className="admin-form__actions">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : role ? 'Save role' : 'Create role'}
        </Button>
      </div>
    </Form>
  );
}
