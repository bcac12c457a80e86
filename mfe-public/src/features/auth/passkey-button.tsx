import { Button } from '@exceed/design-system';
import { completeSignIn } from '@exceed/session';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { passkeyFailureOf, signInWithPasskey } from '../../lib/second-factor/passkey-sign-in.ts';

/**
 * "Sign in with a passkey" under the email form (nothing in a browser without WebAuthn). Once signed in,
 * the shell's guest-only guard sends the user on, as after a code.
 */
export function PasskeyButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!browserSupportsWebAuthn()) return null;
  const signIn = async () => {
    setBusy(true);
    setFailure(null);
    try {
      completeSignIn(await signInWithPasskey());
    } catch (error) {
      setFailure(passkeyFailureOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="auth-external">
      <p className="auth-divider">
        <span>or</span>
      </p>
      <Button variant="outline" loading={busy} disabled={busy} onClick={() => void signIn()}>
        Sign in with a passkey
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  );
}
