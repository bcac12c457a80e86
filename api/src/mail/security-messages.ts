import type { MailMessage } from './mailer.ts';
import { message } from './messages.ts';

/** A change to how an account signs in or is paid, as the mail to its address names it. */
export type SecurityChange =
  | 'password-changed'
  | 'authenticator-on'
  | 'authenticator-off'
  | 'recovery-codes-renewed'
  | 'recovery-code-used'
  | 'passkey-added'
  | 'passkey-removed'
  | 'api-key-created'
  | 'payout-account-opened'
  | 'payout-schedule-changed';

const CHANGES: Record<SecurityChange, { subject: string; line: string }> = {
  'password-changed': {
    subject: 'Your Exceed password was changed',
    line: 'The password of your Exceed account was changed.',
  },
  'authenticator-on': {
    subject: 'Two-step sign-in is on for your Exceed account',
    line: 'An authenticator app was set up for your Exceed account: signing in now also asks for its code.',
  },
  'authenticator-off': {
    subject: 'Two-step sign-in is off for your Exceed account',
    line: 'The authenticator app of your Exceed account was removed: signing in no longer asks for its code.',
  },
  'recovery-codes-renewed': {
    subject: 'New recovery codes for your Exceed account',
    line: 'New recovery codes were made for your Exceed account; the old ones no longer work.',
  },
  'recovery-code-used': {
    subject: 'A recovery code was used to sign in to Exceed',
    line: 'Someone signed in to your Exceed account with one of its recovery codes.',
  },
  'passkey-added': {
    subject: 'A passkey was added to your Exceed account',
    line: 'A passkey was added to your Exceed account: it can now sign in without a code.',
  },
  'passkey-removed': {
    subject: 'A passkey was removed from your Exceed account',
    line: 'A passkey was removed from your Exceed account.',
  },
  'api-key-created': {
    subject: 'A new API key for your Exceed account',
    line: 'An API key was made with your Exceed account: programs holding it act as you, within what it may do.',
  },
  'payout-account-opened': {
    subject: 'Your Exceed payout account is being changed',
    line: 'Someone signed in to your Exceed account opened Stripe to connect or change the account your payouts go to.',
  },
  'payout-schedule-changed': {
    subject: 'Your Exceed payout schedule was changed',
    line: 'The payout schedule of your Exceed account was changed.',
  },
};

/**
 * Told to the account's address whenever how it signs in or is paid changes, so a change made with a
 * stolen session reaches the owner.
 */
export function securityChangeMail(
  to: string,
  change: SecurityChange,
  detail: string | null,
  appUrl: string,
): MailMessage {
  const { subject, line } = CHANGES[change];
  return message(
    to,
    subject,
    [
      line,
      ...(detail ? [detail] : []),
      'If this was you, there is nothing to do. If not, sign in, change what was changed back, and reply to this mail.',
    ],
    { label: 'Open Exceed', url: appUrl },
  );
}
