import { bodyCheck, updateUserSchema } from '@exceed/contract';
import { Button, Form, toast, useForm } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { AboutCard } from './about-card.tsx';
import { updateUser } from './account-api.ts';
import { CertificationsCard } from './certifications-card.tsx';
import { type CoachProfileValues, toFormValues, toUpdateBody } from './coach-profile-values.ts';
import { ExperiencesCard } from './experiences-card.tsx';
import { IntroductionVideoCard } from './introduction-video-card.tsx';
import { SpecializationsCard } from './specializations-card.tsx';

/** The contract's check of an update body: the API's 422 bag, in the browser. */
const check = bodyCheck(updateUserSchema);

export interface ProfileFormProps {
  user: SessionUser;
  /** Called with the user the API answered after a save (the page keeps it as the session's user). */
  onSaved: (user: SessionUser) => unknown;
}

/**
 * The coach profile as one form: checked by the contract in the browser, saved as a partial update of the
 * signed-in user (PATCH /v1/users/{id}, only the changed fields; the API creates the coach profile on the
 * first save). Save is disabled until something changed and reads "Saving..." meanwhile; a 422 lands on
 * its fields and the first of them is focused.
 */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const form = useForm<CoachProfileValues>({
    initialValues: toFormValues(user.coachProfile),
    validate: (values) => check(toUpdateBody(values)),
    onSubmit: async (_values, current) => {
      const answer = await updateUser(user.id, toUpdateBody(current.changedValues()));
      await onSaved(answer.data);
      toast({ title: 'User Updated', description: 'Successfully updated.', variant: 'success' });
      // What the API kept (trimmed, renumbered) is the new starting point.
      current.reset(toFormValues(answer.data.coachProfile));
    },
  });
  return (
    <Form form={form} className="coach-profile" aria-label="Coach profile">
      <AboutCard form={form} />
      <SpecializationsCard form={form} />
      <IntroductionVideoCard form={form} />
      <ExperiencesCard form={form} />
      <CertificationsCard form={form} />
      <div className="coach-profile__actions">
        <Button type="submit" disabled={!form.dirty || form.submitting}>
          {form.submitting ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </Form>
  );
}
