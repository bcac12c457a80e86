import { Button, type FormApi, Input, RowAction, Table, useFormList } from '@exceed/design-system';
import { emptyMember, type GroupValues, type MemberValues } from './group-values.ts';

const LIST = 'members';

/**
 * The ordered people of a group, modelled on Settings' Social Accounts: rows are added at the end,
 * removed, and reordered by a drag handle (or the keyboard); the order is the order they fill a
 * booking's seats in. Each row shows its own errors, the list its own above the table.
 */
export function GroupMembersField({ form }: { form: FormApi<GroupValues> }) {
  const {
    rows,
    idOf,
    add: addRow,
    remove,
    move,
  } = useFormList<MemberValues>(form, LIST, {
    blank: emptyMember,
  });
  const add = () => {
    addRow();
    // The new row's email is where the user types next.
    const { id } = form.register(`${LIST}.${rows.length}.email`);
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };
  const who = (row: MemberValues, index: number) => row.email.trim() || `person ${index + 1}`;
  // When nothing else is wrong, the form already says the list's error above its fields (no field of
  // the list can take focus to read it): say it once.
  const listError = form.errors[LIST] !== form.formError ? form.errors[LIST] : undefined;

  return (
    <fieldset className="groups-members">
      <legend>People</legend>
      <p className="client-muted">In order: a booking's free seats are filled from the top.</p>
      {listError ? (
        <p role="alert" className="groups-list-error">
          {listError}
        </p>
      ) : null}
      <Table<MemberValues>
        aria-label="People in the group"
        rows={rows}
        getRowId={(_, index) => idOf(index)}
        getRowLabel={who}
        emptyText="No one in the group yet."
        onReorder={move}
        columns={[
          {
            id: 'person',
            header: 'Email and name (optional)',
            // One cell for both fields, side by side on wide screens and stacked on phones.
            cell: (_, index) => (
              <div className="groups-member">
                <Input
                  label={`Email of person ${index + 1}`}
                  hideLabel
                  type="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  {...form.register(`${LIST}.${index}.email`)}
                />
                <Input
                  label={`Name of person ${index + 1}`}
                  hideLabel
                  autoComplete="off"
                  placeholder="Name"
                  {...form.register(`${LIST}.${index}.name`)}
                />
              </div>
            ),
          },
          {
            id: 'actions',
            header: <span className="ex-visually-hidden">Actions</span>,
            align: 'end',
            cell: (row, index) => (
              <RowAction label="Remove" of={who(row, index)} onClick={() => remove(index)} />
            ),
          },
        ]}
      />
      <Button variant="outline" onClick={add}>
        Add person
      </Button>
    </fieldset>
  );
}
