/** How many steps onboarding has, for everyone. */
export const ONBOARDING_STEPS = 2;

/** "Step 1 of 2" above a step's form. */
export function StepCount({ current }: { current: number }) {
  return (
    <p className="onboarding-steps">
      Step {current} of {ONBOARDING_STEPS}
    </p>
  );
}
