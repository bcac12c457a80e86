import { Button, Form, type FormApi } from '@exceed/design-system';
import type { ReactNode } from 'react';
import { PageFrame } from '../../lib/page-frame.tsx';

/** How many steps onboarding has, for everyone. */
const ONBOARDING_STEPS = 2;

export interface OnboardingStepProps<T> {
  /** The page's heading. */
  title: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Which step this is, from 1: "Step 1 of 2"; the last one's button reads Finish, the others' Continue. */
  step: number;
  form: FormApi<T>;
  /** The step's fields. */
  children: ReactNode;
}

/** The frame of an onboarding step: its heading, "Step n of 2", and its form with Continue or Finish. */
export function OnboardingStep<T>({ title, formLabel, step, form, children }: OnboardingStepProps<T>) {
  return (
    <PageFrame title={title}>
      <p className="onboarding-steps">
        Step {step} of {ONBOARDING_STEPS}
      </p>
      <Form form={form} className="onboarding-form" aria-label={formLabel}>
        {children}
        <Button type="submit" loading={form.submitting}>
          {step === ONBOARDING_STEPS ? 'Finish' : 'Continue'}
        </Button>
      </Form>
    </PageFrame>
  );
}
