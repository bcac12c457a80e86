import {
  Button,
  EmptyState,
  type FormApi,
  type OrderedRow,
  RowAction,
  renumber,
  Table,
  type TableColumn,
  useFormList,
} from '@exceed/design-system';
import type { CoachProfileValues } from './coach-profile-values.ts';
import { ListError } from './list-error.tsx';
import { ProfileCard } from './profile-card.tsx';

/** One ordered list of the coach profile: its card's words, its fields, and what a new row holds. */
export interface OrderedListCardProps<T extends OrderedRow> {
  form: FormApi<CoachProfileValues>;
  /** The list's path in the form (and in the API's error bag): `coachProfile.experiences`. */
  path: string;
  title: string;
  description: string;
  emptyText: string;
  addLabel: string;
  /** A new row's fields (its order is its place, set after every change). */
  blank: () => Omit<T, 'order'>;
  /** How the row is named to screen readers (its drag handle, its Delete button). */
  nameOf: (row: T, index: number) => string;
  /** The row's field columns; the Delete column is added after them. */
  columns: TableColumn<T>[];
}

/**
 * An ordered table of the profile form (Experience, Certifications): rows are added, deleted and
 * reordered by their drag handle or the keyboard; errors show on each row's fields and the list's own
 * above the table.
 */
export function OrderedListCard<T extends OrderedRow>({
  form,
  path,
  title,
  description,
  emptyText,
  addLabel,
  blank,
  nameOf,
  columns,
}: OrderedListCardProps<T>) {
  const list = useFormList<T>(form, path, {
    blank: () => ({ ...blank(), order: 0 }) as T,
    normalize: renumber,
  });
  return (
    <ProfileCard title={title} description={description}>
      <ListError message={form.errors[path]} />
      <Table<T>
        aria-label={title}
        rows={list.rows}
        getRowId={(_, index) => list.idOf(index)}
        getRowLabel={nameOf}
        onReorder={list.move}
        emptyText={<EmptyState size="compact" titleAs="p" title={emptyText} />}
        columns={[
          ...columns,
          {
            id: 'actions',
            header: <span className="ex-visually-hidden">Actions</span>,
            align: 'end',
            cell: (row, index) => (
              <RowAction label="Delete" of={nameOf(row, index)} onClick={() => list.remove(index)} />
            ),
          },
        ]}
      />
      <Button variant="outline" className="coach-profile__add" onClick={list.add}>
        {addLabel}
      </Button>
    </ProfileCard>
  );
}
