import { DatePicker, type FormApi, Input } from '@exceed/design-system';
import type { CertificationRow, CoachProfileValues } from './coach-profile-values.ts';
import { OrderedListCard } from './ordered-list-card.tsx';

const LIST = 'coachProfile.certifications';

/** Certifications as an ordered table, edited like Experience. */
export function CertificationsCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const field = (index: number, name: keyof CertificationRow) => form.register(`${LIST}.${index}.${name}`);
  return (
    <OrderedListCard<CertificationRow>
      form={form}
      path={LIST}
      title="Certifications"
      description="Certificates that back your coaching, in the order you choose."
      emptyText="No certifications listed yet."
      addLabel="Add certification"
      blank={() => ({ title: '', issuingOrganization: '', issuingDate: '', certificateUrl: '' })}
      nameOf={(row, index) => row.title.trim() || `certification ${index + 1}`}
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
              {...field(index, 'title')}
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
              {...field(index, 'issuingOrganization')}
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
              {...field(index, 'issuingDate')}
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
              {...field(index, 'certificateUrl')}
            />
          ),
        },
      ]}
    />
  );
}
