import { Button, DatePicker, EmptyState, type FormApi, Input, Table } from '@exceed/design-system';
import type { CertificationRow, CoachProfileValues } from './coach-profile-values.ts';
import { ListError } from './list-error.tsx';
import { ProfileCard } from './profile-card.tsx';
import { useOrderedRows } from './use-ordered-rows.ts';

const LIST = 'coachProfile.certifications';

const nameOf = (row: CertificationRow, index: number) => row.title.trim() || `certification ${index + 1}`;

/**
 * Certifications as an ordered table, edited like Experience: add, delete, reorder by handle or keyboard,
 * errors on each row's fields and the list's own above the table.
 */
export function CertificationsCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const list = useOrderedRows<CertificationRow>(form, LIST, () => ({
    title: '',
    issuingOrganization: '',
    issuingDate: '',
    certificateUrl: '',
  }));
  return (
    <ProfileCard
      title="Certifications"
      description="Certificates that back your coaching, in the order you choose."
    >
      <ListError message={form.errors[LIST]} />
      <Table<CertificationRow>
        aria-label="Certifications"
        rows={list.rows}
        getRowId={(_, index) => list.idOf(index)}
        getRowLabel={nameOf}
        onReorder={list.move}
        emptyText={<EmptyState size="compact" titleAs="p" title="No certifications listed yet." />}
        columns={[
          {
            id: 'title',
            header: 'Title',
            width: '24%',
            cell: (_, index) => (
              <Input
                label={`Title of certification ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                {...form.register(`${LIST}.${index}.title`)}
              />
            ),
          },
          {
            id: 'issuingOrganization',
            header: 'Issued by',
            width: '22%',
            cell: (_, index) => (
              <Input
                label={`Issuing organization of certification ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                {...form.register(`${LIST}.${index}.issuingOrganization`)}
              />
            ),
          },
          {
            id: 'issuingDate',
            header: 'Issued on',
            cell: (_, index) => (
              <DatePicker
                label={`Issuing date of certification ${index + 1}`}
                hideLabel
                className="coach-profile__cell-input"
                {...form.register(`${LIST}.${index}.issuingDate`)}
              />
            ),
          },
          {
            id: 'certificateUrl',
            header: 'Certificate link',
            cell: (_, index) => (
              <Input
                label={`Certificate link of certification ${index + 1}`}
                hideLabel
                inputClassName="coach-profile__cell-input"
                type="url"
                placeholder="https://"
                {...form.register(`${LIST}.${index}.certificateUrl`)}
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
        Add certification
      </Button>
    </ProfileCard>
  );
}
