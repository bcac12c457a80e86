import {
  EMPLOYMENT_TYPES,
  INDUSTRIES,
  JOB_DEPARTMENTS,
  JOB_EXPERIENCE_LEVELS,
  type JobPostingResource,
  WORKPLACE_TYPES,
} from '@exceed/contract';
import { Button, Form, formatEnum, Input, Select, Textarea, toast, useForm } from '@exceed/design-system';
import { ChoiceGroup } from './choice-group.tsx';
import { InterviewQuestionsField } from './interview-questions-field.tsx';
import { type JobPostingValues, toBody, validateJobPosting, valuesOf } from './job-posting-values.ts';
import { createJobPosting, updateJobPosting, useTeamMembers } from './job-postings-api.ts';
import { JobSettingsFields } from './job-settings-fields.tsx';

// Short values are acronyms (IT, HR): shown as they are, not as words.
const choices = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.length <= 3 ? value : formatEnum(value) }));

export interface JobPostingFormProps {
  /** The posting to edit; a new one when absent. */
  posting?: JobPostingResource;
  onSaved: (posting: JobPostingResource) => void;
}

/**
 * Every field of a job posting (SPEC §3) with the contract's rules (SPEC §5), checked from each field's
 * first change or blur; the API's 422 lands on the same fields. Recruiters are chosen among the team's
 * active members.
 */
export function JobPostingForm({ posting, onSaved }: JobPostingFormProps) {
  const creating = !posting;
  const members = useTeamMembers();
  const form = useForm<JobPostingValues>({
    initialValues: valuesOf(posting),
    validate: (values) => validateJobPosting(values, creating),
    onSubmit: async (values) => {
      const body = toBody(values);
      const answer = creating ? await createJobPosting(body) : await updateJobPosting(posting.id, body);
      toast({
        title: creating ? 'Job posting created' : 'Job posting saved',
        description: answer.data.title,
        variant: 'success',
      });
      onSaved(answer.data);
    },
  });
  const select = (path: 'employmentStatus' | 'experienceLevel') => {
    const field = form.register(path);
    return {
      value: field.value || null,
      onChange: field.onChange,
      onBlur: field.onBlur,
      error: field.error,
      id: field.id,
    };
  };
  const recruiters = (members.data?.data ?? [])
    .filter((member) => member.status === 'ACTIVE')
    .map((member) => ({
      value: member.userId,
      label: [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username,
    }));

  return (
    <Form form={form} aria-label={creating ? 'New job posting' : 'Job posting'} className="coach-form">
      <fieldset className="jobs-section">
        <legend>The job</legend>
        <Input label="Title" required {...form.register('title')} />
        <div className="coach-form__row">
          <Select
            label="Employment type"
            required
            options={choices(EMPLOYMENT_TYPES)}
            {...select('employmentStatus')}
          />
          <Select
            label="Experience level"
            required
            options={choices(JOB_EXPERIENCE_LEVELS)}
            {...select('experienceLevel')}
          />
        </div>
        <div className="coach-form__row">
          <Input label="Location" required {...form.register('location')} />
          <Input
            label="Availability"
            description="For example: start in March."
            {...form.register('availability')}
          />
        </div>
        <ChoiceGroup
          form={form}
          path="workplaceTypes"
          legend="Workplace types"
          options={choices(WORKPLACE_TYPES)}
        />
        <ChoiceGroup form={form} path="industries" legend="Industries" options={choices(INDUSTRIES)} />
        <ChoiceGroup
          form={form}
          path="categories"
          legend="Categories"
          description="Up to 3."
          options={choices(JOB_DEPARTMENTS)}
        />
        <Textarea
          label="Description"
          required
          description="100 to 25,000 characters: the role, the team, what the work is."
          rows={8}
          {...form.register('description')}
        />
        <Textarea
          label="Skills description"
          required
          description="100 to 4,000 characters: what an applicant should know or have done."
          rows={5}
          {...form.register('skillsDescription')}
        />
      </fieldset>
      <fieldset className="jobs-section">
        <legend>The company</legend>
        <div className="coach-form__row">
          <Input
            label="Company name"
            required
            autoComplete="organization"
            {...form.register('companyName')}
          />
          <Input label="Company URL" type="url" placeholder="https://" {...form.register('companyUrl')} />
        </div>
        <div className="coach-form__row">
          <Input
            label="Poster email"
            required
            type="email"
            description="Where questions about the posting go."
            {...form.register('posterEmail')}
          />
          <Input label="Listing type" {...form.register('listingType')} />
          <Input label="External posting id" {...form.register('externalJobPostingId')} />
        </div>
      </fieldset>
      <ChoiceGroup
        form={form}
        path="recruiterIds"
        legend="Recruiters"
        description={
          members.error
            ? "The team's members could not be loaded."
            : 'Members of the team who manage this posting and its applications with you.'
        }
        options={recruiters}
      />
      <JobSettingsFields form={form} />
      <InterviewQuestionsField form={form} />
      <div className="coach-form__actions">
        <Button type="submit" disabled={(!creating && !form.dirty) || form.submitting}>
          {form.submitting ? 'Saving...' : creating ? 'Create job posting' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
