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
 * code has no password yet: the card offers to set a first one, with the code mailed to its address as
 * the proof.
 */
export function PasswordCard({ user }: { user: SessionUser }) {
  // Each save starts the card over: the typed passwords do not stay in the fields.
  const [saves, setSaves] = useState(0);
  return (
    <UserCard<{ password: string } & Proof>
      key={saves}
      title={user.hasPassword ? 'Password' : 'Set a password'}
      description={
        user.hasPassword
          ? 'At least 8 characters, with an uppercase and a lowercase letter. Saving it signs you out on your other devices.'
          : 'You sign in with a code we mail you. Add a password to sign in with it too: at least 8 characters, with an uppercase and a lowercase letter.'
      }
      initialValues={{ password: '', ...noProof }}
      toBody={toBody}
      onSaved={() => setSaves((count) => count + 1)}
    >
      {(form) => (
        <>
          <Input
            label={user.hasPassword ? 'New password' : 'Password'}
            type="password"
            autoComplete="new-password"
            {...form.register('password')}
          />
          {form.values.password ? (
            <ProofFields form={form} email={user.email} hasPassword={user.hasPassword} />
          ) : null}
        </>
      )}
    </UserCard>
  );
}
