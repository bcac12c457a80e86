import {
  APPLICATIONS_CLOSED_MESSAGES,
  type ApplicationsClosedReason,
  answerField,
  applyToJobSchema,
  bodyCheck,
  missingApplicationParts,
  type PublicJobPosting,
} from '@exceed/contract';
import { Button, FORM_ROOT_ERROR_KEY, Form, Input, Textarea, useForm } from '@exceed/design-system';
import { GENERIC_ERROR, statusOf } from '@exceed/session';
import { useState } from 'react';
import { applyToJob } from './jobs-api.ts';

interface ApplicationValues {
  name: string;
  email: string;
  answers: Record<string, string>;
  resume: File | null;
}

const checkBody = bodyCheck(applyToJobSchema);
const RESUME_TOO_LARGE = 'Your resume must be at most 5 MB.';

/** The form's values as the API's flat fields: `answers.<id>` for each answer. */
const flatFields = (values: ApplicationValues): Record<string, string> => ({
  name: values.name,
  email: values.email,
  ...Object.fromEntries(Object.entries(values.answers).map(([id, answer]) => [answerField(id), answer])),
});

/**
 * Applying to a posting: name, email, a resume when the posting requires one (PDF or Word, sent as is:
 * the API types it by its bytes), an answer to each enabled question. The contract's checks run as the
 * person types; a 409 (the posting closed or filled meanwhile) is said in place of the form.
 */
export function ApplicationForm({ posting }: { posting: PublicJobPosting }) {
  const { questions, resumeRequired } = posting.application;
  const [closed, setClosed] = useState<ApplicationsClosedReason | 'OTHER' | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ApplicationValues>({
    initialValues: {
      name: '',
      email: '',
      answers: Object.fromEntries(questions.map((question) => [question.id, ''])),
      resume: null,
    },
    validate: (values) => ({
      ...checkBody(flatFields(values)),
      ...missingApplicationParts(
        flatFields(values),
        questions.map((question) => question.id),
        resumeRequired,
        values.resume !== null,
      ),
    }),
    onSubmit: async (values) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(flatFields(values))) body.append(name, value);
      if (values.resume) body.append('resume', values.resume);
      try {
        await applyToJob(posting.id, body);
        setSentTo(values.email.trim().toLowerCase());
      } catch (error) {
        const status = statusOf(error);
        const message = error instanceof Error ? error.message : '';
        if (status === 422) throw error;
        if (status === 413) throw { resume: [RESUME_TOO_LARGE] };
        if (status !== 409) throw { [FORM_ROOT_ERROR_KEY]: [message || GENERIC_ERROR] };
        const reason = Object.entries(APPLICATIONS_CLOSED_MESSAGES).find(([, text]) => text === message)?.[0];
        setClosed((reason as ApplicationsClosedReason | undefined) ?? 'OTHER');
      }
    },
  });

  if (sentTo) {
    return (
      <section className="jobs-apply" aria-labelledby="jobs-applied">
        <h2 id="jobs-applied">Application sent</h2>
        <p role="status">
          Thank you for applying to {posting.title}. {posting.companyName} will reach you at {sentTo}.
        </p>
      </section>
    );
  }
  if (closed) {
    return (
      <p role="alert" className="failure-note">
        {closed === 'OTHER' ? 'This job takes no applications now.' : APPLICATIONS_CLOSED_MESSAGES[closed]}
      </p>
    );
  }
  const resume = form.register<File | null>('resume');
  return (
    <section className="jobs-apply" aria-labelledby="jobs-apply-title">
      <h2 id="jobs-apply-title">Apply for this job</h2>
      <Form form={form} className="jobs-apply__form" aria-labelledby="jobs-apply-title">
        <Input label="Name" autoComplete="name" required {...form.register('name')} />
        <Input label="Email" type="email" autoComplete="email" required {...form.register('email')} />
        <Input
          label="Resume"
          type="file"
          accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          description={`PDF or Word, at most 5 MB${resumeRequired ? '' : ' (optional)'}.`}
          required={resumeRequired}
          id={resume.id}
          name={resume.name}
          error={resume.error}
          onBlur={resume.onBlur}
          onChange={(event) => resume.onChange(event.target.files?.[0] ?? null)}
        />
        {questions.map((question) => (
          <Textarea
            key={question.id}
            label={question.title}
            required
            rows={3}
            {...form.register(`answers.${question.id}`)}
          />
        ))}
        <Button type="submit" loading={form.submitting}>
          {form.submitting ? 'Sending…' : 'Send application'}
        </Button>
      </Form>
    </section>
  );
}
