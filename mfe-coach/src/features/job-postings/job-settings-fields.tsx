import { Checkbox, type FormApi, Input, Select } from '@exceed/design-system';
import type { JobPostingValues, JobSettingsValues } from './job-posting-values.ts';

/**
 * How the interview is held (SPEC §3 names the key, not its values:
 * docs/decisions/0053-a-team-job-postings.md).
 */
const INTERVIEW_TYPES = [
  { value: 'VIDEO', label: 'Video call' },
  { value: 'PHONE', label: 'Phone' },
  { value: 'IN_PERSON', label: 'In person' },
];

type Flag = {
  [K in keyof JobSettingsValues]: JobSettingsValues[K] extends boolean ? K : never;
}[keyof JobSettingsValues];

/** The job settings of SPEC §3 (the posting's `preferences`): who may apply, and what is asked of them. */
export function JobSettingsFields({ form }: { form: FormApi<JobPostingValues> }) {
  const settings = form.values.preferences;
  const flag = (key: Flag, label: string, description?: string) => (
    <Checkbox
      label={label}
      description={description}
      checked={settings[key]}
      onCheckedChange={(checked) => form.setValue(`preferences.${key}`, checked === true)}
    />
  );
  const interviewType = form.register('preferences.interviewType');
  return (
    <fieldset className="jobs-section">
      <legend>Settings</legend>
      {flag(
        'acceptApplications',
        'Accept applications',
        'The posting shows an application form on the job board.',
      )}
      <Input
        label="Applicant limit"
        description="Leave empty for no limit. Applications stop once this many have applied."
        type="number"
        inputMode="numeric"
        min={1}
        {...form.register('preferences.applicantMaxLimit')}
      />
      {flag('resumeRequired', 'Resume required')}
      {flag('applicantSelfScheduleInterview', 'Applicants schedule their own interview')}
      <Select
        label="Interview type"
        placeholder="Not set"
        options={INTERVIEW_TYPES}
        value={interviewType.value || null}
        onChange={interviewType.onChange}
        error={interviewType.error}
      />
      {flag('characterReferenceCheck', 'Character reference check')}
      {flag('bigFivePersonalityTest', 'Big Five personality test')}
      {flag('ieltsAssessmentRequired', 'IELTS assessment required')}
      {settings.ieltsAssessmentRequired ? (
        <div className="coach-form__row">
          <Input
            label="IELTS minimum score"
            description="0 to 9, in steps of 0.5."
            type="number"
            inputMode="decimal"
            min={0}
            max={9}
            step={0.5}
            {...form.register('preferences.ieltsAssessmentMinScore')}
          />
          {flag('ieltsAutoReject', 'Reject applicants below the minimum score')}
        </div>
      ) : null}
      {flag('notifyAssigneeOnApplication', 'Email the recruiters on each application')}
    </fieldset>
  );
}
