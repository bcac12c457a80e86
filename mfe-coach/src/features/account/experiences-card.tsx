import { Button, EmptyState, type FormApi, Input, Table } from '@exceed/design-system';
import type { CoachProfileValues, ExperienceRow } from './coach-profile-values.ts';
import { ListError } from './list-error.tsx';
import { ProfileCard } from './profile-card.tsx';
import { useOrderedRows } from './use-ordered-rows.ts';

const LIST = 'coachProfile.experiences';

const nameOf = (row: ExperienceRow, index: number) => row.title.trim() || `experience ${index + 1}`;

/**
 * Experience as an ordered table (the first row shows first on the public profile): rows are added,
 * deleted and reordered by their drag handle or the keyboard; errors show on each row's fields and the
 * list's own above the table.
 */
export function ExperiencesCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const list = useOrderedRows<ExperienceRow>(form, LIST, () => ({
    title: '',
    company: '',
    years: '',
    months: '',
  }));
  return (
    <ProfileCard
      title="Experience"
      description="Roles that taught you what you coach, the most telling first."
    >
      <ListError message={form.errors[LIST]} />
      <Table<ExperienceRow>
        aria-label="Experience"
        rows={list.rows}
        getRowId={(_, index) => list.idOf(index)}
        getRowLabel={nameOf}
        onReorder={list.move}
        emptyText={<EmptyState size="compact" titleAs="p" title="No experience listed yet." />}
        columns={[
          {
            id: 'title',
            header: 'Title',
            width: '28%',
            cell: (_, index) => (
              <Input
                label={`Title of experience ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                {...form.register(`${LIST}.${index}.title`)}
              />
            ),
          },
          {
            id: 'company',
            header: 'Company',
            width: '28%',
            cell: (_, index) => (
              <Input
                label={`Company of experience ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                autoComplete="organization"
                {...form.register(`${LIST}.${index}.company`)}
              />
            ),
          },
          {
            id: 'years',
            header: 'Years',
            cell: (_, index) => (
              <Input
                label={`Years of experience ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                type="number"
                min={0}
                inputMode="numeric"
                {...form.register(`${LIST}.${index}.years`)}
              />
            ),
          },
          {
            id: 'months',
            header: 'Months',
            cell: (_, index) => (
              <Input
                label={`Months of experience ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                type="number"
                min={0}
                max={11}
                inputMode="numeric"
                {...form.register(`${LIST}.${index}.months`)}
              />
            ),
          },
          {
            id: 'actions',
            header: <span className="ex-visually-hidden">Actions</span>,
            align: 'end',
            cell: (row, index) => (
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${nameOf(row, index)}`}
                onClick={() => list.remove(index)}
              >
                Delete
              </Button>
            ),
          },
        ]}
      />
      <Button variant="outline" className="coach-profile__add" onClick={list.add}>
        Add experience
      </Button>
    </ProfileCard>
  );
}
