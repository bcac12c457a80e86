import { type CancellationTier, describeCancellationPolicy } from '@exceed/contract';
import { useId } from 'react';

/** A workshop's cancellation policy in words, under its heading: a booker reads it before paying. */
export function CancellationPolicySection({
  policy,
  headingLevel: Heading = 'h2',
}: {
  policy: readonly CancellationTier[];
  headingLevel?: 'h2' | 'h3';
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="mkt-policy__heading">
        Cancellation policy
      </Heading>
      <ul className="mkt-policy">
        {describeCancellationPolicy(policy).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
