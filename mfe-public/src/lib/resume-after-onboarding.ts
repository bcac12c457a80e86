const RESUME_KEY = 'exceed:after-onboarding';

/**
 * A new account is held to onboarding first (SPEC §2); the booking page it came from is where
 * onboarding sends it back to at the end.
 */
export function resumeAfterOnboarding(path: string): void {
  sessionStorage.setItem(RESUME_KEY, path);
}

/** The page to go back to once onboarding is done (and forgotten once read), if any. */
export function takeResumePath(): string | null {
  const path = sessionStorage.getItem(RESUME_KEY);
  sessionStorage.removeItem(RESUME_KEY);
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
