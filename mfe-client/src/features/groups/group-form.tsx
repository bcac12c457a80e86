import type { GroupResource } from '@exceed/contract';
import { Button, Form, Input, Textarea, toast, useForm } from '@exceed/design-system';
import { GroupMembersField } from './group-members-field.tsx';
import { checkGroup, type GroupValues, toBody, valuesOf } from './group-values.ts';
import { createGroup, updateGroup } from './groups-api.ts';

export interface GroupFormProps {
  /** The group to edit; a new one when absent. */
  group?: GroupResource;
  onSaved: (group: GroupResource) => void;
  onCancel: () => void;
}

/**
 * A group's name, description and ordered people, checked in the browser with the contract's rules
 * (the same messages the API answers); the API's 422 lands on the same fields.
 */
export function GroupForm({ group, onSaved, onCancel }: GroupFormProps) {
  const creating = !group;
  const form = useForm<GroupValues>({
    initialValues: valuesOf(group),
    validate: (values) => checkGroup(values, creating),
    onSubmit: async (values) => {
      const body = toBody(values);
      const answer = creating ? await createGroup(body) : await updateGroup(group.id, body);
      const count = answer.data.members.length;
      toast({
        title: creating ? 'Group saved' : 'Group updated',
        description: `${answer.data.name}: ${count} ${count === 1 ? 'person' : 'people'}.`,
        variant: 'success',
      });
      onSaved(answer.data);
    },
  });
  return (
    <Form form={form} aria-label={creating ? 'New group' : `Edit ${group.name}`} className="groups-form">
      <Input label="Name" required autoComplete="off" {...form.register('name')} />
      <Textarea label="Description" rows={2} {...form.register('description')} />
      <GroupMembersField form={form} />
      <div className="groups-form__actions">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={(!creating && !form.dirty) || form.submitting}>
          {form.submitting ? 'Saving...' : creating ? 'Save group' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
