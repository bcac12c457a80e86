import { SECOND_FACTOR_MESSAGES } from '@exceed/contract';
import { Button } from '@exceed/design-system';
import { logout, sessionStore, usePageTitle } from '@exceed/session';

/**
 * What the admin area shows a super-admin whose session proved one factor (decision 0096): why, and the
 * two ways on, setting up an authenticator app here (which proves one) or signing in again with one.
 */
export function SecondFactorNeeded() {
  usePageTitle('Second factor needed');
  return (
    <section className="shell-error" aria-labelledby="second-factor-needed-title">
      <h1 id="second-factor-needed-title">Second factor needed</h1>
      <p>{SECOND_FACTOR_MESSAGES.adminNeedsSecondFactor}</p>
      <div className="shell-error-actions">
        <Button onClick={() => sessionStore.getState().setSettingsOpen(true)}>Open Settings</Button>
        <Button variant="secondary" onClick={() => void logout()}>
          Sign out to sign in again
        </Button>
      </div>
    </section>
  );
}
