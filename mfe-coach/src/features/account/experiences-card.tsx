import { type FormApi, Input } from '@exceed/design-system';
import type { CoachProfileValues, ExperienceRow } from './coach-profile-values.ts';
import { OrderedListCard } from './ordered-list-card.tsx';

const LIST = 'coachProfile.experiences';

/** Experience as an ordered table: the first row shows first on the public profile. */
export function ExperiencesCard({ form }: { form: FormApi<CoachProfileValues> }) {
  const field = (index: number, name: keyof ExperienceRow) => form.register(`${LIST}.${index}.${name}`);
  return (
    <OrderedListCard<ExperienceRow>
      form={form}
      path={LIST}
      title="Experience"
      description="Roles that taught you what you coach, the most telling first."
      emptyText="No experience listed yet."
      addLabel="Add experience"
      blank={() => ({ title: '', company: '', years: '', months: '' })}
      nameOf={(row, index) => row.title.trim() || `experience ${index + 1}`}
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
              {...field(index, 'title')}
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
              {...field(index, 'company')}
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
              {...field(index, 'years')}
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
              {...field(index, 'months')}
            />
          ),
        },
      ]}
    />
  );
}
