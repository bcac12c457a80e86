import { Input } from '@exceed/design-system';
import type { SessionUser } from '@exceed/session';
import { useState } from 'react';
import { noProof, type Proof, ProofFields, withProof } from './proof-fields.tsx';
import { UserCard } from './user-card.tsx';

/** The new password, left out of the body while empty (nothing to change). */
const toBody = ({ password, ...rest }: { password: string } & Proof) =>
  withProof({ ...rest, ...(password ? { password } : {}) });

/**
 * The Password card: a new password (SPEC §5's rule, checked as you type in its words) and the proof that
 * it is you. Saving it signs every other device out; this one stays signed in. An account signed up by
 * code has no password yet: the code mailed to its address is its proof, and this sets its first one.
 */
export function PasswordCard({ user }: { user: SessionUser }) {
  // Each save starts the card over: the typed passwords do not stay in the fields.
  const [saves, setSaves] = useState(0);
  return (
    <UserCard<{ password: string } & Proof>
      key={saves}
      title="Password"
      description="At least 8 characters, with an uppercase and a lowercase letter. Saving it signs you out on your other devices."
      initialValues={{ password: '', ...noProof }}
      toBody={toBody}
      onSaved={() => setSaves((count) => count + 1)}
    >
      {(form) => (
        <>
          <Input
            label="New password"
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
          {form.values.password ? <ProofFields form={form} email={user.email} /> : null}
        </>
      )}
    </UserCard>
  );
}
