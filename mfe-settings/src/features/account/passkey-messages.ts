import { ApiError } from '@exceed/session';

/**
 * A name for a new passkey from the device it is made on ("Passkey on iPhone"), which its owner can
 * change: the authenticator's own name is not told to the site without attestation.
 */
export function deviceName(userAgent: string): string {
  const devices: [RegExp, string][] = [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Mac OS X|Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
    [/CrOS/, 'Chromebook'],
    [/Linux/, 'Linux'],
  ];
  const device = devices.find(([pattern]) => pattern.test(userAgent))?.[1];
  return device ? `Passkey on ${device}` : 'Passkey';
}

/**
 * Why a passkey was not added, in words. The browser names a closed or timed-out prompt NotAllowedError:
 * that is the person's choice, so it is said calmly.
 */
export function passkeyFailure(error: unknown): string {
  if (error instanceof ApiError) {
    return Object.values(error.errors).flat()[0] ?? (error.message || 'The passkey could not be added.');
  }
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'This device already holds a passkey for your account.';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'No passkey was added: the prompt was closed or timed out. Try again whenever you like.';
  }
  return 'Your browser could not make a passkey. Try again, or use another browser or device.';
}
